import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { normalizeDigits, type TRosterPerson, type TRosterResponse } from '@hr/shared';
import { useHijri } from '@/hooks/use-hijri';
import { screenDigits } from '@/lib/digits';
import { shortWeekdayOf } from '@/lib/weekdays';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/names';
import { visuallyHidden } from '@/lib/visually-hidden';
import { DayBox, dayLook } from './roster-day';
import type { TShiftLook } from './shift-look';

const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: 'inset -1px 0 0 rgba(0, 0, 0, 0.12)' } as const;

export interface TRosterGridProps {
  data: TRosterResponse;
  looks: ReadonlyMap<number, TShiftLook>;
  today: string;
  label: string;
  /** HR: each day is a button that opens the override dialog for that person and date. */
  onPick?: (person: TRosterPerson, index: number) => void;
}

/**
 * People (rows, the name column sticky at the inline start) by dates (columns): each day the
 * shift's short label in its colour, rest days hatched, leave and holidays marked, a day HR
 * changed or a swap marked by shape; the foot counts who works each date over every page. For HR
 * the days are buttons, one tab stop for the whole grid and the arrow keys between them.
 */
export function RosterGrid({ data, looks, today, label, onPick }: TRosterGridProps) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const hijri = useHijri();
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const rows = data.people.length;
  const cols = data.dates.length;
  const [ar0, ac0] = active[0] < rows && active[1] < cols ? active : [0, 0];
  const days = useMemo(() => data.people.map((p) => p.cells.map((c) => dayLook(c, looks, t))), [data, looks, t]);
  // A month (or a week on a phone) opens with today in view, not the first days of the range.
  const tableRef = useRef<HTMLTableElement>(null);
  const first = data.dates[0];
  useEffect(() => {
    // Only the table's own scroll region moves (scrollIntoView would scroll every ancestor, the card too).
    const table = tableRef.current;
    const column = table?.querySelector<HTMLElement>(`[data-testid="roster-date-${today}"]`);
    const region = table?.closest<HTMLElement>('[role="region"]');
    const names = table?.querySelector<HTMLElement>('thead th');
    if (!column || !region || !names) return;
    const r = region.getBoundingClientRect();
    const n = names.getBoundingClientRect();
    const c = column.getBoundingClientRect();
    // The part of the region the sticky names leave free, whichever side they stand on.
    const [left, right] = ar ? [r.left, n.left] : [n.right, r.right];
    region.scrollLeft += c.left + c.width / 2 - (left + right) / 2;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per range shown
  }, [first, today]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const el = e.target as HTMLElement;
    const r = Number(el.dataset.row);
    const c = Number(el.dataset.col);
    if (!onPick || Number.isNaN(r) || Number.isNaN(c)) return;
    // The arrows follow the screen: in Arabic the next date is to the left.
    const forward = ar ? 'ArrowLeft' : 'ArrowRight';
    const back = ar ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, [number, number]> = {
      [forward]: [r, Math.min(c + 1, cols - 1)],
      [back]: [r, Math.max(c - 1, 0)],
      ArrowDown: [Math.min(r + 1, rows - 1), c],
      ArrowUp: [Math.max(r - 1, 0), c],
      Home: [r, 0],
      End: [r, cols - 1],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    setActive(to);
    el.closest('table')?.querySelector<HTMLElement>(`[data-row="${to[0]}"][data-col="${to[1]}"]`)?.focus();
  };

  const cellSx = { p: '2px', borderBottom: 1, borderColor: 'divider', minWidth: 44, textAlign: 'center' } as const;
  return (
    <Box
      component="table"
      ref={tableRef}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="roster-grid"
      sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', '& th': { fontWeight: 600, fontSize: '0.8125rem' } }}
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...STICKY, zIndex: 2, textAlign: 'start', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', minWidth: { xs: 124, sm: 180 } }}>
            {t('roster.view.person')}
          </Box>
          {data.dates.map((d) => (
            <Box
              component="th"
              scope="col"
              key={d}
              title={formatDate(d)}
              sx={{ ...cellSx, py: 0.5, color: d === today ? 'primary.main' : 'text.secondary', bgcolor: d === today ? 'action.selected' : undefined }}
              data-testid={`roster-date-${d}`}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.7rem' }}>
                {shortWeekdayOf(t, d)}
              </Box>
              <span>{screenDigits(Number(d.slice(8)))}</span>
              {hijri && (
                <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.65rem' }} data-testid="hijri-day">
                  {/* In the screen's digits, as the Gregorian day above it (١٥ under 3). */}
                  {screenDigits(normalizeDigits(hijri(d, 'day')))}
                </Box>
              )}
              <Box component="span" sx={visuallyHidden}>
                {` ${formatDate(d)}${d === today ? ` ${t('roster.view.today')}` : ''}`}
              </Box>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.people.map((p, r) => {
          const name = personName(p, ar);
          return (
            <tr key={p.id} data-testid={`roster-person-${p.id}`}>
              <Box component="th" scope="row" sx={{ ...STICKY, textAlign: 'start', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider', fontWeight: 500 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 500, lineHeight: 1.3 }}>
                  {name}
                </Box>
                <Box component="span" dir="ltr" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.75rem' }}>
                  {screenDigits(p.EmpCode)}
                </Box>
              </Box>
              {days[r].map((day, c) => (
                <Box component="td" key={data.dates[c]} sx={cellSx} data-testid="roster-cell" data-date={data.dates[c]} data-source={day.source}>
                  {onPick ? (
                    <ButtonBase
                      data-row={r}
                      data-col={c}
                      tabIndex={r === ar0 && c === ac0 ? 0 : -1}
                      onFocus={() => setActive([r, c])}
                      onClick={() => onPick(p, c)}
                      aria-label={t('roster.cell.change', { name, date: formatDate(data.dates[c]), day: day.text })}
                      sx={{ width: '100%', borderRadius: 0.5, '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 } }}
                    >
                      <DayBox day={day} />
                    </ButtonBase>
                  ) : (
                    <>
                      <DayBox day={day} />
                      <Box component="span" sx={visuallyHidden}>
                        {day.text}
                      </Box>
                    </>
                  )}
                </Box>
              ))}
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr data-testid="roster-working">
          <Box component="th" scope="row" sx={{ ...STICKY, textAlign: 'start', px: 1.5, py: 1, bgcolor: 'grey.100' }}>
            {t('roster.view.working')}
          </Box>
          {data.working.map((n, i) => (
            <Box component="td" key={data.dates[i]} sx={{ ...cellSx, bgcolor: 'grey.100', fontWeight: 600, fontSize: '0.8125rem', borderBottom: 0 }}>
              {screenDigits(n)}
            </Box>
          ))}
        </tr>
      </tfoot>
    </Box>
  );
}

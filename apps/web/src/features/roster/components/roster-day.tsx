import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import type { TRosterCell } from '@hr/shared';
import { dayKind } from '@/lib/shifts';
import { OFF_SX, REST_SX, type TShiftLook } from './shift-look';

/** What one day of a person shows: its short label, its colours, and the words a screen reader says. */
export interface TDayLook {
  short: string;
  text: string;
  sx: Record<string, unknown>;
  source: TRosterCell['source'];
  /** Art 65: the day breaks the limits for a worker under 18 (a mark on the box, and words in `text`). */
  minor?: boolean;
}

export function dayLook(cell: TRosterCell, looks: ReadonlyMap<number, TShiftLook>, t: TFunction): TDayLook {
  const look = cell.shiftId === null ? undefined : looks.get(cell.shiftId);
  const shift = look ? `${look.name} ${look.hours}` : '';
  const kind = dayKind(cell);
  const marks = [
    cell.source === 'override' ? t('roster.cell.override') : null,
    cell.source === 'swap' ? t('roster.cell.swap') : null,
    // Art 65 (rules minorHours, minorNight): what the day breaks for a worker under 18, each naming the article.
    ...(cell.minor ?? []).map((r) => t(`law.hours.finding.${r}`, { value: '' })),
  ].filter(Boolean);
  const minor = !!cell.minor?.length;
  const withMarks = (s: string) => [s, ...marks].join(t('roster.cell.separator'));
  if (kind === 'leave' || kind === 'holiday') {
    const off = t(`roster.cell.${kind}`);
    return { short: t(`roster.cell.${kind}Short`), text: withMarks(shift ? `${off} (${shift})` : off), sx: OFF_SX, source: cell.source, minor };
  }
  if (look && kind === 'shift') return { short: look.short, text: withMarks(shift), sx: { bgcolor: look.bg, color: look.fg, boxShadow: `inset 0 -3px 0 ${look.fg}` }, source: cell.source, minor };
  return { short: t('roster.cell.restShort'), text: withMarks(t('roster.restDay')), sx: REST_SX, source: cell.source, minor };
}

/** The marks of a day HR changed (a dark corner) or a swap (⇄): told apart by shape, in the grid and the legend. */
export function SourceMark({ source }: { source: TRosterCell['source'] }) {
  if (source === 'override')
    return (
      <Box
        aria-hidden
        component="span"
        data-mark="override"
        sx={{ position: 'absolute', top: 0, right: 0, width: 0, height: 0, borderStyle: 'solid', borderWidth: '0 9px 9px 0', borderColor: 'transparent #1f1f1f transparent transparent' }}
      />
    );
  if (source === 'swap')
    return (
      <Box aria-hidden component="span" data-mark="swap" sx={{ position: 'absolute', bottom: 0, right: 2, fontSize: '0.7rem', lineHeight: 1, color: '#1f1f1f' }}>
        ⇄
      </Box>
    );
  return null;
}

/** Art 65: a day that breaks the limits for a worker under 18, marked in its top corner (the words are in the day's text). */
export function MinorMark() {
  return (
    <Box
      aria-hidden
      component="span"
      data-mark="minor"
      sx={{ position: 'absolute', top: -2, insetInlineStart: 1, fontSize: '0.7rem', lineHeight: 1, color: '#b00020', fontWeight: 700 }}
    >
      ⚠
    </Box>
  );
}

/** A day's box: the short label in its colours, with its mark (hidden from screen readers, who get the day's `text`). */
export function DayBox({ day, width = '100%' }: { day: TDayLook; width?: number | string }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width,
        minHeight: 32,
        fontSize: '0.75rem',
        fontWeight: 600,
        borderRadius: 0.5,
        ...day.sx,
      }}
    >
      <span aria-hidden>{day.short}</span>
      <SourceMark source={day.source} />
      {day.minor && <MinorMark />}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DayBox, type TDayLook } from './roster-day';
import { OFF_SX, REST_SX, type TShiftLook } from './shift-look';

/** What the grid's labels, colours and marks mean: each shift on the page with its hours, rest, leave, holiday, a changed day and a swap. */
export function RosterLegend({ looks }: { looks: ReadonlyMap<number, TShiftLook> }) {
  const { t } = useTranslation();
  const plain = { bgcolor: 'background.paper', border: 1, borderColor: 'divider' };
  const entries: { key: string; day: TDayLook; text: string }[] = [
    ...[...looks].map(([id, l]) => ({ key: `shift-${id}`, day: { short: l.short, text: '', source: 'pattern' as const, sx: { bgcolor: l.bg, color: l.fg, boxShadow: `inset 0 -3px 0 ${l.fg}` } }, text: `${l.name} ${l.hours}` })),
    { key: 'rest', day: { short: t('roster.cell.restShort'), text: '', source: 'pattern', sx: REST_SX }, text: t('roster.restDay') },
    { key: 'leave', day: { short: t('roster.cell.leaveShort'), text: '', source: 'pattern', sx: OFF_SX }, text: t('roster.cell.leave') },
    { key: 'holiday', day: { short: t('roster.cell.holidayShort'), text: '', source: 'pattern', sx: OFF_SX }, text: t('roster.cell.holiday') },
    { key: 'override', day: { short: '', text: '', source: 'override', sx: plain }, text: t('roster.cell.override') },
    { key: 'swap', day: { short: '', text: '', source: 'swap', sx: plain }, text: t('roster.cell.swap') },
    { key: 'minor', day: { short: '', text: '', source: 'pattern', sx: plain, minor: true }, text: t('law.hours.minorMark') },
  ];
  return (
    <Box component="ul" aria-label={t('roster.view.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }} data-testid="roster-legend">
      {entries.map((e) => (
        <Box component="li" key={e.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem' }}>
          <DayBox day={e.day} width={36} />
          <span>{e.text}</span>
        </Box>
      ))}
    </Box>
  );
}

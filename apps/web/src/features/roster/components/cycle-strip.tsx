import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/lib/visually-hidden';
import { REST_SX, type TShiftLook } from './shift-look';

/** A pattern's cycle at a glance: one small box a day, the shift's short label in its colour, rest days hatched; read out as a list. */
export function CycleStrip({ days, looks }: { days: readonly (number | null)[]; looks: ReadonlyMap<number, TShiftLook> }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', m: 0, p: 0, listStyle: 'none', maxWidth: 420 }} data-testid="cycle-strip">
      {days.map((d, i) => {
        const look = d === null ? undefined : looks.get(d);
        const label = `${t('roster.cycle.day', { n: i + 1 })}: ${look ? look.name : t('roster.restDay')}`;
        return (
          <Box
            component="li"
            key={i}
            title={label}
            sx={{
              minWidth: 22,
              height: 22,
              px: '2px',
              fontSize: '0.7rem',
              fontWeight: 600,
              lineHeight: '22px',
              textAlign: 'center',
              borderRadius: 0.5,
              ...(look ? { bgcolor: look.bg, color: look.fg } : { ...REST_SX, border: 1, borderColor: 'divider' }),
            }}
          >
            <span aria-hidden>{look ? look.short : '·'}</span>
            <Box component="span" sx={visuallyHidden}>{label}</Box>
          </Box>
        );
      })}
    </Box>
  );
}

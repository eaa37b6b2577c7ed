import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TShift } from '@hr/shared';

type TSlot = 'day' | 'evening' | 'night';

/**
 * Rotations factories run, as cycles of the shifts chosen for their slots:
 * - weekly3: three crews, each working one week of day, one of evening, one of night shifts,
 *   five days a week with two rest days (21 days; the crews start on cycle days 1, 8 and 15);
 * - fourOnFourOff: four crews on 12-hour shifts, four days, four off, four nights, four off
 *   (16 days; the crews start on cycle days 1, 5, 9 and 13): round the clock, every day.
 */
const PRESETS = {
  weekly3: {
    slots: ['day', 'evening', 'night'],
    build: (s: Record<TSlot, number>) => (['day', 'evening', 'night'] as const).flatMap((k) => [...Array<number>(5).fill(s[k]), null, null]),
  },
  fourOnFourOff: {
    slots: ['day', 'night'],
    build: (s: Record<TSlot, number>) => [...Array<number>(4).fill(s.day), ...Array<null>(4).fill(null), ...Array<number>(4).fill(s.night), ...Array<null>(4).fill(null)],
  },
} as const satisfies Record<string, { slots: readonly TSlot[]; build: (s: Record<TSlot, number>) => (number | null)[] }>;
type TPreset = keyof typeof PRESETS;

/** A first guess for each slot from the shifts' start times: the day shift starts earliest after 05:00, the night shift latest. */
function guess(shifts: readonly TShift[]): Record<TSlot, number> {
  const sorted = [...shifts].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const day = sorted.find((s) => s.startTime >= '05:00') ?? sorted[0];
  const night = sorted.find((s) => s.crossesMidnight) ?? sorted[sorted.length - 1];
  const evening = sorted.find((s) => s !== day && s !== night) ?? day;
  return { day: day?.id ?? 0, evening: evening?.id ?? 0, night: night?.id ?? 0 };
}

/** "Start from a preset": a rotation, the shift of each of its slots, and the cycle filled from them (replacing the days). */
export function CyclePresets({ shifts, onFill }: { shifts: readonly TShift[]; onFill: (days: (number | null)[]) => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const titleId = useId();
  const [preset, setPreset] = useState<TPreset>('weekly3');
  const [chosen, setChosen] = useState<Partial<Record<TSlot, number>>>({});
  if (shifts.length === 0) return null;
  const slots = { ...guess(shifts), ...chosen };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, bgcolor: 'grey.50' }} data-testid="cycle-presets">
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('roster.presets.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField select size="small" label={t('roster.presets.rotation')} value={preset} onChange={(e) => setPreset(e.target.value as TPreset)} sx={{ flex: '1 1 100%' }}>
          {(Object.keys(PRESETS) as TPreset[]).map((p) => (
            <MenuItem key={p} value={p}>
              {t(`roster.presets.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        {PRESETS[preset].slots.map((slot) => (
          <TextField
            key={slot}
            select
            size="small"
            label={t(`roster.presets.slots.${slot}`)}
            value={String(slots[slot])}
            onChange={(e) => setChosen((c) => ({ ...c, [slot]: Number(e.target.value) }))}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 10rem' } }}
          >
            {shifts.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {ar ? s.nameAr || s.nameEn : s.nameEn}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Button variant="outlined" onClick={() => onFill(PRESETS[preset].build(slots))} sx={{ alignSelf: 'center' }}>
          {t('roster.presets.fill')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t(`roster.presets.${preset}Hint`)}
      </Typography>
    </Paper>
  );
}

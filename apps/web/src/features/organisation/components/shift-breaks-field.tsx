import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_BREAKS_MAX, type TShiftBreak } from '@hr/shared';

/** A shift's breaks (Labour Law Art 118): each a start and an end inside the shift; add and remove. */
export function ShiftBreaksField({ value, onChange, error }: { value: TShiftBreak[]; onChange: (v: TShiftBreak[]) => void; error?: string }) {
  const { t } = useTranslation();
  const errorId = useId();
  const set = (i: number, part: keyof TShiftBreak, v: string) => onChange(value.map((b, k) => (k === i ? { ...b, [part]: v } : b)));
  const last = value[value.length - 1];
  return (
    <Box component="fieldset" aria-describedby={error ? errorId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {t('law.hours.breaks')}
      </FormLabel>
      {value.length === 0 && <Box sx={{ color: 'text.secondary', mb: 1 }}>{t('law.hours.noBreaks')}</Box>}
      {value.map((b, i) => (
        <Box key={i} sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 48px', alignItems: 'center', mb: 1.5 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
            type="time"
            label={t('law.hours.breakFrom', { n: i + 1 })}
            value={b.start}
            onChange={(e) => set(i, 'start', e.target.value)}
            error={!!error}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            type="time"
            label={t('law.hours.breakTo')}
            value={b.end}
            onChange={(e) => set(i, 'end', e.target.value)}
            error={!!error}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', 'aria-label': `${t('law.hours.breakFrom', { n: i + 1 })} ${t('law.hours.breakTo')}` } }}
          />
          </Box>
          <IconButton aria-label={t('law.hours.removeBreak', { n: i + 1 })} onClick={() => onChange(value.filter((_, k) => k !== i))} sx={{ width: 48, height: 48 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {value.length < SHIFT_BREAKS_MAX && (
        <Button startIcon={<AddIcon />} onClick={() => onChange([...value, last ? { start: last.end, end: last.end } : { start: '12:00', end: '13:00' }])} sx={{ minHeight: 44 }}>
          {t('law.hours.addBreak')}
        </Button>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

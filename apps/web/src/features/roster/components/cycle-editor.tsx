import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { PATTERN_DAYS_MAX, type TShift } from '@hr/shared';
import { screenDigits } from '@/lib/digits';
import { shiftHours, shiftName } from '@/lib/shifts';

const REST = 'rest';
const toValue = (d: number | null) => (d === null ? REST : String(d));
const fromValue = (v: string) => (v === REST ? null : Number(v));
/** Focuses an element once React has moved the day. */
const focusSoon = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

/**
 * The days of a rotation pattern's cycle, one row each: a shift or a rest day, moved up or down,
 * removed; a day is added at the end (a copy of the last one, so a run of one shift is quick to
 * make). `error`: the translated message of the days as a whole (no work day at all, none, too many).
 */
export function CycleEditor({
  days,
  onChange,
  shifts,
  error,
}: {
  days: readonly (number | null)[];
  onChange: (days: (number | null)[]) => void;
  shifts: readonly TShift[];
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const baseId = useId();
  const dayId = (i: number, part: string) => `${baseId}-${i}-${part}`;
  const full = days.length >= PATTERN_DAYS_MAX;
  const set = (i: number, v: number | null) => onChange(days.map((d, j) => (j === i ? v : d)));
  const move = (from: number, to: number) => {
    const next = [...days];
    const [d] = next.splice(from, 1);
    next.splice(to, 0, d);
    onChange(next);
    // At either end the pressed button is disabled: focus goes to the other one.
    focusSoon(dayId(to, to === 0 ? 'down' : to === days.length - 1 ? 'up' : to < from ? 'up' : 'down'));
  };
  const remove = (i: number) => {
    onChange(days.filter((_, j) => j !== i));
    focusSoon(`${baseId}-add`);
  };
  const workDays = days.filter((d) => d !== null).length;
  const nameOf = (id: number) => {
    const s = shifts.find((x) => x.id === id);
    return s ? shiftName(s, ar) : '';
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} aria-describedby={`${baseId}-summary`}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('roster.cycle.legend')}
      </Typography>
      <Typography id={`${baseId}-summary`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-testid="cycle-summary">
        {t('roster.cycle.summary', { count: days.length, work: screenDigits(workDays), rest: screenDigits(days.length - workDays) })}
      </Typography>
      <Box component="ol" aria-label={t('roster.cycle.legend')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {days.map((d, i) => {
          const n = i + 1;
          return (
            <Box
              component="li"
              key={i}
              data-testid="cycle-day"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              {/* On a phone the select's own label names the day: its row keeps the room for the shift's name. */}
              <Typography aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, width: '4.5rem', flexShrink: 0, fontWeight: 500 }}>
                {t('roster.cycle.day', { n })}
              </Typography>
              <TextField
                select
                size="small"
                value={toValue(d)}
                onChange={(e) => set(i, fromValue(e.target.value))}
                label={t('roster.cycle.shiftOf', { n })}
                sx={{ flex: '1 1 auto', minWidth: 0 }}
                slotProps={{
                  htmlInput: { 'data-testid': 'cycle-shift' },
                  // The chosen shift by its name (its hours are in the list): the row fits a phone.
                  select: { renderValue: (v) => (v === REST ? t('roster.restDay') : nameOf(Number(v))) },
                }}
              >
                <MenuItem value={REST}>{t('roster.restDay')}</MenuItem>
                {shifts.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {shiftName(s, ar)}
                    <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 1 }}>
                      {shiftHours(s, ar)}
                    </Box>
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton id={dayId(i, 'up')} aria-label={t('roster.cycle.moveUp', { n })} disabled={i === 0} onClick={() => move(i, i - 1)} size="small">
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton id={dayId(i, 'down')} aria-label={t('roster.cycle.moveDown', { n })} disabled={i === days.length - 1} onClick={() => move(i, i + 1)} size="small">
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={t('roster.cycle.remove', { n })} disabled={days.length === 1} onClick={() => remove(i)} size="small" data-testid="cycle-remove">
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      {error && (
        <Alert severity="error" sx={{ my: 1 }} data-testid="cycle-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button
          id={`${baseId}-add`}
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => onChange([...days, days.length ? days[days.length - 1] : null])}
          aria-describedby={full ? `${baseId}-max` : undefined}
        >
          {t('roster.cycle.add')}
        </Button>
        {full && (
          <Typography id={`${baseId}-max`} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('roster.cycle.max', { max: PATTERN_DAYS_MAX })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

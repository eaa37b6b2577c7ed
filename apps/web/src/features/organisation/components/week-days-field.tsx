import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { WEEK_DAY_KEYS, WEEK_ORDER } from './week-days';

/** A group of seven checkboxes (Saturday first, as weeks are read in Egypt); values 0 = Sunday … 6 = Saturday. */
export function WeekDaysField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
  name: string;
}) {
  const { t } = useTranslation();
  const toggle = (d: number, on: boolean) => onChange(on ? [...value, d].sort((a, b) => a - b) : value.filter((x) => x !== d));
  return (
    <FormControl component="fieldset" error={!!error}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {WEEK_ORDER.map((d) => (
          <FormControlLabel
            key={d}
            control={<Checkbox name={name} checked={value.includes(d)} onChange={(e) => toggle(d, e.target.checked)} />}
            label={t(`org.days.${WEEK_DAY_KEYS[d]}`)}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

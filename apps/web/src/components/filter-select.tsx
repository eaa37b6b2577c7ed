import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { screenDigits } from '@/lib/digits';

/** A small select above a table that filters it; full width on a phone. Its labels (a year, a month) in the screen's digits. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
  minWidth = 150,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  testId: string;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {screenDigits(o.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A small select above a table that filters it; full width on a phone. */
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
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** A small search box with a leading search icon; `onChange` gets the typed text. */
export function SearchField({
  label,
  helperText,
  value,
  onChange,
  width,
  testId,
}: {
  label: string;
  helperText: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
  testId: string;
}) {
  return (
    <TextField
      type="search"
      label={label}
      helperText={helperText}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
      data-testid={testId}
    />
  );
}

import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** The IANA zones this browser knows; the saved one is kept even when it is an alias missing here. */
function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  return current && !all.includes(current) ? [current, ...all] : all;
}

/** "UTC+02:00" now, or '' when the browser cannot say. */
function utcOffset(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part ? part.value.replace('GMT', 'UTC').replace(/^UTC$/, 'UTC+00:00') : '';
  } catch {
    return '';
  }
}

// "new york" and "New_York" both find America/New_York.
const filterZones = createFilterOptions<string>({ stringify: (z) => `${z} ${z.replace(/_/g, ' ')}` });

/** A searchable list of the IANA time zones (typed or picked with the arrow keys). */
export function TimeZoneAutocomplete({
  value,
  onChange,
  onBlur,
  label,
  noOptionsText,
  error,
  helper,
  optional = false,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  label: string;
  noOptionsText: string;
  error?: string;
  helper: string;
  /** Not required: empty means the organisation's zone (a site's clock). */
  optional?: boolean;
}) {
  const options = useMemo(() => timeZones(value), [value]);
  const offsets = useMemo(() => new Map(options.map((z) => [z, utcOffset(z)])), [options]);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, v) => onChange(v ?? '')}
      onBlur={onBlur}
      filterOptions={filterZones}
      noOptionsText={noOptionsText}
      autoHighlight
      disableClearable={!optional && !!value}
      fullWidth
      renderOption={({ key, ...props }, zone) => (
        <li key={key} {...props}>
          <span dir="ltr">{zone}</span>
          <Typography component="span" variant="body2" dir="ltr" sx={{ color: 'text.secondary', ms: 'auto', ps: 2, whiteSpace: 'nowrap' }}>
            {offsets.get(zone)}
          </Typography>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={!optional}
          error={!!error}
          helperText={error ?? helper}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr' } }}
        />
      )}
    />
  );
}

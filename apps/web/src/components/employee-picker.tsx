import { useState, type HTMLAttributes, type Key, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPeopleSearchResponseSchema, type TPersonOption } from '@hr/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiRequest } from '@/lib/api-client';
import { screenDigits } from '@/lib/digits';

function usePeopleSearch(q: string, enabled: boolean, source: TPeopleSource) {
  return useQuery({
    queryKey: ['people', source.path, source.query ?? {}, q],
    queryFn: ({ signal }) => apiRequest(source.path, { query: { ...source.query, q, limit: 15 }, schema: ZPeopleSearchResponseSchema, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Where the picker searches: the viewer's scope by default, or a narrower list (the handover colleagues). */
export interface TPeopleSource {
  path: string;
  query?: Record<string, string | number | undefined>;
}
const SCOPE_SEARCH: TPeopleSource = { path: '/people/search' };

export interface TEmployeePickerProps {
  /** Another endpoint answering like /people/search (same query and response). */
  source?: TPeopleSource;
  value: TPersonOption | null;
  onChange: (value: TPersonOption | null) => void;
  /** Label of the name field; the company ID field is labelled "<label> – company ID". */
  label: string;
  codeLabel: string;
  error?: string;
  disabled?: boolean;
  /** People that may not be picked (for example the person being edited). */
  excludeIds?: readonly number[];
  testId?: string;
}

/**
 * Two linked search-as-you-type fields, by name and by company ID (as in the seed's team
 * attendance form): picking in one fills the other. The server limits the results to the
 * viewer's scope and to active people.
 */
export function EmployeePicker({ value, onChange, label, codeLabel, error, disabled, excludeIds = [], testId, source = SCOPE_SEARCH }: TEmployeePickerProps) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [nameInput, setNameInput] = useState('');
  const [codeInput, setCodeInput] = useState('');
  const [active, setActive] = useState<'name' | 'code' | null>(null);
  const typed = active === 'code' ? codeInput : active === 'name' ? nameInput : '';
  const q = useDebouncedValue(typed.trim(), 300);
  const search = usePeopleSearch(q, active !== null && !disabled, source);
  const found = (search.data?.items ?? []).filter((p) => !excludeIds.includes(p.id));
  const options = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  const nameOf = (p: TPersonOption) => (ar ? p.fullNameAr || p.FullName : p.FullName);

  const common = {
    options,
    value,
    onChange: (_: unknown, v: TPersonOption | null) => {
      onChange(v);
      setActive(null);
    },
    isOptionEqualToValue: (a: TPersonOption, b: TPersonOption) => a.id === b.id,
    filterOptions: (o: TPersonOption[]) => o,
    loading: search.isFetching,
    loadingText: t('common.loading'),
    noOptionsText: t('picker.noOptions'),
    disabled,
    autoHighlight: true,
    // Enter picks the highlighted person and never submits the form around the picker: with no
    // match it did, and a request went in without its handover colleague.
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key === 'Enter') e.preventDefault();
    },
    onBlur: () => setActive(null),
    renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, p: TPersonOption) => {
      const { key, ...rest } = props;
      return (
        // The company ID, isolated, then the name, in the page's direction: the ID at the start (on
        // the right in Arabic), a gap of the row between them whichever side that is (a margin of
        // the ID fell on its far side in Arabic: its digits make it left to right), and a space
        // for whoever reads the option as text ("1005 عمر خالد", never "1005عمر خالد").
        <Box component="li" key={key} {...rest} sx={{ columnGap: 1.5 }}>
          <Box component="bdi" sx={{ minWidth: 56, color: 'text.secondary' }} data-testid="option-code">
            {screenDigits(p.EmpCode)}
          </Box>{' '}
          <span>{nameOf(p)}</span>
        </Box>
      );
    },
  };

  return (
    // Side by side where both fit at 220 px, otherwise one above the other: the ID field is then wide
    // enough for a label such as "Person – company ID" beside its arrow (cut to
    // "Person – co…" in a dialog at 1280 px).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: 2 }} data-testid={testId}>
      <Autocomplete
        {...common}
        getOptionLabel={nameOf}
        inputValue={active === 'name' ? nameInput : value ? nameOf(value) : ''}
        onInputChange={(_, v, reason) => {
          if (reason === 'input') {
            setActive('name');
            setNameInput(v);
          }
        }}
        onFocus={() => {
          setActive('name');
          setNameInput(value ? nameOf(value) : '');
        }}
        renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? t('picker.nameHelp')} />}
      />
      <Autocomplete
        {...common}
        getOptionLabel={(p) => String(p.EmpCode)}
        inputValue={active === 'code' ? codeInput : value ? String(value.EmpCode) : ''}
        onInputChange={(_, v, reason) => {
          if (reason === 'input') {
            setActive('code');
            setCodeInput(v);
          }
        }}
        onFocus={() => {
          setActive('code');
          setCodeInput(value ? String(value.EmpCode) : '');
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={codeLabel}
            error={!!error}
            // The resting label stops short of the arrow, on either side (in Arabic the arrow is on the left, under a long label).
            sx={{ '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { maxWidth: 'calc(100% - 56px)' } }}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', inputMode: 'numeric' } }}
          />
        )}
      />
    </Box>
  );
}

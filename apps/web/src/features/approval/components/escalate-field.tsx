import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPROVAL_MAX_ESCALATE_DAYS, normalizeDigits } from '@hr/shared';
import { translateValidation } from '@/lib/errors';
import type { TChainFormValues } from './chain-step-row';

/** '' is never (null); whole numbers in either digit set are numbers; anything else NaN, which the schema refuses. */
const parseDays = (raw: string): number | null => {
  const s = normalizeDigits(raw).trim();
  if (s === '') return null;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
};
const shown = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '' : String(v));

function DaysInput({ value, onChange, onBlur, name, error }: { value: number | null | undefined; onChange: (v: number | null) => void; onBlur: () => void; name: string; error?: string }) {
  const { t } = useTranslation();
  // The text as typed ('1.5' stays on screen while the form holds NaN); a value set from outside (a reset after saving) replaces it.
  const [text, setText] = useState({ raw: shown(value), of: value });
  if (!Object.is(text.of, value)) setText({ raw: shown(value), of: value });
  return (
    <TextField
      name={name}
      value={text.raw}
      onChange={(e) => {
        const v = parseDays(e.target.value);
        setText({ raw: e.target.value, of: v });
        onChange(v);
      }}
      onBlur={onBlur}
      label={t('approvalChains.escalate')}
      error={!!error}
      helperText={error ?? t('approvalChains.escalateHelp', { max: APPROVAL_MAX_ESCALATE_DAYS })}
      sx={{ width: { xs: '100%', sm: '20rem' } }}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'chain-escalate' } }}
    />
  );
}

/** "Escalate after N working days": empty for never, a whole number from 1 to 60. */
export function EscalateField({ control }: { control: Control<TChainFormValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="escalateAfterDays"
      render={({ field, fieldState }) => (
        <DaysInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={translateValidation(t, fieldState.error?.message)} />
      )}
    />
  );
}

import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TEmployeeForm, TEmployeeInput } from '@hr/shared';
import { DateInput } from '@/components/form/date-input';
import { translateValidation } from '@/lib/errors';

export type TEmployeeControl = Control<TEmployeeForm, unknown, TEmployeeInput>;
type TTextName = 'empCode' | 'domainAccount' | 'fullNameEn' | 'fullNameAr' | 'email' | 'mobile' | 'badge' | 'jobTitle' | 'nationalId' | 'socialInsuranceNo' | 'priorServiceMonths';
/** Fields that are null rather than empty. */
const NULLABLE: readonly TTextName[] = ['email', 'mobile', 'badge', 'jobTitle', 'nationalId', 'socialInsuranceNo'];
/** Fields of digits: a numeric keyboard, and Arabic-Indic digits become Latin ones (lib/latin-digits). */
const DIGITS: readonly TTextName[] = ['empCode', 'nationalId', 'socialInsuranceNo', 'priorServiceMonths'];

/** A titled part of the form, its fields in two columns from md up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Paper>
  );
}

export function EmployeeTextField({
  control,
  name,
  label,
  readOnly,
  dir,
  type = 'text',
  required,
  maxLength,
  helperText,
}: {
  control: TEmployeeControl;
  name: TTextName;
  label: string;
  readOnly: boolean;
  dir?: 'rtl' | 'ltr';
  type?: string;
  required?: boolean;
  maxLength?: number;
  /** Shown under the field while it has no error. */
  helperText?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={(field.value as string | number | null | undefined) ?? ''}
          onChange={(e) => field.onChange(NULLABLE.includes(name) && e.target.value === '' ? null : e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? helperText}
          required={required}
          type={type}
          autoComplete="off"
          slotProps={{ htmlInput: { dir, readOnly, maxLength, 'data-testid': `field-${name}`, ...(DIGITS.includes(name) ? { inputMode: 'numeric', 'data-digits': 'latin' } : {}) } }}
          fullWidth
        />
      )}
    />
  );
}

/** A select of ids (units, shift) or of fixed values (gender, contract type), with "none" first. */
export function EmployeeSelectField({
  control,
  name,
  label,
  options,
  readOnly,
  onPicked,
  hint,
}: {
  control: TEmployeeControl;
  name: 'siteId' | 'departmentId' | 'sectionId' | 'shiftId' | 'gender' | 'contractType' | 'holidayGroup';
  label: string;
  options: { id: number | string; label: string }[];
  readOnly: boolean;
  onPicked?: () => void;
  /** A hint under the field, shown when there is no error. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const ids = name.endsWith('Id');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onChange={(e) => {
            field.onChange(e.target.value === '' ? null : ids ? Number(e.target.value) : e.target.value);
            onPicked?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) || hint}
          fullWidth
          slotProps={{ input: { readOnly }, htmlInput: { 'data-testid': `field-${name}` } }}
        >
          <MenuItem value="">
            <em>{t('employees.form.none')}</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function EmployeeDateField({
  control,
  name,
  label,
  readOnly,
  helper,
}: {
  control: TEmployeeControl;
  name: 'hireDate' | 'endDate' | 'birthDate' | 'contractStart' | 'contractEnd' | 'effectiveFrom';
  label: string;
  readOnly: boolean;
  helper?: (value: string) => string | undefined;
}) {
  return <DateInput control={control} name={name} label={label} readOnly={readOnly} helper={helper} />;
}

export function EmployeeToggle({ control, name, label, readOnly }: { control: TEmployeeControl; name: 'disability' | 'shortStature' | 'hazardousWork' | 'active' | 'sendInvitation'; label: string; readOnly: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={readOnly} name={field.name} />}
          label={label}
        />
      )}
    />
  );
}

/** A set of checkboxes bound to a list field (the roles, site HR's sites). */
export function CheckboxSetField<K extends 'roles' | 'hrSiteIds'>({
  control,
  name,
  legend,
  options,
  readOnly,
}: {
  control: TEmployeeControl;
  name: K;
  legend: string;
  options: { value: NonNullable<TEmployeeForm[K]>[number]; label: string }[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  type TItem = NonNullable<TEmployeeForm[K]>[number];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as TItem[];
        return (
          <FormControl component="fieldset" error={!!fieldState.error} disabled={readOnly}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup>
              {options.map((o) => (
                <FormControlLabel
                  key={String(o.value)}
                  label={o.label}
                  control={
                    <Checkbox checked={chosen.includes(o.value)} onChange={(e) => field.onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((x) => x !== o.value))} />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{translateValidation(t, fieldState.error.message)}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

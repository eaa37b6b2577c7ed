import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  ROLES,
  ZEmployeeInputSchema,
  type TEmployee,
  type TEmployeeForm,
  type TEmployeeInput,
  type TPersonOption,
} from '@hr/shared';
import { DateField } from '@/components/date-field';
import { EmployeePicker } from '@/components/employee-picker';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useNotify } from '@/hooks/use-notify';
import { useSaveEmployee, useShifts, useStructure } from '../api/employees';

const FIELDS = Object.keys(ZEmployeeInputSchema.shape) as (keyof TEmployeeForm)[];

const toForm = (e: TEmployee | null): TEmployeeForm =>
  e
    ? {
        empCode: e.empCode,
        domainAccount: e.domainAccount,
        fullNameEn: e.fullNameEn,
        fullNameAr: e.fullNameAr,
        email: e.email,
        mobile: e.mobile,
        badge: e.badge,
        siteId: e.site?.id ?? null,
        departmentId: e.department?.id ?? null,
        sectionId: e.section?.id ?? null,
        shiftId: e.shift?.id ?? null,
        managerId: e.manager?.id ?? null,
        roles: e.roles,
        hrSiteIds: e.hrSiteIds,
        hireDate: e.hireDate,
        birthDate: e.birthDate,
        disability: e.disability,
        language: e.language,
        active: e.active,
        sendInvitation: false,
      }
    : {
        empCode: '',
        domainAccount: null,
        fullNameEn: '',
        fullNameAr: '',
        email: '',
        mobile: null,
        badge: null,
        siteId: null,
        departmentId: null,
        sectionId: null,
        shiftId: null,
        managerId: null,
        roles: ['employee'],
        hrSiteIds: [],
        hireDate: null,
        birthDate: null,
        disability: false,
        language: 'en',
        active: true,
        sendInvitation: true,
      };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Paper>
  );
}

/** Create or edit an employee; validated with the route's own schema (ZEmployeeInputSchema). */
export function EmployeeForm({ employee, readOnly }: { employee: TEmployee | null; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const nm = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr || u.nameEn : u.nameEn);
  const notify = useNotify();
  const navigate = useNavigate();
  const structure = useStructure();
  const shifts = useShifts();
  const save = useSaveEmployee(employee?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [manager, setManager] = useState<TPersonOption | null>(
    employee?.manager
      ? { id: employee.manager.id, EmpCode: employee.manager.empCode, FullName: employee.manager.fullNameEn, fullNameAr: employee.manager.fullNameAr }
      : null,
  );
  const { control, handleSubmit, setError, setValue } = useForm<TEmployeeForm, unknown, TEmployeeInput>({
    resolver: zodResolver(ZEmployeeInputSchema),
    defaultValues: toForm(employee),
  });
  const departmentId = useWatch({ control, name: 'departmentId' });
  const roles = useWatch({ control, name: 'roles' });
  const sections = useMemo(
    () => structure.data?.departments.find((d) => d.id === departmentId)?.sections ?? [],
    [structure.data, departmentId],
  );
  const tv = (m: string | undefined) => translateValidation(t, m);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ ...values, domainAccount: values.domainAccount?.trim() || null });
      if (employee) notify(t('employees.form.saved'), 'success');
      else {
        notify(t('employees.form.created', { name: ar ? saved.fullNameAr : saved.fullNameEn }), 'success');
        void navigate(`/hr/employees/${saved.id}`, { replace: true });
      }
    } catch (err) {
      // VALIDATION_FAILED, EMP_CODE_TAKEN, EMAIL_TAKEN, MANAGER_LOOP… come with the field they belong to.
      if (applyFieldErrors(err, setError, FIELDS)) return;
      if (isApiError(err) && err.fields.length > 0) {
        let applied = false;
        for (const f of err.fields) {
          const name = f.path.split('.')[0] as keyof TEmployeeForm;
          if (FIELDS.includes(name)) {
            setError(name, { type: 'server', message: f.message });
            applied = true;
          }
        }
        if (applied) return;
      }
      setFormError(errorMessage(t, err));
    }
  });

  const text = (name: 'empCode' | 'domainAccount' | 'fullNameEn' | 'fullNameAr' | 'email' | 'mobile' | 'badge', label: string, extra: { dir?: 'rtl' | 'ltr'; type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={(field.value as string | number | null | undefined) ?? ''}
          onChange={(e) => field.onChange((name === 'mobile' || name === 'badge') && e.target.value === '' ? null : e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={tv(fieldState.error?.message)}
          required={extra.required}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete ?? 'off'}
          slotProps={{ htmlInput: { dir: extra.dir, readOnly, 'data-testid': `field-${name}`, ...(name === 'empCode' ? { inputMode: 'numeric' } : {}) } }}
          fullWidth
        />
      )}
    />
  );

  const select = (
    name: 'siteId' | 'departmentId' | 'sectionId' | 'shiftId',
    label: string,
    options: { id: number; label: string }[],
    onPicked?: () => void,
  ) => (
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
            field.onChange(e.target.value === '' ? null : Number(e.target.value));
            onPicked?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={tv(fieldState.error?.message)}
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

  const date = (name: 'hireDate' | 'birthDate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          readOnly={readOnly}
          error={tv(fieldState.error?.message)}
          fullWidth
        />
      )}
    />
  );

  const toggle = (name: 'disability' | 'active' | 'sendInvitation', label: string) => (
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

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      data-testid="employee-form"
      // Read-only (site_hr): the disabled controls keep readable text (WCAG contrast).
      sx={{
        '& .MuiFormControlLabel-label.Mui-disabled, & .MuiFormLabel-root.Mui-disabled, & .MuiInputLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled':
          { color: 'text.secondary' },
        '& .MuiInputBase-input.Mui-disabled': { color: 'text.primary', WebkitTextFillColor: 'currentColor' },
      }}
    >
      <Stack spacing={3}>
        {readOnly && <Alert severity="info">{t('employees.form.readOnly')}</Alert>}
        <Section title={t('employees.form.identity')}>
          {text('empCode', t('employees.form.empCode'), { dir: 'ltr', required: true })}
          {text('domainAccount', t('employees.form.domainAccount'), { dir: 'ltr' })}
          {text('fullNameEn', t('employees.form.fullNameEn'), { dir: 'ltr', required: true })}
          {text('fullNameAr', t('employees.form.fullNameAr'), { dir: 'rtl', required: true })}
          {text('email', t('employees.form.email'), { dir: 'ltr', type: 'email', required: true })}
          {text('mobile', t('employees.form.mobile'), { dir: 'ltr', type: 'tel' })}
          {text('badge', t('employees.form.badge'), { dir: 'ltr' })}
        </Section>
        <Section title={t('employees.form.organisation')}>
          {select('siteId', t('employees.form.site'), (structure.data?.sites ?? []).map((s) => ({ id: s.id, label: nm(s) })))}
          {select('departmentId', t('employees.form.department'), (structure.data?.departments ?? []).map((s) => ({ id: s.id, label: nm(s) })), () =>
            setValue('sectionId', null),
          )}
          {select('sectionId', t('employees.form.section'), sections.map((s) => ({ id: s.id, label: nm(s) })))}
          {select('shiftId', t('employees.form.shift'), (shifts.data?.items ?? []).map((s) => ({ id: s.id, label: `${nm(s)} (${s.startTime}–${s.endTime})` })))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="managerId"
              render={({ fieldState }) => (
                <EmployeePicker
                  value={manager}
                  onChange={(p) => {
                    setManager(p);
                    setValue('managerId', p?.id ?? null, { shouldDirty: true });
                  }}
                  label={t('employees.form.manager')}
                  codeLabel={t('employees.form.managerCode')}
                  error={tv(fieldState.error?.message)}
                  disabled={readOnly}
                  excludeIds={employee ? [employee.id] : []}
                  testId="manager-picker"
                />
              )}
            />
          </Box>
        </Section>
        <Section title={t('employees.form.access')}>
          <Controller
            control={control}
            name="roles"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={!!fieldState.error} disabled={readOnly}>
                <FormLabel component="legend">{t('employees.form.roles')}</FormLabel>
                <FormGroup>
                  {ROLES.map((r) => (
                    <FormControlLabel
                      key={r}
                      label={t(`roles.${r}`)}
                      control={
                        <Checkbox
                          checked={(field.value ?? []).includes(r)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...(field.value ?? []), r] : (field.value ?? []).filter((x) => x !== r))
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error && <FormHelperText>{tv(fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          {(roles ?? []).includes('site_hr') ? (
            <Controller
              control={control}
              name="hrSiteIds"
              render={({ field }) => (
                <FormControl component="fieldset" disabled={readOnly}>
                  <FormLabel component="legend">{t('employees.form.hrSites')}</FormLabel>
                  <FormGroup>
                    {(structure.data?.sites ?? []).map((s) => (
                      <FormControlLabel
                        key={s.id}
                        label={nm(s)}
                        control={
                          <Checkbox
                            checked={(field.value ?? []).includes(s.id)}
                            onChange={(e) =>
                              field.onChange(e.target.checked ? [...(field.value ?? []), s.id] : (field.value ?? []).filter((x) => x !== s.id))
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              )}
            />
          ) : (
            <span />
          )}
          <Stack>
            {toggle('active', t('employees.form.active'))}
            {!employee && toggle('sendInvitation', t('employees.form.sendInvitation'))}
          </Stack>
        </Section>
        <Section title={t('employees.form.personal')}>
          {date('hireDate', t('employees.form.hireDate'))}
          {date('birthDate', t('employees.form.birthDate'))}
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <TextField
                select
                label={t('employees.form.language')}
                name={field.name}
                value={field.value ?? 'en'}
                onChange={(e) => field.onChange(e.target.value)}
                fullWidth
                slotProps={{ input: { readOnly } }}
              >
                {LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {t(`language.${l}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {toggle('disability', t('employees.form.disability'))}
        </Section>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {!readOnly && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="employee-save">
              {t('common.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

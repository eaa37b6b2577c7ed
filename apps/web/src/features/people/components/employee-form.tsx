import { Controller, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, GENDERS, HOLIDAY_GROUPS, LANGUAGES, ROLES, type TEmployee } from '@hr/shared';
import { EmployeePicker } from '@/components/employee-picker';
import { translateValidation } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { useShifts } from '../api/employees';
import { useEmployeeForm } from '../hooks/use-employee-form';
import { CheckboxSetField, EmployeeDateField, EmployeeSelectField, EmployeeTextField, EmployeeToggle, FormSection } from './employee-form-fields';

/** Create or edit an employee; validated with the route's own schema (ZEmployeeInputSchema). */
export function EmployeeForm({ employee, readOnly }: { employee: TEmployee | null; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const nm = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr || u.nameEn : u.nameEn);
  const shifts = useShifts();
  const f = useEmployeeForm(employee);
  const { control } = f;
  const common = { control, readOnly };
  const email = useWatch({ control, name: 'email' });
  const sites = f.structure.data?.sites ?? [];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={f.onSubmit}
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
        <FormSection title={t('employees.form.identity')}>
          <EmployeeTextField {...common} name="empCode" label={t('employees.form.empCode')} dir="ltr" required />
          <EmployeeTextField {...common} name="domainAccount" label={t('employees.form.domainAccount')} dir="ltr" />
          <EmployeeTextField {...common} name="fullNameEn" label={t('employees.form.fullNameEn')} dir="ltr" required />
          <EmployeeTextField {...common} name="fullNameAr" label={t('employees.form.fullNameAr')} dir="rtl" required />
          <EmployeeTextField {...common} name="email" label={t('employees.form.email')} dir="ltr" type="email" helperText={readOnly ? undefined : t('invitations.emailOptional')} />
          <EmployeeTextField {...common} name="mobile" label={t('employees.form.mobile')} dir="ltr" type="tel" />
          <EmployeeTextField {...common} name="badge" label={t('employees.form.badge')} dir="ltr" />
        </FormSection>
        <FormSection title={t('employees.form.organisation')}>
          <EmployeeSelectField {...common} name="siteId" label={t('employees.form.site')} options={sites.map((s) => ({ id: s.id, label: nm(s) }))} />
          <EmployeeSelectField
            {...common}
            name="departmentId"
            label={t('employees.form.department')}
            options={(f.structure.data?.departments ?? []).map((s) => ({ id: s.id, label: nm(s) }))}
            onPicked={f.clearSection}
          />
          <EmployeeSelectField {...common} name="sectionId" label={t('employees.form.section')} options={f.sections.map((s) => ({ id: s.id, label: nm(s) }))} />
          <EmployeeSelectField
            {...common}
            name="shiftId"
            label={t('employees.form.shift')}
            options={(shifts.data?.items ?? []).map((s) => ({ id: s.id, label: `${nm(s)} (${screenDigits(`${s.startTime}–${s.endTime}`)})` }))}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="managerId"
              render={({ fieldState }) => (
                <EmployeePicker
                  value={f.manager}
                  onChange={f.pickManager}
                  label={t('employees.form.manager')}
                  codeLabel={t('employees.form.managerCode')}
                  error={translateValidation(t, fieldState.error?.message)}
                  disabled={readOnly}
                  excludeIds={employee ? [employee.id] : []}
                  testId="manager-picker"
                />
              )}
            />
          </Box>
          {/* Site, department, section, shift, manager, title and contract are dated: a change holds from a day HR chooses. */}
          {f.jobChanged && !readOnly && (
            <Box sx={{ gridColumn: '1 / -1' }} data-testid="employee-effective-from">
              <EmployeeDateField {...common} name="effectiveFrom" label={t('employees.form.effectiveFrom')} helper={() => t('employees.form.effectiveFromHelp')} />
            </Box>
          )}
        </FormSection>
        <FormSection title={t('employees.form.access')}>
          <CheckboxSetField {...common} name="roles" legend={t('employees.form.roles')} options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
          {f.siteHr ? (
            <CheckboxSetField {...common} name="hrSiteIds" legend={t('employees.form.hrSites')} options={sites.map((s) => ({ value: s.id, label: nm(s) }))} />
          ) : (
            <span />
          )}
          <Stack>
            <EmployeeToggle {...common} name="active" label={t('employees.form.active')} />
            {/* The invitation is e-mailed: without an address, HR prints an activation slip after saving. */}
            {!employee &&
              (email ? (
                <EmployeeToggle {...common} name="sendInvitation" label={t('employees.form.sendInvitation')} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="send-invitation-no-email">
                  {t('invitations.sendInvitationNoEmail')}
                </Typography>
              ))}
          </Stack>
        </FormSection>
        <FormSection title={t('employees.form.record')}>
          <EmployeeTextField {...common} name="jobTitle" label={t('employees.form.jobTitle')} maxLength={100} />
          <EmployeeSelectField {...common} name="contractType" label={t('employees.form.contractType')} options={CONTRACT_TYPES.map((c) => ({ id: c, label: t(`employees.contractTypes.${c}`) }))} />
          <EmployeeDateField {...common} name="contractStart" label={t('employees.form.contractStart')} />
          <EmployeeDateField {...common} name="contractEnd" label={t('employees.form.contractEnd')} />
          <EmployeeTextField {...common} name="nationalId" label={t('employees.form.nationalId')} dir="ltr" maxLength={14} />
          <EmployeeTextField {...common} name="socialInsuranceNo" label={t('employees.form.socialInsuranceNo')} dir="ltr" maxLength={12} />
        </FormSection>
        <FormSection title={t('employees.form.personal')}>
          <EmployeeSelectField {...common} name="gender" label={t('employees.form.gender')} options={GENDERS.map((g) => ({ id: g, label: t(`employees.genders.${g}`) }))} />
          <EmployeeDateField {...common} name="hireDate" label={t('employees.form.hireDate')} />
          <EmployeeDateField {...common} name="endDate" label={t('employees.form.endDate')} />
          <EmployeeDateField {...common} name="birthDate" label={t('employees.form.birthDate')} />
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
          <EmployeeToggle {...common} name="disability" label={t('employees.form.disability')} />
          {/* Labour Law Art 124: what the annual entitlement reads besides the dates. */}
          <EmployeeToggle {...common} name="shortStature" label={t('employees.form.shortStature')} />
          <EmployeeToggle {...common} name="hazardousWork" label={t('employees.form.hazardousWork')} />
          <EmployeeTextField {...common} name="priorServiceMonths" label={t('employees.form.priorServiceMonths')} dir="ltr" maxLength={3} helperText={t('employees.form.priorServiceHelp')} />
          {/* Decree 346/2025 (Art 129): HR's choice only, never inferred from the name or any other field. */}
          <EmployeeSelectField
            {...common}
            name="holidayGroup"
            label={t('law.groups.field')}
            hint={t('law.groups.fieldHelp')}
            options={HOLIDAY_GROUPS.map((g) => ({ id: g, label: t(`law.groups.names.${g}`) }))}
          />
        </FormSection>
        {f.formError && (
          <Alert severity="error" role="alert">
            {f.formError}
          </Alert>
        )}
        {!readOnly && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={f.saving} data-testid="employee-save">
              {t('common.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

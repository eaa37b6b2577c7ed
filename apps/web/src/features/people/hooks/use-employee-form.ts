import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOB_FIELDS, ZEmployeeInputSchema, employeeToInput, type TEmployee, type TEmployeeForm, type TEmployeeInput, type TPersonOption } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useSaveEmployee, useStructure } from '../api/employees';

const FIELDS = Object.keys(ZEmployeeInputSchema.shape) as (keyof TEmployeeForm)[];

const EMPTY: TEmployeeForm = {
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
  endDate: null,
  jobTitle: null,
  gender: null,
  nationalId: null,
  socialInsuranceNo: null,
  contractType: null,
  contractStart: null,
  contractEnd: null,
  shortStature: false,
  hazardousWork: false,
  priorServiceMonths: 0,
  holidayGroup: null,
  birthDate: null,
  disability: false,
  language: 'en',
  active: true,
  sendInvitation: true,
};

const toForm = (e: TEmployee | null): TEmployeeForm => (e ? employeeToInput(e) : EMPTY);

/**
 * The employee form's state and rules: the route's own schema, the sections of the chosen
 * department, the manager picker, and the server's answers put on their fields (company ID or
 * e-mail taken, a reporting loop…). A new employee opens their page once created.
 */
export function useEmployeeForm(employee: TEmployee | null) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const structure = useStructure();
  const save = useSaveEmployee(employee?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [manager, setManager] = useState<TPersonOption | null>(
    employee?.manager
      ? { id: employee.manager.id, EmpCode: employee.manager.empCode, FullName: employee.manager.fullNameEn, fullNameAr: employee.manager.fullNameAr }
      : null,
  );
  const today = useOrgToday();
  const initial = useMemo(() => toForm(employee), [employee]);
  const form = useForm<TEmployeeForm, unknown, TEmployeeInput>({
    resolver: zodResolver(ZEmployeeInputSchema),
    // A change of job data holds from a date HR chooses, today unless they say otherwise.
    defaultValues: employee ? { ...initial, effectiveFrom: today } : initial,
  });
  const { control, handleSubmit, setError, setValue } = form;
  const departmentId = useWatch({ control, name: 'departmentId' });
  const roles = useWatch({ control, name: 'roles' });
  const jobNow = useWatch({ control, name: JOB_FIELDS });
  /** Whether a dated field (site, department, section, shift, manager, title, contract) differs from the record. */
  const jobChanged = employee !== null && JOB_FIELDS.some((f, i) => (jobNow[i] ?? null) !== (initial[f] ?? null));
  const sections = useMemo(() => structure.data?.departments.find((d) => d.id === departmentId)?.sections ?? [], [structure.data, departmentId]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ ...values, domainAccount: values.domainAccount?.trim() || null, effectiveFrom: jobChanged ? values.effectiveFrom : undefined });
      if (employee) notify(t('employees.form.saved'), 'success');
      else {
        notify(t('employees.form.created', { name: i18n.language === 'ar' ? saved.fullNameAr : saved.fullNameEn }), 'success');
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

  return {
    control,
    structure,
    sections,
    siteHr: (roles ?? []).includes('site_hr'),
    jobChanged,
    manager,
    pickManager: (p: TPersonOption | null) => {
      setManager(p);
      setValue('managerId', p?.id ?? null, { shouldDirty: true });
    },
    /** A new department: its sections differ, so the section is chosen again. */
    clearSection: () => setValue('sectionId', null),
    onSubmit,
    saving: save.isPending,
    formError,
  };
}

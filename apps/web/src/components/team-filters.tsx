import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DateField } from '@/components/date-field';
import { EmployeePicker } from '@/components/employee-picker';
import { FilterSelect } from '@/components/filter-select';
import { useTeamUnits } from '@/hooks/use-team-units';
import type { TTeamFilterValue } from '@/hooks/use-team-filters';

export interface TTeamFilterLabels {
  from: string;
  to: string;
  /** With `units`. */
  department?: string;
  section?: string;
  any?: string;
  /** With `employee`. */
  employee?: string;
  employeeCode?: string;
}

/** Every label of the bar from one translation section that names them alike (`<section>.from`, `.to`, `.department`, …). */
export function teamFilterLabels(t: TFunction, section: 'absence' | 'attendance.logs'): Required<TTeamFilterLabels> {
  const keys = ['from', 'to', 'department', 'section', 'any', 'employee', 'employeeCode'] as const;
  return Object.fromEntries(keys.map((k) => [k, t(`${section}.${k}`)])) as Required<TTeamFilterLabels>;
}

/**
 * The filter bar above a team list: from and to dates, then (`units`) the department and its
 * sections of the viewer's team, then (`employee`) a person. `before` comes first (a search),
 * `middle` after the dates (the list's own selects), `children` last (an export button).
 * Test ids are `filter-department`, `filter-section`, `filter-employee`, after `testIdPrefix`.
 */
export function TeamFilters({
  value,
  onChange,
  labels,
  units = false,
  employee = false,
  testIdPrefix = '',
  before,
  middle,
  children,
}: {
  value: TTeamFilterValue;
  onChange: (patch: Partial<TTeamFilterValue>) => void;
  labels: TTeamFilterLabels;
  units?: boolean;
  employee?: boolean;
  testIdPrefix?: string;
  before?: ReactNode;
  middle?: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const unitList = useTeamUnits(units);
  const departments = units ? (unitList.data?.departments ?? []) : [];
  const sections = departments.filter((d) => !value.departmentId || String(d.id) === value.departmentId).flatMap((d) => d.sections);
  const any = { value: '', label: labels.any ?? '' };
  const dateBox = (label: string, key: 'from' | 'to') => (
    <Box sx={{ width: { xs: '100%', sm: 160 } }}>
      <DateField label={label} value={value[key]} onChange={(v) => onChange({ [key]: v })} size="small" fullWidth />
    </Box>
  );
  return (
    <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {before}
      {dateBox(labels.from, 'from')}
      {dateBox(labels.to, 'to')}
      {middle}
      {units && (
        <>
          <FilterSelect
            label={labels.department ?? ''}
            value={value.departmentId}
            onChange={(v) => onChange({ departmentId: v, sectionId: '' })}
            options={[any, ...departments.map((d) => ({ value: String(d.id), label: ar ? d.nameAr : d.nameEn }))]}
            testId={`${testIdPrefix}filter-department`}
            minWidth={160}
          />
          <FilterSelect
            label={labels.section ?? ''}
            value={value.sectionId}
            onChange={(v) => onChange({ sectionId: v })}
            options={[any, ...sections.map((s) => ({ value: String(s.id), label: ar ? s.nameAr : s.nameEn }))]}
            testId={`${testIdPrefix}filter-section`}
            minWidth={160}
          />
        </>
      )}
      {employee && (
        <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 320px' }, maxWidth: { md: 480 } }}>
          <EmployeePicker
            value={value.employee}
            onChange={(p) => onChange({ employee: p })}
            label={labels.employee ?? ''}
            codeLabel={labels.employeeCode ?? ''}
            testId={`${testIdPrefix}filter-employee`}
          />
        </Box>
      )}
      {children}
    </Box>
  );
}

import { useState } from 'react';
import type { TPersonOption } from '@hr/shared';
import { isoOrUndefined } from '@/components/date-field';

/** What the team filter bar holds: a date range, a department and section, a person. */
export interface TTeamFilterValue {
  from: string | null;
  to: string | null;
  departmentId: string;
  sectionId: string;
  employee: TPersonOption | null;
}

const EMPTY: TTeamFilterValue = { from: null, to: null, departmentId: '', sectionId: '', employee: null };

/**
 * The state of `TeamFilters` and the query parameters it stands for (dates only when valid, ids
 * as numbers). `onChange` runs after every change: a list goes back to its first page.
 */
export function useTeamFilters(onChange?: () => void) {
  const [value, setValue] = useState<TTeamFilterValue>(EMPTY);
  const change = (patch: Partial<TTeamFilterValue>) => {
    setValue((v) => ({ ...v, ...patch }));
    onChange?.();
  };
  const params = {
    from: isoOrUndefined(value.from),
    to: isoOrUndefined(value.to),
    departmentId: value.departmentId ? Number(value.departmentId) : undefined,
    sectionId: value.sectionId ? Number(value.sectionId) : undefined,
    employeeId: value.employee?.id,
  };
  return { value, change, params };
}

import { useState } from 'react';
import type { TAbsenceListQuery } from '@hr/shared';
import { usePaging } from '@/hooks/use-paging';
import { useTeamFilters } from '@/hooks/use-team-filters';
import { useAbsences, type TAbsenceScope } from '../api/absence-api';

export type TAbsenceSort = 'date' | 'userId' | 'userName' | 'status';
export type TAbsenceStatus = TAbsenceListQuery['status'];
export type TResolutionFilter = TAbsenceListQuery['resolution'];

/**
 * The absence list's filters, sort and paging, and the page they ask for (this month up to
 * today unless dates are given). Every change of a filter or the sort goes back to page one.
 */
export function useAbsenceList(scope: TAbsenceScope) {
  const team = scope === 'team';
  const paging = usePaging();
  const reset = () => paging.setPage(0);
  const [sort, setSort] = useState<{ key: TAbsenceSort; dir: 'asc' | 'desc' }>({ key: 'date', dir: 'desc' });
  const [status, setStatus] = useState<TAbsenceStatus>('any');
  const [resolution, setResolution] = useState<TResolutionFilter>('all');
  const filters = useTeamFilters(reset);
  const { from, to, employeeId, departmentId, sectionId } = filters.params;
  const query = useAbsences(scope, {
    page: paging.page,
    pageSize: paging.pageSize,
    sort: sort.key,
    dir: sort.dir,
    status,
    resolution,
    from,
    to,
    ...(team ? { employeeId, departmentId, sectionId } : {}),
  });
  return {
    query,
    paging,
    filters,
    sort,
    onSort: (key: TAbsenceSort, dir: 'asc' | 'desc') => {
      setSort({ key, dir });
      reset();
    },
    status,
    setStatus: (v: TAbsenceStatus) => {
      setStatus(v);
      reset();
    },
    resolution,
    setResolution: (v: TResolutionFilter) => {
      setResolution(v);
      reset();
    },
  };
}

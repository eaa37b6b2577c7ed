import { useState } from 'react';
import type { TPermissionListQuery } from '@hr/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePaging } from '@/hooks/use-paging';
import { useTeamFilters } from '@/hooks/use-team-filters';

export type TPermissionSort = TPermissionListQuery['sort'];
export type TPermissionStateFilter = TPermissionListQuery['state'];

/** The filters, sort and paging of a permission list, as the API takes them; every change goes back to page one. */
export function usePermissionList(team: boolean) {
  const paging = usePaging();
  const reset = () => paging.setPage(0);
  const [sort, setSort] = useState<TPermissionSort>('workDate');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [state, setState] = useState<TPermissionStateFilter>('all');
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const teamFilters = useTeamFilters(reset);
  const q = useDebouncedValue(search.trim());
  const { from, to, departmentId, sectionId } = teamFilters.params;
  const filters = { sort, dir, state, typeId, from, to, ...(team ? { q: q || undefined, departmentId, sectionId } : {}) };
  const then =
    <T,>(fn: (v: T) => void) =>
    (v: T) => {
      fn(v);
      reset();
    };
  return {
    paging,
    params: { ...filters, page: paging.page, pageSize: paging.pageSize },
    filters,
    teamFilters,
    values: { sort, dir, state, typeId, search },
    set: {
      sort: (k: TPermissionSort, d: 'asc' | 'desc') => {
        setSort(k);
        setDir(d);
        reset();
      },
      state: then(setState),
      typeId: then(setTypeId),
      search: then(setSearch),
    },
  };
}

import { useState } from 'react';
import type { TOvertimeListQuery } from '@hr/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePaging } from '@/hooks/use-paging';
import { useTeamFilters } from '@/hooks/use-team-filters';

export type TOvertimeSort = TOvertimeListQuery['sort'];
export type TOvertimeStateFilter = TOvertimeListQuery['state'];

/** The filters, sort and paging of an overtime list, as the API takes them; every change goes back to page one. */
export function useOvertimeList(team: boolean) {
  const paging = usePaging();
  const reset = () => paging.setPage(0);
  const [sort, setSort] = useState<TOvertimeSort>('workDate');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [state, setState] = useState<TOvertimeStateFilter>('all');
  const [search, setSearch] = useState('');
  const teamFilters = useTeamFilters(reset);
  const q = useDebouncedValue(search.trim());
  const { from, to, departmentId, sectionId } = teamFilters.params;
  const filters = { sort, dir, state, from, to, ...(team ? { q: q || undefined, departmentId, sectionId } : {}) };
  return {
    paging,
    params: { ...filters, page: paging.page, pageSize: paging.pageSize },
    filters,
    teamFilters,
    values: { sort, dir, state, search },
    set: {
      sort: (k: TOvertimeSort, d: 'asc' | 'desc') => {
        setSort(k);
        setDir(d);
        reset();
      },
      state: (v: TOvertimeStateFilter) => {
        setState(v);
        reset();
      },
      search: (v: string) => {
        setSearch(v);
        reset();
      },
    },
  };
}

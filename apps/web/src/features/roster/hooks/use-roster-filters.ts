import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export type TRosterFilterKey = 'crew' | 'department' | 'site';
const isId = (v: string | null): v is string => !!v && /^[1-9]\d{0,9}$/.test(v);

/**
 * The roster's filters, kept in the address beside its dates (`?crew=&department=&site=&q=`): a
 * reload, a shared link or Back shows the same people. A filter replaces the address's entry
 * rather than adding one (Back goes to the period before, not to each filter tried); the search
 * is written once typing pauses.
 */
export function useRosterFilters() {
  const [params, setParams] = useSearchParams();
  const value = (key: TRosterFilterKey) => (isId(params.get(key)) ? params.get(key)! : '');
  const asked = params.get('q') ?? '';
  const [search, setSearch] = useState(asked);
  const q = useDebouncedValue(search.trim(), 300);
  const write = (key: TRosterFilterKey | 'q', v: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (v) out.set(key, v);
        else out.delete(key);
        return out;
      },
      { replace: true },
    );
  // The typed search to the address once it settles; an address changed otherwise (Back) back to the field.
  useEffect(() => {
    if (q !== asked.trim()) write('q', q);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a settled search only
  }, [q]);
  useEffect(() => {
    setSearch((s) => (s.trim() === asked.trim() ? s : asked));
  }, [asked]);
  const crewId = value('crew');
  const departmentId = value('department');
  const siteId = value('site');
  return {
    crewId,
    departmentId,
    siteId,
    /** What the search field shows, and the settled search the roster asks for. */
    search,
    setSearch,
    q: asked.trim(),
    set: (key: TRosterFilterKey) => (v: string) => write(key, v),
    /** How many filters narrow the roster (the phone's Filters button says it). */
    active: [crewId, departmentId, siteId, asked.trim()].filter(Boolean).length,
  };
}

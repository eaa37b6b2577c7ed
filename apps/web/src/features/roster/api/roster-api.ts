import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCrewListResponseSchema,
  ZCrewSchema,
  ZRosterResponseSchema,
  ZRotationPatternListResponseSchema,
  ZRotationPatternSchema,
  ZShiftListResponseSchema,
  ZStructureResponseSchema,
  type TCrewInput,
  type TCrewMembersInput,
  type TRosterAssignInput,
  type TRosterOverrideInput,
  type TLang,
  type TRotationPatternInput,
} from '@hr/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Rosters: HR's rotation patterns and crews, assignments, single-day overrides, and the roster view. */

const PATTERNS = ['hr', 'rotation-patterns'] as const;
const CREWS = ['hr', 'crews'] as const;
const ROSTER = ['team', 'roster'] as const;

/** Shifts, for the cycle editor and the override dialog (the same query as HR's shifts page). */
export const useShiftOptions = (enabled = true) =>
  useQuery({
    queryKey: ['hr', 'shifts'],
    queryFn: ({ signal }) => apiRequest('/hr/shifts', { schema: ZShiftListResponseSchema, signal }),
    enabled,
  });

/** Sites (HR's structure), for the crew's site and the roster's site filter. */
export const useSites = (enabled = true) =>
  useQuery({
    queryKey: ['hr', 'structure'],
    queryFn: ({ signal }) => apiRequest('/hr/structure', { schema: ZStructureResponseSchema, signal }),
    enabled,
    select: (d) => d.sites,
  });

export const usePatterns = () =>
  useQuery({
    queryKey: PATTERNS,
    queryFn: ({ signal }) => apiRequest('/hr/rotation-patterns', { schema: ZRotationPatternListResponseSchema, signal }),
  });

export const useCrews = () =>
  useQuery({
    queryKey: CREWS,
    queryFn: ({ signal }) => apiRequest('/hr/crews', { schema: ZCrewListResponseSchema, signal }),
  });

/** Whatever a roster change touches: patterns (their counts), crews and every roster view. */
function useRosterChanged() {
  const qc = useQueryClient();
  return () => Promise.all([PATTERNS, CREWS, ROSTER].map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/** A create (no id) or an update, then everything roster-related read again. */
function useSave<I, S extends z.ZodType>(path: string, schema: S) {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: I }) => apiRequest(id ? `${path}/${id}` : path, { method: id ? 'PUT' : 'POST', body: input, schema }),
    onSuccess: changed,
  });
}

function useCall<I>(method: 'POST' | 'PUT' | 'DELETE', path: (input: I) => string, body: (input: I) => unknown = (i) => i) {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: (input: I) => apiRequest(path(input), { method, body: method === 'DELETE' ? undefined : body(input) }),
    onSuccess: changed,
  });
}

export const useSavePattern = () => useSave<TRotationPatternInput, typeof ZRotationPatternSchema>('/hr/rotation-patterns', ZRotationPatternSchema);
export const useDeletePattern = () => useCall<number>('DELETE', (id) => `/hr/rotation-patterns/${id}`);
export const useSaveCrew = () => useSave<TCrewInput, typeof ZCrewSchema>('/hr/crews', ZCrewSchema);
export const useDeleteCrew = () => useCall<number>('DELETE', (id) => `/hr/crews/${id}`);
/** People or a crew on a pattern from a date (`cycleDay`: the day of the cycle that date is). */
export const useAssignPattern = () => useCall<TRosterAssignInput>('POST', () => '/hr/roster/assign');
/** People join a crew from a date. */
export const useCrewMembers = () => useCall<TCrewMembersInput>('POST', () => '/hr/crews/members');
/** One person's day: a shift, or a rest day (null). */
export const useSaveOverride = () => useCall<TRosterOverrideInput>('PUT', () => '/hr/roster/overrides');
/** Back to what the roster says that day. */
export const useClearOverride = () =>
  useCall<{ employeeId: number; date: string }>('DELETE', ({ employeeId, date }) => `/hr/roster/overrides?${new URLSearchParams({ employeeId: String(employeeId), date })}`);

/** The roster's dates and filters (ZRosterQuerySchema on the server). */
export interface TRosterParams {
  from: string;
  to: string;
  crewId?: number;
  departmentId?: number;
  siteId?: number;
  q?: string;
}

/** A page of the roster: who works which shift on each date of the range, and how many work each date. */
export const useRoster = (query: TRosterParams & { page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...ROSTER, query],
    queryFn: ({ signal }) => apiRequest('/team/roster', { query: { ...query }, schema: ZRosterResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The same roster (every page) as a spreadsheet, in the page's language (names, shifts, right to left). */
export const downloadRoster = (query: TRosterParams & { lang: TLang }) => downloadFile('/team/roster.xlsx', { ...query }, `roster-${query.from}.xlsx`);

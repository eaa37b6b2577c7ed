import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCompensatoryDayListSchema,
  ZCompensatoryDaySchema,
  ZOvertimeConvertAllResultSchema,
  ZOvertimeConvertResultSchema,
  ZOvertimeCreatedSchema,
  ZOvertimeListSchema,
  ZOvertimeRequestSchema,
  ZOvertimeSettingsResponseSchema,
  ZOvertimeSuggestionListSchema,
  type TCompensatoryDayUpdate,
  type TCreateOvertime,
  type TOvertimeListQuery,
  type TOvertimeSettings,
  type TOvertimeTeamCsvQuery,
  type TOvertimeTeamQuery,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Everything overtime: a filing, a decision or a conversion changes lists, suggestions and the inbox alike. */
const OVERTIME = ['overtime'] as const;

/** The viewer's own requests, server-paged, sorted and filtered. */
export const useMyOvertime = (params: Partial<TOvertimeListQuery>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['overtime', 'mine', params],
    queryFn: ({ signal }) => apiRequest('/overtime', { query: { ...params }, schema: ZOvertimeListSchema, signal }),
    placeholderData: keepPreviousData,
    // Someone else's decision changes these: ask again on opening.
    staleTime: 0,
  });

/** Spans the viewer worked beyond their shift (or on a rest day / holiday) and has not requested. */
export const useOvertimeSuggestions = () =>
  useQuery({
    queryKey: ['overtime', 'suggestions'],
    queryFn: ({ signal }) => apiRequest('/overtime/suggestions', { schema: ZOvertimeSuggestionListSchema, signal }),
    // A sign-out recorded since changes them: ask again on opening.
    staleTime: 0,
  });

/** The requests of the viewer's team, server-paged, with the team filters. */
export const useTeamOvertime = (params: Partial<TOvertimeTeamQuery>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['overtime', 'team', params],
    queryFn: ({ signal }) => apiRequest('/overtime/team', { query: { ...params }, schema: ZOvertimeListSchema, signal }),
    placeholderData: keepPreviousData,
    // Someone else's decision changes these: ask again on opening.
    staleTime: 0,
  });

/** The team list with the same filters and sort, as a CSV download (column titles in `lang`). */
export const downloadTeamOvertime = (query: Partial<TOvertimeTeamCsvQuery>) =>
  downloadFile('/overtime/team.csv', { ...query }, 'overtime.csv');

/** Under ['overtime'] and, for conversions, ['leave'] (the balances). */
function useOvertimeMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>, leaveToo = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // An error such as ALREADY_DECIDED means the list is stale too.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: OVERTIME }), leaveToo ? qc.invalidateQueries({ queryKey: ['leave'] }) : null]),
  });
}

export const useFileOvertime = () =>
  useOvertimeMutation((body: TCreateOvertime) => apiRequest('/overtime', { method: 'POST', body, schema: ZOvertimeCreatedSchema }));

export const useCancelOvertime = () =>
  useOvertimeMutation((id: number) => apiRequest(`/overtime/${id}/cancel`, { method: 'POST', schema: ZOvertimeRequestSchema }));

/** Approved, unconverted minutes into Overtime leave days; the answer has the balance after it. */
export const useConvertOvertime = () =>
  useOvertimeMutation((id: number) => apiRequest(`/overtime/${id}/convert`, { method: 'POST', schema: ZOvertimeConvertResultSchema }), true);

/** All approved, unconverted minutes together (oldest requests first); the answer has the balance after it. */
export const useConvertAllOvertime = () =>
  useOvertimeMutation(() => apiRequest('/overtime/convert', { method: 'POST', schema: ZOvertimeConvertAllResultSchema }), true);

const settingsKey = ['overtime', 'settings'] as const;

export const useOvertimeSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest('/hr/overtime-settings', { schema: ZOvertimeSettingsResponseSchema, signal }) });

export function useSaveOvertimeSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TOvertimeSettings) => apiRequest('/hr/overtime-settings', { method: 'PUT', body, schema: ZOvertimeSettingsResponseSchema }),
    onSuccess: (data) => qc.setQueryData(settingsKey, data),
  });
}

/** Days off owed for work on a rest day or a holiday (Art 121, Art 129 ¶2): the viewer's own, or everyone's for HR. */
export const useCompensatoryDays = (scope: 'self' | 'hr', onlyDue = false) =>
  useQuery({
    queryKey: ['overtime', 'days-off', scope, onlyDue],
    queryFn: ({ signal }) =>
      apiRequest(scope === 'self' ? '/overtime/days-off' : '/hr/compensatory-days', { query: scope === 'hr' && onlyDue ? { state: 'due' } : {}, schema: ZCompensatoryDayListSchema, signal }),
    staleTime: 0,
  });

/** HR records a day off owed as taken (on a date), not taken, or due again. */
export const useUpdateCompensatoryDay = () =>
  useOvertimeMutation(({ id, ...body }: TCompensatoryDayUpdate & { id: number }) => apiRequest(`/hr/compensatory-days/${id}`, { method: 'PUT', body, schema: ZCompensatoryDaySchema }));

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAuditListResponseSchema,
  ZHolidayListResponseSchema,
  ZHolidaySchema,
  ZOkSchema,
  ZOrganisationSettingsSchema,
  ZRamadanPeriodSchema,
  ZRamadanYearPeriodsSchema,
  ZShiftListResponseSchema,
  ZShiftSchema,
  ZStructureResponseSchema,
  type THolidayInput,
  type TOrganisationSettings,
  type TRamadanPeriodInput,
  type TSectionInput,
  type TShiftInput,
  type TUnitInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { publicSettingsQueryOptions } from '@/lib/public-settings';
import { SETUP_KEY } from '@/hooks/use-setup-checklist';

export type TUnitKind = 'site' | 'department' | 'section';
const unitPath: Record<TUnitKind, string> = { site: '/hr/sites', department: '/hr/departments', section: '/hr/sections' };

/** Sites and departments (with sections) and their employee counts. */
export const useStructure = () =>
  useQuery({
    queryKey: ['hr', 'structure'],
    queryFn: ({ signal }) => apiRequest('/hr/structure', { schema: ZStructureResponseSchema, signal }),
  });

export function useSaveUnit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, input }: { kind: TUnitKind; id?: number; input: TUnitInput | TSectionInput }) =>
      apiRequest(id ? `${unitPath[kind]}/${id}` : unitPath[kind], { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'structure'] }),
  });
}

export function useDeleteUnit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TUnitKind; id: number }) => apiRequest(`${unitPath[kind]}/${id}`, { method: 'DELETE', schema: ZOkSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'structure'] }),
  });
}

export const useShifts = () =>
  useQuery({
    queryKey: ['hr', 'shifts'],
    queryFn: ({ signal }) => apiRequest('/hr/shifts', { schema: ZShiftListResponseSchema, signal }),
  });

export function useSaveShift() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TShiftInput }) =>
      apiRequest(id ? `/hr/shifts/${id}` : '/hr/shifts', { method: id ? 'PUT' : 'POST', body: input, schema: ZShiftSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'shifts'] }),
  });
}

export function useDeleteShift() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/shifts/${id}`, { method: 'DELETE', schema: ZOkSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'shifts'] }),
  });
}

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: ['hr', 'holidays', year],
    queryFn: ({ signal }) => apiRequest('/hr/holidays', { query: { year }, schema: ZHolidayListResponseSchema, signal }),
  });

export function useSaveHoliday() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: THolidayInput }) =>
      apiRequest(id ? `/hr/holidays/${id}` : '/hr/holidays', { method: id ? 'PUT' : 'POST', body: input, schema: ZHolidaySchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'holidays'] }),
  });
}

export function useDeleteHoliday() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/holidays/${id}`, { method: 'DELETE', schema: ZOkSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'holidays'] }),
  });
}

/** HR confirms an estimated (lunar) holiday's date as announced. */
export function useConfirmHoliday() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/holidays/${id}/confirm`, { method: 'POST', schema: ZHolidaySchema }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['hr', 'holidays'] }), qc.invalidateQueries({ queryKey: ['hr', 'setup'] })]),
  });
}

/** Adds Egypt's public holidays of the year (the server skips dates already there). */
export function useFillHolidayPreset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => apiRequest('/hr/holidays/preset', { method: 'POST', body: { year }, schema: ZHolidayListResponseSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'holidays'] }),
  });
}

/**
 * The Ramadans that start in a Gregorian year (two in 2030), each by its Hijri year: the saved
 * period, or the Umm al-Qura estimate (`estimated`) while none is saved.
 */
export const useRamadan = (year: number) =>
  useQuery({
    queryKey: ['hr', 'ramadan', year],
    queryFn: ({ signal }) => apiRequest('/hr/ramadan', { query: { year }, schema: ZRamadanYearPeriodsSchema, signal }),
  });

/** Saves one Hijri year's Ramadan. */
export function useSaveRamadan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ hijriYear, input }: { hijriYear: number; input: TRamadanPeriodInput }) =>
      apiRequest(`/hr/ramadan/${hijriYear}`, { method: 'PUT', body: input, schema: ZRamadanPeriodSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'ramadan'] }),
  });
}

/** Removes one Hijri year's saved Ramadan: the usual hours apply, and the estimate is offered again. */
export function useDeleteRamadan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (hijriYear: number) => apiRequest(`/hr/ramadan/${hijriYear}`, { method: 'DELETE', schema: ZOkSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'ramadan'] }),
  });
}

export const useOrganisationSettings = () =>
  useQuery({
    queryKey: ['hr', 'settings'],
    queryFn: ({ signal }) => apiRequest('/hr/settings', { schema: ZOrganisationSettingsSchema, signal }),
  });

export function useSaveOrganisationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TOrganisationSettings) => apiRequest('/hr/settings', { method: 'PUT', body: input, schema: ZOrganisationSettingsSchema }),
    onSuccess: (data) => {
      qc.setQueryData(['hr', 'settings'], data);
      // The company's name and go-live date are steps of the setup checklist.
      void qc.invalidateQueries({ queryKey: SETUP_KEY });
      // The time zone, names and sign-up switch are public settings too.
      return qc.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey });
    },
  });
}

export interface TAuditFilters {
  actorEmpCode?: number;
  entity?: string;
  from?: string;
  to?: string;
}

/** The audit log (hr/admin), newest first, server-paged. */
export const useAuditLog = (page: number, pageSize: number, filters: TAuditFilters) =>
  useQuery({
    queryKey: ['hr', 'audit', { page, pageSize, ...filters }],
    queryFn: ({ signal }) => apiRequest('/hr/audit', { query: { page, pageSize, ...filters }, schema: ZAuditListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

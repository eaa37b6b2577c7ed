import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZDeviceCreatedSchema,
  ZDeviceListSchema,
  ZDeviceSchema,
  ZMapPinResultSchema,
  ZStructureResponseSchema,
  ZUnknownDeviceListSchema,
  ZUnmappedPinListSchema,
  type TDeviceInput,
  type TMapPinInput,
  type TPunchDirection,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

const DEVICES = ['hr', 'devices'] as const;

/** The registered devices, key and ADMS alike (hr, admin). */
export const useDevices = () => useQuery({ queryKey: DEVICES, queryFn: ({ signal }) => apiRequest('/hr/devices', { schema: ZDeviceListSchema, signal }) });

/** ADMS serial numbers that knocked without being registered; refreshed every half minute while the page is open. */
export const useUnknownDevices = () =>
  useQuery({
    queryKey: [...DEVICES, 'unknown'],
    queryFn: ({ signal }) => apiRequest('/hr/devices/unknown', { schema: ZUnknownDeviceListSchema, signal }),
    refetchInterval: 30_000,
    // Terminals knock at any time: the page asks again each time it opens.
    staleTime: 0,
  });

/** The sites a device may stand at (the same query as the structure screen's). */
export const useDeviceSites = () =>
  useQuery({ queryKey: ['hr', 'structure'], queryFn: ({ signal }) => apiRequest('/hr/structure', { schema: ZStructureResponseSchema, signal }), select: (s) => s.sites });

export function useCreateDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeviceInput) => apiRequest('/hr/devices', { method: 'POST', body, schema: ZDeviceCreatedSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES }),
  });
}

export function useRevokeDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/devices/${id}`, { method: 'DELETE', schema: ZDeviceListSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES }),
  });
}

/** Sets how a device's punches get their direction; punches from now on use it. */
export function useSetDeviceDirection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, punchDirection }: { id: number; punchDirection: TPunchDirection }) =>
      apiRequest(`/hr/devices/${id}/direction`, { method: 'PATCH', body: { punchDirection }, schema: ZDeviceSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES }),
  });
}

/** Punches terminals sent for PINs nobody has, per device and PIN; refreshed every half minute while the page is open. */
export const useUnmappedPins = () =>
  useQuery({
    queryKey: [...DEVICES, 'unmapped'],
    queryFn: ({ signal }) => apiRequest('/hr/devices/unmapped', { schema: ZUnmappedPinListSchema, signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  });

/** Gives a PIN to a person as their badge; the punches kept for it are applied (attendance lists refresh). */
export function useMapPin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TMapPinInput) => apiRequest('/hr/devices/unmapped/map', { method: 'POST', body, schema: ZMapPinResultSchema }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: DEVICES });
      void qc.invalidateQueries({ queryKey: ['attendance'] });
    },
  });
}

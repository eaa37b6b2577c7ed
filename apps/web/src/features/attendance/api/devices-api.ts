import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDeviceCreatedSchema, ZDeviceListSchema, ZStructureResponseSchema, ZUnknownDeviceListSchema, type TDeviceInput } from '@hr/shared';
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TLawReadings, ZLabourLawSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

const KEY = ['hr', 'labour-law'] as const;

/** The labour law's readings in force (hr and admin). */
export const useLabourLaw = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/hr/labour-law', { schema: ZLabourLawSchema, signal }),
  });

/** Saves HR's readings; every screen that computes from them asks again. */
export function useSaveLawReadings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (readings: TLawReadings) => apiRequest('/hr/labour-law/readings', { method: 'PUT', body: readings, schema: ZLabourLawSchema }),
    onSuccess: (data) => {
      qc.setQueryData(KEY, data);
      // Balances follow the readings (the ten-year tier of annual leave).
      return qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'hr' || q.queryKey[1] !== 'labour-law' });
    },
  });
}

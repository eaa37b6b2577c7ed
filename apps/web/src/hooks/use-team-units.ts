import { useQuery } from '@tanstack/react-query';
import { ZTeamUnitsSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Departments and sections of the viewer's team (/api/people/units): the team filters and the monthly sheet. */
export const useTeamUnits = (enabled: boolean) =>
  useQuery({
    queryKey: ['people', 'units'],
    queryFn: ({ signal }) => apiRequest('/people/units', { schema: ZTeamUnitsSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

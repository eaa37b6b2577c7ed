import { useQuery } from '@tanstack/react-query';
import { addDaysIso, ZMyRosterResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** The days the dashboard's roster card shows: today and the 13 after it. */
export const ROSTER_CARD_DAYS = 14;

/** My roster from `today` for two weeks (an approved swap or HR's change of a day shows at once: ['roster'] is invalidated by them). */
export const useMyRoster = (today: string) =>
  useQuery({
    queryKey: ['roster', 'me', today, addDaysIso(today, ROSTER_CARD_DAYS - 1)],
    queryFn: ({ signal }) => apiRequest('/me/roster', { query: { from: today, to: addDaysIso(today, ROSTER_CARD_DAYS - 1) }, schema: ZMyRosterResponseSchema, signal }),
  });

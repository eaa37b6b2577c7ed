import { useQuery } from '@tanstack/react-query';
import { ZSelfProfileResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/self/profile: my record and my manager chain (manager first, up to the top). */
export const useSelfProfile = () =>
  useQuery({
    queryKey: ['self', 'profile'],
    queryFn: ({ signal }) => apiRequest('/self/profile', { schema: ZSelfProfileResponseSchema, signal }),
  });

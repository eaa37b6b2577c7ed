import { useQuery } from '@tanstack/react-query';
import { ZTokenInfoResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** What an e-mailed link is for (reset, activate, setup) and whose it is. */
export const getTokenInfo = (token: string) =>
  apiRequest('/auth/token-info', { query: { token }, schema: ZTokenInfoResponseSchema });

export const useTokenInfo = (token: string) =>
  useQuery({
    queryKey: ['auth', 'token-info', token],
    queryFn: () => getTokenInfo(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });

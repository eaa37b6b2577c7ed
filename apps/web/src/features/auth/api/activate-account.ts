import { useMutation } from '@tanstack/react-query';
import { ZLoginResponseSchema, type TTokenRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Activates the account from the e-mailed link and signs the user in. */
export const activateAccount = (body: TTokenRequest) =>
  apiRequest('/auth/activate', { method: 'POST', body, schema: ZLoginResponseSchema });

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });

import { useMutation } from '@tanstack/react-query';
import { ZLoginResponseSchema, type TActivateRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Activates the account from the e-mailed link with the password chosen there, and signs the user in. */
export const activateAccount = (body: TActivateRequest) =>
  apiRequest('/auth/activate', { method: 'POST', body, schema: ZLoginResponseSchema });

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });

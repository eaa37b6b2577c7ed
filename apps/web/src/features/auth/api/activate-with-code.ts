import { useMutation } from '@tanstack/react-query';
import {
  ZActivationCodeCheckResponseSchema,
  ZLoginResponseSchema,
  type TActivationCodeActivate,
  type TActivationCodeCheck,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Whose account a slip's code opens: wrong, expired and used codes answer one error. */
export const checkActivationCode = (body: TActivationCodeCheck) =>
  apiRequest('/auth/activation-code/check', { method: 'POST', body, schema: ZActivationCodeCheckResponseSchema });

/** Chooses the password with the company ID and the slip's code, and signs the person in. */
export const activateWithCode = (body: TActivationCodeActivate) =>
  apiRequest('/auth/activation-code/activate', { method: 'POST', body, schema: ZLoginResponseSchema });

export const useCheckActivationCode = () => useMutation({ mutationFn: checkActivationCode });
export const useActivateWithCode = () => useMutation({ mutationFn: activateWithCode });

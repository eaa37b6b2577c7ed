import { useMutation } from '@tanstack/react-query';
import { ZSignupResponseSchema, type TSignupRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Sends the activation link to the employee's work e-mail; answers with that e-mail. */
export const signUp = (body: TSignupRequest) =>
  apiRequest('/auth/register', { method: 'POST', body, schema: ZSignupResponseSchema });

export const useSignUp = () => useMutation({ mutationFn: signUp });

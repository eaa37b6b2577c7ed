import { useMutation } from '@tanstack/react-query';
import { ZOkSchema, type TForgotPasswordRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Always answers ok: whether the e-mail exists is never revealed. */
export const requestPasswordReset = (body: TForgotPasswordRequest) =>
  apiRequest('/auth/forgot-password', { method: 'POST', body, schema: ZOkSchema });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

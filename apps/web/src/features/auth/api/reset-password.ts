import { useMutation } from '@tanstack/react-query';
import { ZOkSchema, type TResetPasswordRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (body: TResetPasswordRequest) =>
  apiRequest('/auth/reset-password', { method: 'POST', body, schema: ZOkSchema });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import { useMutation } from '@tanstack/react-query';
import { ZOkSchema, type TChangePasswordRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Changes the password and ends the user's other sessions on the server. */
export const changePassword = (body: TChangePasswordRequest) =>
  apiRequest('/auth/change-password', { method: 'POST', body, schema: ZOkSchema });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

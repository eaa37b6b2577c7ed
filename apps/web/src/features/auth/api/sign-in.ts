import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { loadShared } from '@/lib/lazy-shared';

export const signIn = (body: TLoginRequest) =>
  apiRequest('/auth/login', { method: 'POST', body, schema: () => loadShared().then((m) => m.ZLoginResponseSchema) });

export const useSignIn = () => useMutation({ mutationFn: signIn });

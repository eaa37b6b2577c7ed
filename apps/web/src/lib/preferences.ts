import type { TPreferencesRequest } from '@hr/shared';
import { apiRequest } from './api-client';
import { loadShared } from './lazy-shared';

/** PATCH /api/auth/preferences: language and compact navigation, kept per user on the server. */
export const updatePreferences = (body: TPreferencesRequest) =>
  apiRequest('/auth/preferences', {
    method: 'PATCH',
    body,
    schema: () => loadShared().then((m) => m.ZProfileResponseSchema),
  });

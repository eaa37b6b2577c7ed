import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@hr/shared';
import { apiRequest } from './api-client';
import type { TPublicSettings } from './public-settings-schema';

export type { TPublicSettings };

export const FALLBACK_SETTINGS: TPublicSettings = {
  orgName: '',
  orgNameAr: '',
  signupAllowed: false,
  defaultLanguage: 'en',
  timeZone: DEFAULT_TIME_ZONE,
};

export const getPublicSettings = () =>
  apiRequest('/public/settings', {
    schema: () => import('./public-settings-schema').then((m) => m.ZPublicSettingsSchema),
  });

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['public-settings'],
    queryFn: getPublicSettings,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });

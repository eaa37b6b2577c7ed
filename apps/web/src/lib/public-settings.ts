import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, DEFAULT_WEEKEND_DAYS, LANGUAGES, firstDayOfWeek, type TPublicSettings } from '@hr/shared';
import { ApiError, apiRequest } from './api-client';
import { whenSharedLoaded } from './lazy-shared';

export type { TPublicSettings };

export const FALLBACK_SETTINGS: TPublicSettings = {
  orgName: '',
  orgNameAr: '',
  signupAllowed: false,
  defaultLanguage: 'en',
  timeZone: DEFAULT_TIME_ZONE,
  weekStart: firstDayOfWeek(DEFAULT_WEEKEND_DAYS),
  directoryDomain: null,
  logoUrl: null,
};

import { PUBLIC_SETTINGS_KEY } from './shell-keys';

type TCheck = (value: unknown) => boolean;
const isString: TCheck = (v) => typeof v === 'string';
/**
 * The field types, checked at once without zod. The mapped type makes a field added to
 * ZPublicSettingsSchema a compile error here until it is checked too.
 */
const FIELD_TYPES: { [K in keyof TPublicSettings]-?: TCheck } = {
  orgName: isString,
  orgNameAr: isString,
  signupAllowed: (v) => typeof v === 'boolean',
  defaultLanguage: (v) => (LANGUAGES as readonly unknown[]).includes(v),
  timeZone: isString,
  weekStart: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 6,
  directoryDomain: (v) => v === null || typeof v === 'string',
  // Absent from an older server: no logo.
  logoUrl: (v) => v === undefined || v === null || (typeof v === 'string' && v.startsWith('/api/public/logo')),
};

function hasSettingsShape(data: unknown): data is TPublicSettings {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return Object.entries(FIELD_TYPES).every(([field, check]) => check(record[field]));
}

/**
 * GET /api/public/settings. The sign-in page must not wait for zod (or download it just for
 * this), so the answer is used once its field types are right, and the full check with the
 * shared ZPublicSettingsSchema runs as soon as zod is loaded for another reason (the visitor
 * starts to sign in, a signed-in page opens). Settings that fail it are dropped for the
 * defaults, as a failed request would be.
 */
export async function getPublicSettings({ client, signal }: Pick<QueryFunctionContext, 'client' | 'signal'>): Promise<TPublicSettings> {
  const data = await apiRequest('/public/settings', { signal });
  if (!hasSettingsShape(data)) {
    console.error('Unexpected response from GET /public/settings', data);
    throw new ApiError('INTERNAL', 200, 'Unexpected response shape');
  }
  void whenSharedLoaded().then(({ ZPublicSettingsSchema }) => {
    const parsed = ZPublicSettingsSchema.safeParse(data);
    if (parsed.success) return;
    console.error('Unexpected response from GET /public/settings', parsed.error);
    client.setQueryData<TPublicSettings>(PUBLIC_SETTINGS_KEY, (current) => (current === data ? FALLBACK_SETTINGS : current));
  });
  return data;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_SETTINGS_KEY,
    queryFn: getPublicSettings,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });

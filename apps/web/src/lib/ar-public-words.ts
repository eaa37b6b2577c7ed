/**
 * The Arabic words of the public pages (the top-level sections of @hr/shared/i18n/en-public:
 * sign-in, sign-up, password links, errors…) for a first page in Arabic: 8 KB instead of the
 * whole dictionary's 37 KB (brotli). lib/i18n.ts adds the rest with the signed-in layout. The web
 * build replaces this module with just those sections of ar.ts (vite.config.ts,
 * arabicPublicWords); in development and in tests it is the whole dictionary.
 */
export { default } from '@hr/shared/i18n/ar';

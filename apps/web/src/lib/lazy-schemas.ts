/**
 * The shared schemas that code on the first load needs, split off with zod (see lazy-shared.ts):
 * the sign-in request and answer, the profile, the public settings, the shell.
 */
export { ZLoginRequestSchema, ZLoginResponseSchema, ZProfileResponseSchema, ZPublicSettingsSchema, ZShellSchema } from '@hr/shared';

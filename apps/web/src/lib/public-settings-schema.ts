/** Loaded after the first paint (zod stays out of the first load); the schema lives in @hr/shared. */
export { ZPublicSettingsSchema, type TPublicSettings } from '@hr/shared';

/** The schemas that code on the first load needs, split off with zod (see lazy-shared.ts). */
export { ZLoginResponseSchema, ZProfileResponseSchema } from '@hr/shared';

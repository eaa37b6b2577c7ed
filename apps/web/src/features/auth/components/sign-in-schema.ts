/** Split off so zod loads after the sign-in page's first paint (see lib/lazy-shared.ts). */
export { ZLoginRequestSchema } from '@hr/shared';

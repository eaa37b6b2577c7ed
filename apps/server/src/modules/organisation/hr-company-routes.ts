import { LOGO_MAX_BYTES, ZHolidaySchema, ZLabourLawSchema, ZLawReadingsSchema, ZIdParamSchema, ZLogoInputSchema, ZLogoSchema, ZSetupChecklistSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as company from './company-service.js';
import { presentHoliday } from './organisation-presenter.js';
import { confirmHoliday } from './shift-holiday-service.js';

/**
 * The company as its people see it, for hr and admin: the logo, the setup checklist
 * of a new organisation, and confirming an estimated holiday. Under /api/hr.
 */
export default async function hrCompanyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));

  app.put(
    '/settings/logo',
    {
      // 512 KB as base64 with the JSON around it; a larger body is refused as LOGO_TOO_LARGE by the service or the limit.
      bodyLimit: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { tags: ['hr-settings'], security, summary: "Uploads the company's logo: PNG, JPEG or WebP (by its first bytes), at most 512 KB", body: ZLogoInputSchema, response: { 200: ZLogoSchema } },
    },
    async (req) => company.uploadLogo(ctx, actorOf(req), req.body),
  );
  app.delete('/settings/logo', { schema: { tags: ['hr-settings'], security, summary: "Removes the company's logo", response: { 200: ZLogoSchema } } }, async (req) =>
    company.removeLogo(ctx, actorOf(req)),
  );

  app.get('/setup', { schema: { tags: ['hr-settings'], security, summary: "The setup checklist of a new organisation, each item ticked from what exists", response: { 200: ZSetupChecklistSchema } } }, async (req) =>
    company.setupChecklist(ctx, actorOf(req)),
  );
  app.post('/setup/dismiss', { schema: { tags: ['hr-settings'], security, summary: 'Closes the setup checklist on the dashboard', response: { 200: ZSetupChecklistSchema } } }, async (req) =>
    company.dismissSetup(ctx, actorOf(req), true),
  );
  app.post('/setup/restore', { schema: { tags: ['hr-settings'], security, summary: 'Brings the setup checklist back to the dashboard', response: { 200: ZSetupChecklistSchema } } }, async (req) =>
    company.dismissSetup(ctx, actorOf(req), false),
  );

  app.get('/labour-law', { schema: { tags: ['hr-settings'], security, summary: "The labour law's readings in force: HR's choice where the text leaves one open, else the Gazette's words", response: { 200: ZLabourLawSchema } } }, async (req) =>
    company.getLabourLaw(ctx, actorOf(req)),
  );
  app.put(
    '/labour-law/readings',
    { schema: { tags: ['hr-settings'], security, summary: 'Chooses the readings of the labour law (audited)', body: ZLawReadingsSchema, response: { 200: ZLabourLawSchema } } },
    async (req) => company.setLawReadings(ctx, actorOf(req), req.body),
  );

  app.post(
    '/holidays/:id/confirm',
    { schema: { tags: ['hr-holidays'], security, summary: "Confirms an estimated (lunar) holiday's date as announced", params: ZIdParamSchema, response: { 200: ZHolidaySchema } } },
    async (req) => presentHoliday(await confirmHoliday(ctx, actorOf(req), req.params.id)),
  );
}

import {
  ZAuditListResponseSchema,
  ZAuditQuerySchema,
  ZDepartmentSchema,
  ZHolidayInputSchema,
  ZHolidayListQuerySchema,
  ZHolidayListResponseSchema,
  ZHolidayPresetRequestSchema,
  ZHolidaySchema,
  ZIdParamSchema,
  ZOkSchema,
  ZOrganisationSettingsSchema,
  ZTrackingStartInputSchema,
  ZRamadanPeriodInputSchema,
  ZRamadanPeriodSchema,
  ZRamadanYearSchema,
  ZRamadanHijriYearSchema,
  ZRamadanYearPeriodsSchema,
  ZSectionInputSchema,
  ZSectionSchema,
  ZShiftInputSchema,
  ZShiftListResponseSchema,
  ZShiftSchema,
  ZSiteSchema,
  ZStructureResponseSchema,
  ZUnitInputSchema,
  ZSiteInputSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { presentAuditEntry, presentHoliday, presentSettings, presentShift } from './organisation-presenter.js';
import * as svc from './organisation-service.js';

/**
 * HR Service → organisation: structure, shifts, holidays, Ramadan, settings, audit log. Reads for hr,
 * admin and site_hr (their sites); writes for hr and admin (checked in the service).
 */
export default async function hrOrganisationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  const ok = { ok: true as const };
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin', 'site_hr'));
  // Writes (and the audit log) are for hr and admin: refused before the body is even validated.
  const hrOnly = app.requireRoles('hr', 'admin');
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await hrOnly(req, reply);
  });

  // Structure -------------------------------------------------------------------------------
  {
    const tags = ['hr-structure'];
    app.get(
      '/structure',
      { schema: { tags, security, summary: 'Sites and departments with their sections and active employee counts', response: { 200: ZStructureResponseSchema } } },
      async (req) => svc.getStructure(ctx, actorOf(req)),
    );
    app.post('/sites', { schema: { tags, security, body: ZSiteInputSchema, response: { 200: ZSiteSchema } } }, async (req) => {
      const row = await svc.createUnit(ctx, actorOf(req), 'site', req.body);
      return svc.getSite(ctx, actorOf(req), row.id);
    });
    app.put('/sites/:id', { schema: { tags, security, params: ZIdParamSchema, body: ZSiteInputSchema, response: { 200: ZSiteSchema } } }, async (req) => {
      await svc.updateUnit(ctx, actorOf(req), 'site', req.params.id, req.body);
      return svc.getSite(ctx, actorOf(req), req.params.id);
    });
    app.delete(
      '/sites/:id',
      { schema: { tags, security, summary: 'Refused with UNIT_IN_USE while anyone references the site', params: ZIdParamSchema, response: { 200: ZOkSchema } } },
      async (req) => {
        await svc.deleteSite(ctx, actorOf(req), req.params.id);
        return ok;
      },
    );
    app.post('/departments', { schema: { tags, security, body: ZUnitInputSchema, response: { 200: ZDepartmentSchema } } }, async (req) => {
      const row = await svc.createUnit(ctx, actorOf(req), 'department', req.body);
      return svc.getDepartment(ctx, actorOf(req), row.id);
    });
    app.put(
      '/departments/:id',
      { schema: { tags, security, params: ZIdParamSchema, body: ZUnitInputSchema, response: { 200: ZDepartmentSchema } } },
      async (req) => {
        await svc.updateUnit(ctx, actorOf(req), 'department', req.params.id, req.body);
        return svc.getDepartment(ctx, actorOf(req), req.params.id);
      },
    );
    app.delete(
      '/departments/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes the department and its (empty) sections; UNIT_IN_USE while anyone is in it or its sections',
          params: ZIdParamSchema,
          response: { 200: ZOkSchema },
        },
      },
      async (req) => {
        await svc.deleteDepartment(ctx, actorOf(req), req.params.id);
        return ok;
      },
    );
    app.post('/sections', { schema: { tags, security, body: ZSectionInputSchema, response: { 200: ZSectionSchema } } }, async (req) => {
      const row = await svc.createSection(ctx, actorOf(req), req.body);
      return svc.getSection(ctx, actorOf(req), row.id);
    });
    app.put(
      '/sections/:id',
      {
        schema: {
          tags,
          security,
          summary: 'A section moves to another department only while nobody is in it',
          params: ZIdParamSchema,
          body: ZSectionInputSchema,
          response: { 200: ZSectionSchema },
        },
      },
      async (req) => {
        await svc.updateSection(ctx, actorOf(req), req.params.id, req.body);
        return svc.getSection(ctx, actorOf(req), req.params.id);
      },
    );
    app.delete('/sections/:id', { schema: { tags, security, params: ZIdParamSchema, response: { 200: ZOkSchema } } }, async (req) => {
      await svc.deleteSection(ctx, actorOf(req), req.params.id);
      return ok;
    });
  }

  // Shifts ----------------------------------------------------------------------------------
  {
    const tags = ['hr-shifts'];
    app.get('/shifts', { schema: { tags, security, response: { 200: ZShiftListResponseSchema } } }, async (req) => ({
      items: (await svc.listShifts(ctx, actorOf(req))).map(presentShift),
    }));
    app.post('/shifts', { schema: { tags, security, body: ZShiftInputSchema, response: { 200: ZShiftSchema } } }, async (req) =>
      presentShift(await svc.createShift(ctx, actorOf(req), req.body)),
    );
    app.put('/shifts/:id', { schema: { tags, security, params: ZIdParamSchema, body: ZShiftInputSchema, response: { 200: ZShiftSchema } } }, async (req) =>
      presentShift(await svc.updateShift(ctx, actorOf(req), req.params.id, req.body)),
    );
    app.delete('/shifts/:id', { schema: { tags, security, params: ZIdParamSchema, response: { 200: ZOkSchema } } }, async (req) => {
      await svc.deleteShift(ctx, actorOf(req), req.params.id);
      return ok;
    });
  }

  // Holidays --------------------------------------------------------------------------------
  {
    const tags = ['hr-holidays'];
    app.get(
      '/holidays',
      { schema: { tags, security, summary: "A year's public holidays (site_hr: those of every site or of theirs)", querystring: ZHolidayListQuerySchema, response: { 200: ZHolidayListResponseSchema } } },
      async (req) => ({ year: req.query.year, items: (await svc.listHolidays(ctx, actorOf(req), req.query.year)).map(presentHoliday) }),
    );
    app.post('/holidays', { schema: { tags, security, body: ZHolidayInputSchema, response: { 200: ZHolidaySchema } } }, async (req) =>
      presentHoliday(await svc.createHoliday(ctx, actorOf(req), req.body)),
    );
    app.put('/holidays/:id', { schema: { tags, security, params: ZIdParamSchema, body: ZHolidayInputSchema, response: { 200: ZHolidaySchema } } }, async (req) =>
      presentHoliday(await svc.updateHoliday(ctx, actorOf(req), req.params.id, req.body)),
    );
    app.delete('/holidays/:id', { schema: { tags, security, params: ZIdParamSchema, response: { 200: ZOkSchema } } }, async (req) => {
      await svc.deleteHoliday(ctx, actorOf(req), req.params.id);
      return ok;
    });
    app.post(
      '/holidays/preset',
      {
        schema: {
          tags,
          security,
          summary: "Fills a year with Egypt's public holidays (lunar ones estimated), skipping dates that already have one; returns the year",
          body: ZHolidayPresetRequestSchema,
          response: { 200: ZHolidayListResponseSchema },
        },
      },
      async (req) => ({ year: req.body.year, items: (await svc.applyHolidayPreset(ctx, actorOf(req), req.body.year)).map(presentHoliday) }),
    );
  }

  // Ramadan working hours, kept by Hijri year ---------------------------
  {
    const tags = ['hr-ramadan'];
    app.get(
      '/ramadan',
      {
        schema: {
          tags,
          security,
          summary:
            'The Ramadans that start in a Gregorian year (two in 2030), each with its Hijri year: the saved period, or the Umm al-Qura estimate (estimated: true, not applied) while none is saved',
          querystring: ZRamadanYearSchema,
          response: { 200: ZRamadanYearPeriodsSchema },
        },
      },
      async (req) => svc.getRamadanYear(ctx, actorOf(req), req.query.year),
    );
    app.put(
      '/ramadan/:hijriYear',
      {
        schema: {
          tags,
          security,
          summary:
            "Saves a Hijri year's Ramadan (its first day within three days of that year's Umm al-Qura 1 Ramadan, at most 31 days): the shifts' Ramadan hours apply on those dates",
          params: ZRamadanHijriYearSchema,
          body: ZRamadanPeriodInputSchema,
          response: { 200: ZRamadanPeriodSchema },
        },
      },
      async (req) => svc.saveRamadan(ctx, actorOf(req), req.params.hijriYear, req.body),
    );
    app.delete(
      '/ramadan/:hijriYear',
      { schema: { tags, security, summary: "Removes a Hijri year's saved Ramadan: the usual hours apply", params: ZRamadanHijriYearSchema, response: { 200: ZOkSchema } } },
      async (req) => {
        await svc.deleteRamadan(ctx, actorOf(req), req.params.hijriYear);
        return ok;
      },
    );
  }

  // Settings and audit ----------------------------------------------------------------------
  app.get(
    '/settings',
    { schema: { tags: ['hr-settings'], security, summary: 'Organisation settings; the SMTP password is masked', response: { 200: ZOrganisationSettingsSchema } } },
    async (req) => presentSettings(await svc.getSettings(ctx, actorOf(req))),
  );
  app.put(
    '/settings',
    {
      schema: {
        tags: ['hr-settings'],
        security,
        summary: 'Saves the settings; a masked SMTP URL sent back unchanged keeps the stored password',
        body: ZOrganisationSettingsSchema,
        response: { 200: ZOrganisationSettingsSchema },
      },
    },
    async (req) => presentSettings(await svc.updateSettings(ctx, actorOf(req), req.body)),
  );
  app.put(
    '/settings/tracking-start',
    {
      schema: {
        tags: ['hr-settings'],
        security,
        summary: 'Sets when attendance tracking starts (the go-live date; null: no limit): no absence, lateness or missed punch is counted before it',
        body: ZTrackingStartInputSchema,
        response: { 200: ZTrackingStartInputSchema },
      },
    },
    async (req) => svc.setTrackingStart(ctx, actorOf(req), req.body),
  );
  app.get(
    '/audit',
    {
      onRequest: hrOnly,
      schema: {
        tags: ['hr-audit'],
        security,
        summary: "The audit log, newest first (hr and admin). from/to: dates in the organisation's time zone, both included",
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditListResponseSchema },
      },
    },
    async (req) => {
      const { items, total } = await svc.listAudit(ctx, actorOf(req), req.query);
      return { items: items.map(presentAuditEntry), total };
    },
  );
}

import {
  ZLeaveChangeInputSchema,
  ZBalanceListSchema,
  ZBalanceQuerySchema,
  ZCalendarCountsQuerySchema,
  ZCalendarCountsSchema,
  ZCalendarDayPeopleQuerySchema,
  ZCalendarDayPeopleSchema,
  ZCalendarDayQuerySchema,
  ZCalendarDaySchema,
  ZCalendarFeedsSchema,
  ZCalendarQuerySchema,
  ZCalendarSchema,
  ZDecisionInputSchema,
  ZRejectInputSchema,
  ZDelegationInputSchema,
  ZDelegationListSchema,
  ZHandoverAnswerInputSchema,
  ZIdParamSchema,
  ZLeaveDetailSchema,
  ZLeaveListQuerySchema,
  ZLeaveListSchema,
  ZLeaveQuoteQuerySchema,
  ZLeaveQuoteSchema,
  ZLeaveRequestInputSchema,
  ZLeaveRequestSchema,
  ZLeaveTypeListSchema,
  ZOfferedLeaveTypesQuerySchema,
  ZHandoverCandidatesQuerySchema,
  ZPeopleSearchQuerySchema,
  ZPeopleSearchResponseSchema,
  ZShiftOptionListSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/json-reply.js';
import { actorOf } from '../../core/actor.js';
import { activeTypes, shiftOptions } from './leave-admin-service.js';
import * as approvals from './leave-approval-service.js';
import { cachedBalanceList } from './leave-balance-service.js';
import * as calendar from './leave-calendar-service.js';
import * as calendarCounts from './leave-calendar-counts-service.js';
import { exportRequestsCsv } from './leave-export-service.js';
import * as filing from './leave-filing-service.js';
import * as requests from './leave-request-service.js';
import * as change from './leave-change-service.js';
import { cachedToday } from '../../core/organisation.js';

/** Self and team leave: types, balances, requests, the approvals inbox, delegation, the calendar. */
export default async function leaveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['leave'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/types', { schema: { tags, security, summary: 'The leave types on offer, with their rules', response: { 200: ZLeaveTypeListSchema } } }, async (_req, reply) =>
    sendCachedJson(reply, await activeTypes(ctx)),
  );

  app.get(
    '/types/offered',
    { schema: { tags, security, summary: 'The types a person may file: those whose gender and service conditions fit them', querystring: ZOfferedLeaveTypesQuerySchema, response: { 200: ZLeaveTypeListSchema } } },
    async (req) => filing.offeredTypes(ctx, actorOf(req), req.query),
  );

  app.get('/shifts', { schema: { tags, security, summary: 'The shifts a request may name', response: { 200: ZShiftOptionListSchema } } }, async (_req, reply) =>
    sendCachedJson(reply, await shiftOptions(ctx)),
  );

  app.get('/balances', { schema: { tags, security, summary: "The viewer's balances for a year (this year by default)", querystring: ZBalanceQuerySchema, response: { 200: ZBalanceListSchema } } }, async (req, reply) => {
    const actor = actorOf(req);
    const year = req.query.year ?? Number((await cachedToday(ctx)).slice(0, 4));
    return sendCachedJson(reply, await cachedBalanceList(ctx, actor.id, year, () => filing.personForBalance(ctx, actor.id)));
  });

  app.get(
    '/quote',
    { schema: { tags, security, summary: 'The days a request would take and the balance after it, as the form shows them live', querystring: ZLeaveQuoteQuerySchema, response: { 200: ZLeaveQuoteSchema } } },
    async (req) => filing.quoteLeave(ctx, actorOf(req), req.query),
  );

  app.get(
    '/handover-candidates',
    {
      schema: {
        tags,
        security,
        summary: "The handover picker: active colleagues in the requester's department who are not on leave on those days",
        querystring: ZHandoverCandidatesQuerySchema,
        response: { 200: ZPeopleSearchResponseSchema },
      },
    },
    async (req) => filing.handoverCandidates(ctx, actorOf(req), req.query),
  );

  app.post(
    '/requests',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, security, summary: 'File a request, for oneself or (employeeId) for someone in the team; every rule is checked', body: ZLeaveRequestInputSchema, response: { 200: ZLeaveRequestSchema } },
    },
    async (req) => filing.createLeaveRequest(ctx, actorOf(req), req.body),
  );

  app.get('/requests', { schema: { tags, security, summary: "The viewer's own requests", querystring: ZLeaveListQuerySchema, response: { 200: ZLeaveListSchema } } }, async (req, reply) =>
    sendCachedJson(reply, await requests.listMyRequests(ctx, actorOf(req), req.query)),
  );

  app.get('/team-requests', { schema: { tags, security, summary: "The requests of the viewer's team", querystring: ZLeaveListQuerySchema, response: { 200: ZLeaveListSchema } } }, async (req, reply) =>
    sendCachedJson(reply, await requests.listTeamRequests(ctx, actorOf(req), req.query)),
  );

  const exportQuery = ZLeaveListQuerySchema.extend({ scope: z.enum(['self', 'team']).default('self'), lang: z.enum(['en', 'ar']).default('en') });
  app.get('/requests.csv', { schema: { tags, security, summary: 'The same lists as CSV (UTF-8 with BOM, up to 10,000 rows)', querystring: exportQuery } }, async (req, reply) => {
    const csv = await exportRequestsCsv(ctx, actorOf(req), req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="vacations-${req.query.scope}.csv"`)
      .send(csv);
  });

  app.get('/requests/:id', { schema: { tags, security, summary: 'A request with its timeline and what the viewer may do', params: ZIdParamSchema, response: { 200: ZLeaveDetailSchema } } }, async (req) =>
    requests.getLeaveDetail(ctx, actorOf(req), req.params.id),
  );

  app.get('/requests/:id/attachment', { schema: { tags, security, summary: "The request's attachment", params: ZIdParamSchema } }, async (req, reply) => {
    const a = await requests.getAttachment(ctx, actorOf(req), req.params.id);
    return reply
      .type(a.mimeType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(a.fileName)}`)
      .send(a.content);
  });

  app.post('/requests/:id/cancel', { schema: { tags, security, summary: 'Cancel (the requester while pending; the approver or HR once approved)', params: ZIdParamSchema, body: ZDecisionInputSchema, response: { 200: ZLeaveRequestSchema } } }, async (req) =>
    requests.cancelLeave(ctx, actorOf(req), req.params.id, req.body.comment),
  );

  app.post(
    '/requests/:id/change',
    { schema: { tags, security, summary: 'The requester asks to cancel or shorten approved leave; the approver decides with approve/reject', params: ZIdParamSchema, body: ZLeaveChangeInputSchema, response: { 200: ZLeaveRequestSchema } } },
    async (req) => change.requestLeaveChange(ctx, actorOf(req), req.params.id, req.body),
  );

  app.post('/requests/:id/approve', { schema: { tags, security, summary: 'Approve (the manager step, or the HR step)', params: ZIdParamSchema, body: ZDecisionInputSchema, response: { 200: ZLeaveRequestSchema } } }, async (req) =>
    approvals.decideLeave(ctx, actorOf(req), req.params.id, 'approve', req.body.comment),
  );

  app.post('/requests/:id/reject', { schema: { tags, security, summary: 'Reject, saying why', params: ZIdParamSchema, body: ZRejectInputSchema, response: { 200: ZLeaveRequestSchema } } }, async (req) =>
    approvals.decideLeave(ctx, actorOf(req), req.params.id, 'reject', req.body.comment),
  );

  app.post('/requests/:id/handover', { schema: { tags, security, summary: 'The substitute accepts or declines', params: ZIdParamSchema, body: ZHandoverAnswerInputSchema, response: { 200: ZLeaveRequestSchema } } }, async (req) =>
    requests.answerHandover(ctx, actorOf(req), req.params.id, req.body.accept, req.body.comment),
  );

  app.get(
    '/delegate-candidates',
    { schema: { tags, security, summary: 'Whom an approver may hand their inbox to: approvers anywhere and their own team', querystring: ZPeopleSearchQuerySchema, response: { 200: ZPeopleSearchResponseSchema } } },
    async (req) => approvals.delegateCandidates(ctx, actorOf(req), req.query.q, req.query.limit),
  );

  app.get('/delegations', { schema: { tags, security, summary: 'Delegations the viewer gave and received (current and future)', response: { 200: ZDelegationListSchema } } }, async (req) =>
    approvals.listDelegations(ctx, actorOf(req)),
  );
  app.post('/delegations', { schema: { tags, security, summary: 'Hand the approvals inbox to a colleague for a date range', body: ZDelegationInputSchema, response: { 200: ZDelegationListSchema } } }, async (req) =>
    approvals.createDelegation(ctx, actorOf(req), req.body),
  );
  app.delete('/delegations/:id', { schema: { tags, security, summary: 'End a delegation', params: ZIdParamSchema, response: { 200: ZDelegationListSchema } } }, async (req) =>
    approvals.revokeDelegation(ctx, actorOf(req), req.params.id),
  );

  app.get('/calendar', { schema: { tags, security, summary: "A month of who is out in the viewer's scope, with holidays", querystring: ZCalendarQuerySchema, response: { 200: ZCalendarSchema } } }, async (req, reply) =>
    sendCachedJson(reply, await calendar.monthCalendar(ctx, actorOf(req), req.query.month, req.query)),
  );
  // The calendar at size: counts per day, a day's breakdown, its names a page at a time.
  app.get(
    '/calendar/counts',
    { schema: { tags, security, summary: "How many people of the viewer's scope are out each day, and the scope's size", querystring: ZCalendarCountsQuerySchema, response: { 200: ZCalendarCountsSchema } } },
    async (req, reply) => sendCachedJson(reply, await calendarCounts.monthCounts(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/calendar/day',
    { schema: { tags, security, summary: 'One day of the calendar: the people out by site, department or leave type', querystring: ZCalendarDayQuerySchema, response: { 200: ZCalendarDaySchema } } },
    async (req, reply) => sendCachedJson(reply, await calendarCounts.dayBreakdown(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/calendar/day/people',
    { schema: { tags, security, summary: "One day's absences, a page at a time", querystring: ZCalendarDayPeopleQuerySchema, response: { 200: ZCalendarDayPeopleSchema } } },
    async (req, reply) => sendCachedJson(reply, await calendarCounts.dayPeople(ctx, actorOf(req), req.query)),
  );
  app.get('/calendar/feeds', { schema: { tags, security, summary: 'The secret iCal feed addresses (personal, and team for approvers)', response: { 200: ZCalendarFeedsSchema } } }, async (req, reply) =>
    sendCachedJson(reply, await calendar.getFeeds(ctx, actorOf(req))),
  );
  app.post(
    '/calendar/feeds/regenerate',
    { schema: { tags, security, summary: 'Replace a feed secret: the old address stops working', body: z.object({ kind: z.enum(['personal', 'team']) }), response: { 200: ZCalendarFeedsSchema } } },
    async (req) => calendar.regenerateFeed(ctx, actorOf(req), req.body.kind),
  );
}

/** The public iCal feed, behind its secret: /api/calendar/<token>.ics */
export async function calendarFeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/:file', { schema: { tags: ['leave'], summary: 'An iCal feed (no sign-in: the address is the secret)', params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) }) } }, async (req, reply) => {
    const body = await calendar.renderFeed(app.ctx, req.params.file.slice(0, -4));
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });
}

import { firstDayOfWeek, trackingStartTooFar, V, type TAuditQuery, type TOrganisationSettings, type TPublicSettings, type TTrackingStartInput, zonedDayStart } from '@hr/shared';
import { maskSmtpUrl } from './organisation-presenter.js';
import * as repo from './organisation-repository.js';
import { audit } from './audit-service.js';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { assertRange } from '../../lib/range.js';
import { cachedOrganisation, getOrganisation, todayIn, type TOrganisationRow } from '../../core/organisation.js';
import { calendarChanged } from '../../core/calendar-change.js';

import { assertReader, assertWriter } from './organisation-access.js';
import { logoUrlOf } from './company-service.js';

// ---------------------------------------------------------------------------------------------
// Settings

/**
 * What the sign-in pages and the app shell know of the organisation, from the read cache. The
 * same object is returned until the settings change, so its JSON and ETag are made once.
 */
export async function publicSettings(ctx: Pick<Ctx, 'db' | 'reads'>): Promise<TPublicSettings> {
  const org = await cachedOrganisation(ctx);
  return ctx.reads.get(
    'public-settings',
    async () => ({
      orgName: org.nameEn,
      orgNameAr: org.nameAr,
      signupAllowed: org.signupAllowed,
      defaultLanguage: org.defaultLanguage === 'ar' ? ('ar' as const) : ('en' as const),
      timeZone: org.timeZone,
      weekStart: firstDayOfWeek(org.weekendDays),
      directoryDomain: org.ldapEnabled ? (org.ldapDomain ?? '') : null,
      logoUrl: logoUrlOf(org.logoUpdatedAt),
    }),
    { topics: ['org'], ttlMs: 60_000 },
  );
}

export async function getSettings(ctx: Ctx, actor: Actor) {
  assertReader(actor);
  return getOrganisation(ctx.db);
}

/** What the audit log may keep of the settings: never the SMTP password. */
const auditableSettings = (org: TOrganisationRow) => ({
  nameEn: org.nameEn,
  nameAr: org.nameAr,
  timeZone: org.timeZone,
  defaultLanguage: org.defaultLanguage,
  signupAllowed: org.signupAllowed,
  weekendDays: org.weekendDays,
  smtpUrl: org.smtpUrl === null ? null : maskSmtpUrl(org.smtpUrl),
  mailFrom: org.mailFrom,
  geofenceMode: org.geofenceMode,
  trackingStart: org.trackingStart,
});

/** The schema bounds a tracking start by today in UTC; the organisation's own today decides. */
function assertTrackingStart(date: string | null | undefined, timeZone: string) {
  if (date && trackingStartTooFar(date, todayIn(timeZone))) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'trackingStart', message: V.trackingStartTooFar }] });
}

/**
 * PUT /settings/tracking-start: only the go-live date, as the setup checklist sets it.
 * Audited when it changes; every computed day, list and dashboard follows at once (topic org).
 */
export async function setTrackingStart(ctx: Ctx, actor: Actor, input: TTrackingStartInput): Promise<{ trackingStart: string | null }> {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    assertTrackingStart(input.trackingStart, before.timeZone);
    if (before.trackingStart === input.trackingStart) return { trackingStart: before.trackingStart };
    const { id: _id, updatedAt: _u, ...keep } = before;
    const row = await repo.upsertOrganisation(tx, { ...keep, trackingStart: input.trackingStart });
    await audit(tx, {
      actorId: actor.id,
      action: 'settings.update',
      entity: 'organisation',
      entityId: 1,
      before: { trackingStart: before.trackingStart },
      after: { trackingStart: row.trackingStart },
      ip: actor.ip,
    });
    return { trackingStart: row.trackingStart };
  });
}

/**
 * The SMTP URL comes back masked from GET; sent back unchanged (the mask of the stored one),
 * the stored URL with its password is kept. An empty string clears it (SMTP_URL then applies).
 */
export async function updateSettings(ctx: Ctx, actor: Actor, input: TOrganisationSettings) {
  assertWriter(actor);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    assertTrackingStart(input.trackingStart, input.timeZone);
    const stored = before.smtpUrl ?? '';
    const smtpUrl = input.smtpUrl === '' ? null : stored && input.smtpUrl === maskSmtpUrl(stored) ? stored : input.smtpUrl;
    const { id: _id, updatedAt: _u, ...keep } = before;
    const row = await repo.upsertOrganisation(tx, {
      ...keep,
      nameEn: input.nameEn,
      nameAr: input.nameAr,
      timeZone: input.timeZone,
      defaultLanguage: input.defaultLanguage,
      signupAllowed: input.signupAllowed,
      weekendDays: [...new Set(input.weekendDays)].sort((a, b) => a - b),
      smtpUrl,
      mailFrom: input.mailFrom === '' ? null : input.mailFrom,
      geofenceMode: input.geofenceMode ?? before.geofenceMode,
      trackingStart: input.trackingStart === undefined ? before.trackingStart : input.trackingStart,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'settings.update',
      entity: 'organisation',
      entityId: 1,
      before: auditableSettings(before),
      after: auditableSettings(row),
      ip: actor.ip,
    });
    if (before.weekendDays.join() !== row.weekendDays.join()) {
      // Leave from today on is counted on the new work week; what is past stays as it was paid.
      await calendarChanged(tx, { cause: 'workWeek', from: todayIn(row.timeZone), to: '9999-12-31', actorId: actor.id, ip: actor.ip });
    }
    return row;
  });
  ctx.mailer.invalidate?.();
  return after;
}

// ---------------------------------------------------------------------------------------------
// Audit log (hr and admin only)

/**
 * `from` and `to` are calendar dates in the organisation's time zone, both included: the
 * entries from local midnight of `from` to local midnight after `to`.
 */
export async function listAudit(ctx: Ctx, actor: Actor, q: TAuditQuery) {
  assertWriter(actor);
  if (q.from && q.to) assertRange(q.from, q.to, 'list');
  const tz = q.from || q.to ? (await getOrganisation(ctx.db)).timeZone : 'UTC';
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return repo.listAudit(ctx.db, {
    actorEmpCode: q.actorEmpCode,
    entity: q.entity || undefined,
    fromInstant: q.from ? zonedDayStart(q.from, tz) : undefined,
    toInstant: q.to ? zonedDayStart(nextDay(q.to), tz) : undefined,
    page: q.page,
    pageSize: q.pageSize,
  });
}

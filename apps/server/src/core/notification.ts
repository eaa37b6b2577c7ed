import type { TLang, TNotificationKind } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { companyName, localizeParams, REJECT_REASON_PARAM } from '@hr/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { insertLater } from '../db/deferred-writes.js';
import { declareScopes } from '../db/write-scopes.js';
import { employees, notifications } from '../db/schema.js';
import type { Ctx } from './context.js';
import { cachedOrganisation } from './organisation.js';
import type { TMail } from './mailer.js';

/**
 * A mail as the company sends it: the subject starts with the company's name and the
 * sender is shown under it, in the recipient's language (the product's name while HR has not
 * named the company), so people know the mail is their employer's.
 */
export function brandMail(org: { nameEn: string; nameAr: string }, lang: TLang, mail: TMail): TMail {
  const name = companyName(org, lang);
  return { ...mail, subject: `${name}: ${mail.subject}`, fromName: name };
}

/** Tells people something in the portal, in the same transaction as the change (the notifications module lists and marks them). */
export async function notify(
  db: Db,
  items: { employeeId: number; kind: TNotificationKind; params?: Record<string, string | number>; link?: string | null }[],
): Promise<void> {
  if (items.length === 0) return;
  declareScopes(db, 'notifications', items.map((r) => bellScope(r.employeeId)));
  await insertLater(db, notifications, items.map((r) => ({ ...r, params: r.params ?? {}, link: r.link ?? null })));
}

/** What a change to a person's notifications concerns in the read cache: their bell (migration 0043's trigger says the same). */
export const bellScope = (employeeId: number): string => `notifications:${employeeId}`;

/** HR people who decide the HR step for a site: hr and admin, and the site's site_hr. */
export function hrRecipients(db: Db, siteId: number | null) {
  return db
    .select({ id: employees.id, language: employees.language, email: employees.email, active: employees.active, fullNameEn: employees.fullNameEn, fullNameAr: employees.fullNameAr })
    .from(employees)
    .where(
      and(
        eq(employees.active, true),
        or(
          sql`'hr' = any(${employees.roles})`,
          sql`'admin' = any(${employees.roles})`,
          siteId === null ? undefined : sql`('site_hr' = any(${employees.roles}) and exists(select 1 from employee_hr_sites h where h.employee_id = ${employees.id} and h.site_id = ${siteId}))`,
        ),
      ),
    );
}

export interface TRecipient {
  id: number;
  language: string;
  /** Null: the person has no e-mail; they are told in the portal only. */
  email: string | null;
  active: boolean;
}

const texts = { en, ar } as const;
const interpolate = (s: string, p: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k] ?? ''));

/** `params` with the decider's comment as the reason of a rejection, when they wrote one (REJECT_REASON_PARAM). */
export function withRejectReason(params: Record<string, string | number>, comment: string | null | undefined): Record<string, string | number> {
  const reason = comment?.trim();
  return reason ? { ...params, [REJECT_REASON_PARAM]: reason } : params;
}

/**
 * Tells people (about a request, a decision, an issue): in the portal, and by e-mail (SMTP or the outbox), each
 * in their own language. Called inside the transaction of the change, so a rolled-back change
 * tells nobody. Inactive people are skipped.
 */
export async function notifyPeople(
  ctx: Pick<Ctx, 'mailer' | 'config' | 'db' | 'reads'>,
  db: Db,
  recipients: readonly (TRecipient | null | undefined)[],
  kind: TNotificationKind,
  params: Record<string, string | number>,
  link: string,
): Promise<void> {
  const seen = new Set<number>();
  const org = await cachedOrganisation(ctx);
  const to = recipients.filter((r): r is TRecipient => !!r && r.active && !seen.has(r.id) && !!seen.add(r.id));
  if (!to.length) return;
  await notify(
    db,
    to.map((r) => ({ employeeId: r.id, kind, params, link })),
  );
  for (const r of to) {
    const lang: TLang = r.language === 'ar' ? 'ar' : 'en';
    const t = texts[lang];
    const text = interpolate(t.notifications.kinds[kind], localizeParams(params, lang));
    const reason = params[REJECT_REASON_PARAM] ? `\n\n${interpolate(t.notifications.rejectReason, { reason: params[REJECT_REASON_PARAM] })}` : '';
    const url = `${ctx.config.PUBLIC_URL}${link}`;
    if (!r.email) continue;
    await ctx.mailer.send(db, brandMail(org, lang, { to: r.email, subject: text.length > 80 ? `${text.slice(0, 77)}…` : text, body: `${text}${reason}\n\n${url}` }));
  }
}

import type { TLang, TNotificationKind } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { localizeParams } from '@hr/shared';
import type { Db } from '../db/client.js';
import type { Ctx } from './context.js';
import { notify } from './notification-service.js';

export interface TRecipient {
  id: number;
  language: string;
  email: string;
  active: boolean;
}

const texts = { en, ar } as const;
const interpolate = (s: string, p: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k] ?? ''));

/**
 * Tells people about a leave request: in the portal, and by e-mail (SMTP or the outbox), each
 * in their own language. Called inside the transaction of the change, so a rolled-back change
 * tells nobody. Inactive people are skipped.
 */
export async function notifyLeave(
  ctx: Pick<Ctx, 'mailer' | 'config'>,
  db: Db,
  recipients: readonly (TRecipient | null | undefined)[],
  kind: TNotificationKind,
  params: Record<string, string | number>,
  link: string,
): Promise<void> {
  const seen = new Set<number>();
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
    const url = `${ctx.config.PUBLIC_URL}${link}`;
    await ctx.mailer.send(db, { to: r.email, subject: `${t.app.title}: ${text.length > 80 ? `${text.slice(0, 77)}…` : text}`, body: `${text}\n\n${url}` });
  }
}

import { OUTBOX_LINK_HIDDEN, type TOutboxItem } from '@hr/shared';
import type { TMailRow } from './mail-repository.js';

/**
 * Links that act as a key: reset, activation and invitation pages (`/session/…`, `token=`) and
 * calendar feeds. Whoever reads the outbox (HR) must never be able to use one, so they are
 * replaced in what the API returns; the row keeps the body the worker sends.
 */
const SECRET_LINK = /\bhttps?:\/\/[^\s<>"']*(?:[?&]token=|\/session\/|\/api\/calendar\/)[^\s<>"']*/gi;
const BARE_TOKEN = /\btoken=[^\s&<>"']+/gi;

export function redactSecrets(text: string): { text: string; hidden: boolean } {
  const out = text.replace(SECRET_LINK, OUTBOX_LINK_HIDDEN).replace(BARE_TOKEN, `token=${OUTBOX_LINK_HIDDEN}`);
  return { text: out, hidden: out !== text };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentOutboxItem(m: TMailRow): TOutboxItem {
  const body = redactSecrets(m.body);
  return {
    id: m.id,
    to: m.toAddress,
    subject: m.subject,
    text: body.text,
    linkHidden: body.hidden,
    status: m.status as TOutboxItem['status'],
    error: m.error,
    attempts: m.attempts,
    nextAttemptAt: m.status === 'queued' ? iso(m.nextAttemptAt) : null,
    sentAt: iso(m.sentAt),
    createdAt: m.createdAt.toISOString(),
  };
}

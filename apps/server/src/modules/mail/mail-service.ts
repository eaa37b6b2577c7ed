import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { claimDueMail, insertMail, markMailAttemptFailed, markMailSent } from './mail-repository.js';
import type { Mailer } from '../../core/mailer.js';
import { getOrganisation } from '../../core/organisation.js';

/** How long a process trusts its copy of the organisation's SMTP settings. */
const SETTINGS_TTL_MS = 30_000;
/** Waits before retrying a failed mail: after the 1st, 2nd, 3rd and 4th attempt; the 5th failure is final. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000] as const;
/** A claimed mail belongs to its process this long; past it (the process died), another claims it. */
export const MAIL_LEASE_MS = 5 * 60_000;
const BATCH = 10;
const POLL_MS = 5_000;

export interface MailerOptions {
  /** The database the worker claims from (the app's). Without it the mailer only records. */
  db?: Db;
  /** SMTP connection, greeting and socket timeouts. */
  timeoutMs?: number;
  pollMs?: number;
}

/**
 * The From of a mail: the configured address (`hr@example.com` or `Name <hr@example.com>`) under
 * the mail's own display name when it has one (the company's name in the recipient's language).
 */
export function senderOf(configured: string, fromName: string | null): string | { name: string; address: string } {
  if (!fromName) return configured;
  const address = /<([^<>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  return { name: fromName, address };
}

/** When the next attempt is due after `attempts` attempts, or null when the mail has failed for good. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/**
 * A durable outbox. `send` only inserts a row in the caller's transaction, so no request waits on
 * SMTP and a rolled-back change sends nothing. A worker in every process claims due rows
 * (`claimDueMail`: SKIP LOCKED, a lease, committed before sending), sends each with short
 * timeouts, then marks it sent or schedules a retry (1 min, 5 min, 30 min, 2 h, then failed).
 *
 * With no SMTP server (neither the organisation's settings, HR Service → Settings, nor SMTP_URL),
 * mail is kept as 'outbox' and never sent; in development (NODE_ENV=development) its body is
 * logged. The settings are cached for 30 s; the process that saves them invalidates at once.
 */
export function createMailer(config: TConfig, log: FastifyBaseLogger, opts: MailerOptions = {}): Mailer {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let cached: { url: string | null; from: string; until: number } | null = null;
  let transport: { url: string; t: ReturnType<typeof nodemailer.createTransport> } | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let closing = false;
  let poll: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;

  async function settings(db: Db) {
    const now = Date.now();
    if (!cached || cached.until < now) {
      const org = await getOrganisation(db);
      cached = { url: org.smtpUrl || config.SMTP_URL || null, from: org.mailFrom || config.MAIL_FROM, until: now + SETTINGS_TTL_MS };
    }
    return cached;
  }
  function transportFor(url: string) {
    if (transport?.url !== url) {
      transport?.t.close();
      transport = {
        url,
        t: nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs } as never),
      };
    }
    return transport.t;
  }

  async function round(db: Db, now: Date): Promise<number> {
    const { url, from } = await settings(db);
    if (!url) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await claimDueMail(db, now, new Date(now.getTime() + MAIL_LEASE_MS), BATCH);
      // One connection each, side by side: a slow server costs a batch one timeout, well inside the lease.
      await Promise.all(
        claimed.map(async (m) => {
          try {
            await transportFor(url).sendMail({ from: senderOf(from, m.fromName), to: m.toAddress, subject: m.subject, text: m.body });
            await markMailSent(db, m.id, m.attempts);
            sent++;
          } catch (err) {
            const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
            const retryAt = nextAttemptAfter(m.attempts, now);
            log.warn({ mailId: m.id, attempts: m.attempts, err: message }, retryAt ? 'mail not sent; will retry' : 'mail not sent; giving up');
            await markMailAttemptFailed(db, m.id, m.attempts, message, retryAt);
          }
        }),
      );
      if (claimed.length < BATCH || closing) return sent;
    }
  }

  const mailer: Required<Mailer> = {
    invalidate() {
      cached = null;
    },
    async send(db, mail) {
      const { url } = await settings(db);
      await insertMail(db, { toAddress: mail.to, subject: mail.subject, body: mail.body, fromName: mail.fromName ?? null, status: url ? 'queued' : 'outbox' });
      if (!url && config.NODE_ENV === 'development') log.info({ to: mail.to, subject: mail.subject }, `mail kept in the outbox:\n${mail.body}`);
      if (url) mailer.wake();
    },
    wake() {
      // The caller's transaction commits after this returns: look again shortly.
      if (!stopped && !soon) soon = setTimeout(() => ((soon = undefined), void mailer.drain()), 100).unref();
    },
    drain({ now } = {}) {
      if (!opts.db) return Promise.resolve(0);
      const db = opts.db;
      // One round at a time per process; a caller during a round waits for it, then runs its own.
      const prev = running ?? Promise.resolve(0);
      const next: Promise<number> = prev
        .catch(() => 0)
        .then(() => round(db, now ?? new Date()))
        .catch((err: unknown) => {
          log.error({ err }, 'mail worker round failed');
          return 0;
        })
        .finally(() => {
          if (running === next) running = null;
        });
      running = next;
      return next;
    },
    start() {
      if (!stopped || !opts.db) return;
      stopped = false;
      closing = false;
      const tick = () => {
        void mailer.drain().finally(() => {
          if (!stopped) poll = setTimeout(tick, opts.pollMs ?? POLL_MS).unref();
        });
      };
      tick();
    },
    async stop() {
      stopped = true;
      closing = true;
      clearTimeout(poll);
      clearTimeout(soon);
      soon = undefined;
      if (running) await Promise.race([running, new Promise((r) => setTimeout(r, 3_000).unref())]);
      transport?.t.close();
      transport = null;
    },
  };
  return mailer;
}

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { insertMail } from '../repositories/mail-repository.js';
import { getOrganisation } from '../repositories/organisation-repository.js';

export interface TMail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(db: Db, mail: TMail): Promise<void>;
  /** Forget the cached SMTP settings (called when the organisation settings change). */
  invalidate?(): void;
}

/** How long a process trusts its copy of the organisation's SMTP settings. */
const SETTINGS_TTL_MS = 30_000;

/**
 * SMTP when the organisation's settings (HR Service → Settings) or SMTP_URL name a server;
 * otherwise the mail waits in the outbox table, where HR reads it (HR Service → Mail outbox).
 * Every mail is recorded either way. In development the body, with its link, is also logged.
 * The settings are read at send time and cached for 30 s; the process that saves them
 * invalidates its copy at once, other processes pick the change up within the TTL.
 */
export function createMailer(config: TConfig, log: FastifyBaseLogger): Mailer {
  let cached: { url: string | null; from: string; until: number } | null = null;
  let transport: { url: string; t: ReturnType<typeof nodemailer.createTransport> } | null = null;

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
      transport = { url, t: nodemailer.createTransport(url) };
    }
    return transport.t;
  }

  return {
    invalidate() {
      cached = null;
    },
    async send(db, mail) {
      const { url, from } = await settings(db);
      if (!url) {
        await insertMail(db, { toAddress: mail.to, subject: mail.subject, body: mail.body, status: 'outbox' });
        if (config.isDev) log.info({ to: mail.to, subject: mail.subject }, `mail kept in the outbox:\n${mail.body}`);
        return;
      }
      try {
        await transportFor(url).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
        await insertMail(db, { toAddress: mail.to, subject: mail.subject, body: mail.body, status: 'sent' });
      } catch (err) {
        log.error({ err, to: mail.to }, 'SMTP send failed; the mail stays in the outbox');
        await insertMail(db, {
          toAddress: mail.to,
          subject: mail.subject,
          body: mail.body,
          status: 'failed',
          error: err instanceof Error ? err.message : String(err),
        });
      }
    },
  };
}

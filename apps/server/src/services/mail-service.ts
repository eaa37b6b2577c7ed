import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { insertMail } from '../repositories/mail-repository.js';

export interface TMail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(db: Db, mail: TMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the mail waits in the outbox table, where HR reads it
 * (HR Service → Mail outbox). Every mail is recorded either way. In development the body,
 * with its link, is also logged.
 */
export function createMailer(config: TConfig, log: FastifyBaseLogger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(db, mail) {
      if (!transport) {
        await insertMail(db, { toAddress: mail.to, subject: mail.subject, body: mail.body, status: 'outbox' });
        if (config.isDev) log.info({ to: mail.to, subject: mail.subject }, `mail kept in the outbox:\n${mail.body}`);
        return;
      }
      try {
        await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.body });
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

import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The browser tests get their mail as a person does: the server under test sends it over SMTP
 * (SMTP_URL, see playwright.config.ts) to this sink, a real SMTP server (smtp-server, from the
 * nodemailer project) started by global-setup. Each message lands as one JSON file in
 * E2E_MAIL_DIR, where any test worker reads the newest one to an address.
 */
export interface TSinkMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return dir;
};

function qp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes a single-part text message, as the mailer sends it. */
function parse(raw: string, to: string[]): TSinkMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const subject = header('Subject').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
  );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body) : body;
  return { to, subject: subject.trim(), text: text.replace(/\r\n/g, '\n').trimEnd(), receivedAt: Date.now() };
}

export async function startMailSink(port: number, dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parse(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        const name = `${mail.receivedAt}-${String(++n).padStart(5, '0')}.json`;
        // Written whole, then renamed: a reader never sees half a file.
        fs.writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(mail));
        fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The newest mail to `to` received at or after `since` (ms), waiting for it to arrive. */
export async function waitForMail(to: string, since: number, timeoutMs = 20_000): Promise<TSinkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs
      .readdirSync(mailDir())
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const f of files) {
      if (Number(f.split('-')[0]) < since - 1_000) break;
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir(), f), 'utf8')) as TSinkMail;
      if (mail.receivedAt >= since && mail.to.includes(to.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} since ${new Date(since).toISOString()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a mail's text. */
export function linkIn(mail: TSinkMail): string {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[0];
}

import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  to: string[];
  /** The From header, its encoded words decoded ("Nile Textiles <hr@example.com>"). */
  from: string;
  subject: string;
  text: string;
}

/** Decodes one single-part text message (what the mailer sends): headers, subject words, QP or base64 body. */
export function parseMail(raw: string, to: string[]): TReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const words = (s: string) =>
    s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body) : body;
  return { to, from: words(header('From')).trim(), subject: words(header('Subject')).trim(), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

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

/**
 * A real SMTP server (smtp-server, from the nodemailer project) on a free local port. It keeps
 * what it receives; `failWith` makes it refuse every recipient with that reply until cleared.
 */
export async function startSmtpSink() {
  const received: TReceivedMail[] = [];
  const state = { failWith: null as string | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (state.failWith) return cb(Object.assign(new Error(state.failWith), { responseCode: 451 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that accepts the connection and never says a word. */
export async function startHungSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

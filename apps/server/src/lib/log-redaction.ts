import type { FastifyRequest } from 'fastify';

/**
 * Secrets travel in a few URLs: the activation and reset pages and their
 * `GET /api/auth/token-info?token=…`, and the calendar feeds `/api/calendar/<secret>.ics`.
 * Whatever logs a URL logs it through redactUrl, so a log file never holds a usable secret.
 */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret: any name containing token, secret, key or password, and
 * `code` or `k` (an activation slip's code belongs in the page's fragment, which is never sent, but an
 * address typed by hand may put it in the query).
 */
const SECRET_NAME = /token|secret|key|password|^code$|^k$/i;
/** The calendar feed's secret is the path itself (any case: a 404 logs it too). */
const CALENDAR = /^(\/api\/calendar\/)([^?#]*?)(\.ics)?$/i;

const decodeName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** The URL with every secret query value and the calendar feed secret replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const safePath = path.replace(CALENDAR, (_, prefix: string, secret: string, ics: string | undefined) => (secret ? `${prefix}${REDACTED}${ics ?? ''}` : `${prefix}${ics ?? ''}`));
  if (q < 0) return safePath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_NAME.test(decodeName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/**
 * The logger's request serializer: Fastify's own fields (method, url, host, remote address and
 * port) with the URL redacted. Used for "incoming request" and every line a request's logger writes.
 */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};

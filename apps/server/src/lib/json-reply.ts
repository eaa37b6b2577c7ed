import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { etagOf, notModified, revalidatable } from './etag.js';

/** JSON (and its ETag) made once per cached value: a read-cache hit then costs no serialisation at all. */
const made = new WeakMap<object, { json: string; etag: string }>();
function madeOf(value: object) {
  let m = made.get(value);
  if (m === undefined) {
    const json = JSON.stringify(value);
    m = { json, etag: etagOf(json) };
    made.set(value, m);
  }
  return m;
}
export const jsonOf = (value: object): string => madeOf(value).json;

/**
 * Sends a value that came from the read cache (or a page of one, with its total) as JSON text,
 * or a 304 when the client already has it (If-None-Match): then nothing is serialised or hashed.
 * A string is sent as it is; the route's response schema still documents the shape, and the
 * services' types hold it.
 */
export function sendCachedJson(reply: FastifyReply, value: object | { items: object; total: number }): FastifyReply {
  const page = 'items' in value && 'total' in value && Object.keys(value).length === 2;
  const m = madeOf(page ? (value.items as object) : value);
  const total = page ? Number(value.total) : 0;
  const body = page ? `{"items":${m.json},"total":${total}}` : m.json;
  // A large answer (HR's month of 2,000 people, a page of 25 employee records: 25 KB) is gzipped once
  // per cached value, for every client that accepts it: a phone gets a fifth of the bytes, and the
  // server's socket writes (the largest cost of the employee list at 20,000 people) shrink as much.
  const large = body.length > GZIP_OVER;
  const gzip = large && acceptsGzip(reply.request.headers['accept-encoding']);
  const tag = page ? `${m.etag.slice(1, -1)}.${total}` : m.etag.slice(1, -1);
  const etag = `"${tag}${gzip ? '-gz' : ''}"`;
  const conditional = revalidatable(reply);
  if (conditional && notModified(reply, etag)) return reply.send();
  if (large && conditional) reply.header('vary', 'Authorization, Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  if (gzip) {
    // Keyed by the cached object (a page's items: routes may wrap them in a new page object each time).
    const key = page ? (value.items as object) : value;
    let byTotal = zipped.get(key);
    if (!byTotal) zipped.set(key, (byTotal = new Map()));
    let z = byTotal.get(total);
    if (!z) byTotal.set(total, (z = gzipSync(body)));
    return reply.header('content-encoding', 'gzip').send(z);
  }
  return reply.send(body as never);
}

/** Bodies above this many characters are sent gzipped to clients that accept it. */
export const GZIP_OVER = 16_384;
const zipped = new WeakMap<object, Map<number, Buffer>>();

/** Whether an Accept-Encoding header accepts gzip (not refused with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

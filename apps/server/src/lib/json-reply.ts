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
  if (revalidatable(reply) && notModified(reply, page ? `"${m.etag.slice(1, -1)}.${total}"` : m.etag)) return reply.send();
  const body = page ? `{"items":${m.json},"total":${total}}` : m.json;
  return reply.type('application/json; charset=utf-8').send(body as never);
}

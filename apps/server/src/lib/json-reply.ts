import type { FastifyReply } from 'fastify';

/** JSON made once per cached value: a read-cache hit then costs no serialisation at all. */
const made = new WeakMap<object, string>();
export function jsonOf(value: object): string {
  let s = made.get(value);
  if (s === undefined) {
    s = JSON.stringify(value);
    made.set(value, s);
  }
  return s;
}

/**
 * Sends a value that came from the read cache (or a page of one, with its total) as JSON text.
 * A string is sent as it is; the route's response schema still documents the shape, and the
 * services' types hold it.
 */
export function sendCachedJson(reply: FastifyReply, value: object | { items: object; total: number }): FastifyReply {
  const body =
    'items' in value && 'total' in value && Object.keys(value).length === 2
      ? `{"items":${jsonOf(value.items as object)},"total":${Number(value.total)}}`
      : jsonOf(value);
  return reply.type('application/json; charset=utf-8').send(body as never);
}

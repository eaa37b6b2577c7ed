import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, notModified, revalidatable } from '../../lib/etag.js';

/**
 * Conditional GETs for the API's reads. Every successful JSON read gets an ETag and
 * `Cache-Control: private, no-cache` (the browser may keep it but asks each time, so nothing
 * is ever stale), with `Vary: Authorization`; a request whose If-None-Match names the current
 * ETag is answered 304 with no body. A value from the read cache brings its ETag along
 * (lib/json-reply.ts: a 304 then costs no serialisation and no hashing); other answers are
 * hashed here. Left alone: anything but a 200 JSON GET under /api/, the session endpoints under
 * /api/auth/ (tokens and personal details stay `no-store`), and routes that set their own
 * Cache-Control (exports, calendar feeds).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply, payload) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('application/json') || !revalidatable(reply)) return payload;
      const known = reply.getHeader('etag');
      return notModified(reply, typeof known === 'string' ? known : etagOf(payload)) ? '' : payload;
    });
  },
  { name: 'http-cache' },
);

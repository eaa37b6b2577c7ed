import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { hitRateLimit } from '../../modules/auth/index.js';

/**
 * @fastify/rate-limit with its counters in PostgreSQL (a store of ours), so limits hold across
 * every server process. Only routes that opt in (sign-in, sign-up, password reset) are limited.
 */
function pgStore(db: Db) {
  class PgStore {
    constructor(private readonly prefix = '') {}
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: Math.max(0, r.resetAt.getTime() - Date.now()) }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { routeInfo?: { url?: string; method?: string } }) {
      return new PgStore(`${routeOptions.routeInfo?.method ?? ''}:${routeOptions.routeInfo?.url ?? ''}:`);
    }
  }
  return PgStore;
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: pgStore(app.database.db) as never,
      errorResponseBuilder: (_req, context) => new AppError('RATE_LIMITED', { params: { seconds: Math.ceil(context.ttl / 1000) } }),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);

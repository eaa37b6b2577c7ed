import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Exposes the already-open database. Whoever opened it closes it (see index.ts and tests). */
export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
  },
  { name: 'db' },
);

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; every other
 * path that is not an API call gets index.html, and the client router takes it from there.
 */
export default fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const index = path.join(opts.root, 'index.html');
    if (!fs.existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const html = fs.readFileSync(index);
    app.decorate('sendIndex', html);
  },
  { name: 'web' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendIndex?: Buffer;
  }
}

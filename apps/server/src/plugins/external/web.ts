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
      // wildcard: files are looked up per request, so a rebuild's new chunk names are served
      // without a restart; a missing file falls through to the 404 handler.
      wildcard: true,
      index: false,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Read per request (a 1 KB file, only on page loads): a rebuild of the web app then never
    // leaves the server pointing at deleted asset names.
    app.decorate('sendIndex', () => fs.readFileSync(index));
    // The static wildcard refuses a directory (403); the root is the app's page too.
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.readFileSync(index)),
    );
  },
  { name: 'web' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendIndex?: () => Buffer;
  }
}

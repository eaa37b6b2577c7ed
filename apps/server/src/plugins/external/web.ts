import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year (`immutable`);
 * everything else (index.html, the service worker, the manifest, icons) is `no-cache`: kept, but
 * asked again each time (its ETag makes that a 304). Every path that is not an API call or a
 * file gets index.html, and the client router takes it from there.
 *
 * Compression: the web build writes x.br and x.gz beside every text file once (apps/web/vite.config.ts,
 * precompress); @fastify/static's preCompressed sends the one that Accept-Encoding allows (brotli
 * first), with the original's Content-Type, the copy's own Content-Length and ETag, and
 * `Vary: Accept-Encoding`, and the plain file otherwise. Nothing is compressed per request.
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
      preCompressed: true,
      // The compressed copies are only ever sent in place of their file, never asked for by name.
      allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Read per request (a 1 KB file, only on page loads): a rebuild of the web app then never
    // leaves the server pointing at deleted asset names. Compressed like the rest, `no-cache`.
    const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');
    app.decorate('sendIndex', sendIndex);
    // The static wildcard refuses a directory (403); the root is the app's page too.
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  },
  { name: 'web' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with index.html (the SPA fallback), as the static files are answered. */
    sendIndex?: (reply: FastifyReply) => FastifyReply;
  }
}

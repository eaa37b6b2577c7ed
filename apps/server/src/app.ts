import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { findUnsafeText, type TErrorResponse, V } from '@hr/shared';
import type { TConfig } from './config.js';
import type { Database } from './db/client.js';
import { AppError } from './core/errors.js';
import { answerFor } from './lib/error-answer.js';
import { logSerializers } from './lib/log-redaction.js';
import { serverRoot } from './lib/paths.js';
import authPlugin from './plugins/app/auth.js';
import httpCachePlugin from './plugins/app/http-cache.js';
import dbPlugin from './plugins/external/db.js';
import helmetPlugin, { apiHeaders } from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import swaggerPlugin from './plugins/external/swagger.js';
import webPlugin from './plugins/external/web.js';
import type { Ctx } from './core/context.js';
import { createMailer } from './modules/mail/index.js';
import { SessionCache } from './core/session-cache.js';
import { createSessions, SESSION_CHANNEL } from './core/sessions.js';
import { DATA_CHANNEL, ReadCache, SCOPED_TABLES } from './core/read-cache.js';
import { type Mailer } from './core/mailer.js';
import { approvalModule } from './modules/approval/index.js';
import { attendanceModule } from './modules/attendance/index.js';
import { authModule } from './modules/auth/index.js';
import { backupModule } from './modules/backup/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { inboxModule } from './modules/inbox/index.js';
import { leaveModule } from './modules/leave/index.js';
import { mailModule } from './modules/mail/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { organisationModule } from './modules/organisation/index.js';
import { overtimeModule } from './modules/overtime/index.js';
import { permissionModule } from './modules/permission/index.js';
import { rosterModule } from './modules/roster/index.js';
import { shiftSwapModule } from './modules/shift-swap/index.js';
import { payrollModule } from './modules/payroll/index.js';
import { peopleModule } from './modules/people/index.js';
import { reportsModule } from './modules/reports/index.js';
import { shellModule } from './modules/shell/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    ctx: Ctx;
  }
}

export interface BuildOptions {
  config: TConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes instead of stdout (a test reads what would be logged). */
  logStream?: { write(line: string): void };
  mailer?: Mailer;
}

const defaultWebRoot = () => path.resolve(serverRoot(), '../web/dist');

/**
 * Order as in fastify/demo: external plugins (db, helmet, rate limit, swagger, static web),
 * then app plugins (auth and scope), then routes. Routes stay thin: schema -> service -> presenter.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    // Logged URLs carry no secrets: token=… query values and calendar feed paths are redacted.
    logger: opts.logger ?? { level: config.LOG_LEVEL, serializers: logSerializers, ...(opts.logStream && { stream: opts.logStream }) },
    trustProxy: config.TRUST_PROXY,
    // Old terminal firmware sends HTTP/1.1 without a Host header; Node would answer 400 before any
    // route runs and the terminal would never connect. Nothing here depends on it (it is only logged).
    http: { requireHostHeader: false },
    bodyLimit: 1_048_576,
    // A path segment over 100 characters (414) or a malformed URL (400), answered in the app's format.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      void (reply as unknown as FastifyReply).code(status).headers(apiHeaders).send({ code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: err.message.slice(0, 120) } satisfies TErrorResponse);
    },
    // Headers or a URL too large for Node's parser (431), a timeout (408) or garbage (400): the
    // socket is answered before Fastify sees a request, so in the app's format by hand.
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, text] = err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
      const body = JSON.stringify({ code: 'VALIDATION_FAILED', message: text } satisfies TErrorResponse);
      if (socket.writable) socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
      socket.destroy(err);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(dbPlugin, { database: opts.database });
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(webPlugin, { root: config.WEB_DIST ?? defaultWebRoot() });

  // The session cache serves only while its invalidation channel listens (see session-cache.ts).
  const cache = new SessionCache();
  cache.enabled = false;
  const stopListening = await opts.database.listen(
    SESSION_CHANNEL,
    (id) => cache.evictEmployee(Number(id)),
    (up) => {
      cache.clear();
      cache.enabled = up;
    },
  );
  // The read cache likewise: a data notification forgets the topic of the changed table; a local
  // commit forgets the topics of the tables it wrote at once (its notification comes a moment later),
  // so a read that follows a write in this process never sees old data.
  const reads = new ReadCache();
  reads.enabled = false;
  const stopDataListening = await opts.database.listen(
    DATA_CHANNEL,
    (payload) => {
      // '<table>:<scope>' names whom a row's change concerns (SCOPED_TABLES); a bare table, its
      // topics (a scoped table's rows send their scopes themselves: migration 0043).
      if (payload.includes(':')) reads.bumpScopes([payload]);
      else if (!reads.tableChanged(payload, SCOPED_TABLES[payload] ? [] : undefined)) reads.bump();
    },
    (up) => {
      reads.bump();
      reads.enabled = up;
    },
  );
  const stopCommitHook = opts.database.onCommit((tables, scopes) => {
    if (!tables) return reads.bump();
    // Only tables with a change trigger have cached reads (topicsOfTable); others change nothing cached.
    for (const table of tables) reads.tableChanged(table, scopes?.get(table));
  });
  app.addHook('onClose', async () => {
    stopCommitHook();
    await stopDataListening();
    await stopListening();
  });
  // The mail worker claims from this database; index.ts starts it, closing the app stops it.
  const mailer = opts.mailer ?? createMailer(config, app.log, { db: opts.database.db });
  app.addHook('onClose', async () => mailer.stop?.());
  app.decorate('ctx', {
    db: opts.database.db,
    config,
    log: app.log,
    mailer,
    sessions: createSessions(cache),
    reads,
  });
  await app.register(authPlugin);
  await app.register(httpCachePlugin);

  app.setErrorHandler((err, req, reply) => {
    let body: TErrorResponse;
    let status: number;
    if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        fields: err.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: v.message ?? 'validation.invalid',
        })),
      };
    } else {
      const answer = answerFor(err);
      if (answer) ({ status, body } = answer);
      else {
        req.log.error({ err }, 'unhandled error');
        status = 500;
        body = { code: 'INTERNAL', message: 'Something went wrong!' };
      }
      if (status === 503) req.log.warn({ err }, 'database unavailable');
    }
    if (status === 429 && body.params?.seconds) reply.header('retry-after', String(body.params.seconds));
    return reply.code(status).send(body);
  });

  // Text the database cannot store (a NUL byte, a lone surrogate) is refused before any route
  // sees it, wherever it hides: path, query or body. The zod schemas refuse it too (zText).
  app.addHook('preValidation', async (req) => {
    const where = findUnsafeText(req.params) ?? findUnsafeText(req.query) ?? findUnsafeText(req.body);
    if (where !== null) throw new AppError('VALIDATION_FAILED', { fields: [{ path: where.replace(/[^\w.]/g, '?'), message: V.invalid }] });
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    // API calls and files (a stale /assets/x.js after a rebuild) get a real 404, never the page.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(url) || url.startsWith('/assets/');
    if (url.startsWith('/api/') || req.method !== 'GET' || isFile || !app.sendIndex) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' } satisfies TErrorResponse);
    }
    return app.sendIndex(reply);
  });

  // Each domain's module registers its own routes under its prefixes (and its /api/hr/<thing>).
  await app.register(organisationModule);
  await app.register(authModule);
  await app.register(notificationsModule);
  await app.register(peopleModule);
  await app.register(mailModule);
  await app.register(backupModule);
  await app.register(approvalModule);
  await app.register(leaveModule);
  await app.register(attendanceModule);
  await app.register(overtimeModule);
  await app.register(permissionModule);
  await app.register(rosterModule);
  await app.register(shiftSwapModule);
  await app.register(dashboardModule);
  await app.register(inboxModule);
  await app.register(reportsModule);
  await app.register(payrollModule);
  await app.register(shellModule);
  return app;
}

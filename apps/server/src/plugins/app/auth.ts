import type { TRole, TUser } from '@hr/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors.js';
import { actorOf } from '../../core/actor.js';
import { hashToken } from '../../core/tokens.js';
import { findUserBySessionToken, presentUser, touchSession } from '../../modules/auth/index.js';
import type { Actor } from '../../core/context.js';
import type { SessionEntry } from '../../core/session-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    user: TUser | null;
    session: SessionEntry | null;
  }
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRoles: (...roles: TRole[]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Bearer tokens are opaque; the session behind them lives in the database, so logout, a
 * password change or deactivation ends it at once. One query finds the session and the user.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.decorate('authenticate', async (req: FastifyRequest) => {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token || token.length > 200) throw new AppError('UNAUTHENTICATED');
      const hash = hashToken(token);
      const { cache } = app.ctx.sessions;
      const now = Date.now();
      let hit = cache.get(hash, now);
      if (!hit) {
        const snapshot = cache.snapshot();
        const row = await findUserBySessionToken(app.database.db, hash);
        if (!row) throw new AppError('UNAUTHENTICATED');
        hit = {
          user: presentUser(row),
          employeeId: row.id,
          sessionId: row.sessionId,
          roles: row.roles,
          sessionExpiresAt: row.expiresAt.getTime(),
          touchedAt: row.lastSeenAt.getTime(),
          cachedUntil: 0,
        };
        cache.set(hash, hit, snapshot, now);
      }
      req.session = hit;
      req.user = hit.user;
      req.actor = { id: hit.employeeId, sessionId: hit.sessionId, roles: hit.roles, ip: req.ip };
      if (now - hit.touchedAt > 60_000) {
        hit.touchedAt = now;
        touchSession(app.database.db, hit.sessionId).catch((err) => req.log.warn({ err }, 'could not touch the session'));
      }
    });

    app.decorate('requireRoles', (...roles: TRole[]) => async (req: FastifyRequest) => {
      const actor = actorOf(req);
      if (!roles.some((r) => actor.roles.includes(r))) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

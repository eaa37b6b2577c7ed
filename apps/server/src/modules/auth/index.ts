import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes.js';
import directoryRoutes from './directory-routes.js';

/** The auth module: sign-in, sign-up, activation, reset and the session (/api/auth); HR's company directory (/api/hr/directory). */
export async function authModule(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(directoryRoutes, { prefix: '/api/hr' });
}

export { revokeSessionsOf, touchSession, unlockSignIn } from './auth-repository.js';
export { sendAccountLink } from './auth-service.js';
export { issueActivationCodes } from './activation-code-service.js';
export { presentUser } from './user-presenter.js';
export { findUserBySessionToken } from './user-repository.js';
export { hitRateLimit } from './rate-limit-repository.js';

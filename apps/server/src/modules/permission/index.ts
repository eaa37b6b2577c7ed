import type { FastifyInstance } from 'fastify';
import permissionRoutes, { hrPermissionRoutes } from './permission-routes.js';
// Registers permissions as a kind of the approval lifecycle.
import './permission-approval.js';

/** The permission module (إذن): hourly permissions (/api/permission) and HR's types (/api/hr/permission-types). */
export async function permissionModule(app: FastifyInstance) {
  await app.register(permissionRoutes, { prefix: '/api/permission' });
  await app.register(hrPermissionRoutes, { prefix: '/api/hr' });
}

export { countPermissionInbox, decidePermission, listPermissionInbox } from './permission-decisions.js';

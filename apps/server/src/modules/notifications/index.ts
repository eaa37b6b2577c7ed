import type { FastifyInstance } from 'fastify';
import notificationRoutes from './notifications-routes.js';

/** The viewer's notifications (/api/notifications); others notify through core/notification. */
export async function notificationsModule(app: FastifyInstance) {
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
}
export { unreadCount } from './notification-service.js';

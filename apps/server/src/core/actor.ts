import type { FastifyRequest } from 'fastify';
import type { Actor } from './context.js';
import { AppError } from './errors.js';

/** The signed-in actor, or a 401: for handlers behind `authenticate` (plugins/app/auth.ts sets it). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('UNAUTHENTICATED');
  return req.actor;
}

import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { ReadCache } from './read-cache.js';
import type { Sessions } from './sessions.js';
import { type Mailer } from './mailer.js';

/** What every service needs. Services never see a Fastify request. */
export interface Ctx {
  db: Db;
  config: TConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  sessions: Sessions;
  /** List reads, forgotten whenever people or units change (see read-cache.ts). */
  reads: ReadCache;
}

/** Who is acting, and from where. */
export interface Actor {
  id: number;
  sessionId: number;
  roles: readonly string[];
  ip: string | null;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

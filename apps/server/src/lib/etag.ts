import { hash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A strong validator for a response body: the first 128 bits of its SHA-1, quoted. */
export const etagOf = (body: string): string => `"${hash('sha1', body, 'base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names this ETag (a list, `*`, or weak forms of it). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((v) => v.trim().replace(/^W\//, '') === etag);
}

/**
 * Whether a read may be revalidated: a GET under /api/ outside the session endpoints, whose
 * Cache-Control is the API's default (no-store) or public-but-revalidate; routes that chose
 * their own (exports, calendar feeds) are left alone.
 */
export function revalidatable(reply: FastifyReply): boolean {
  const { method, url } = reply.request;
  if (method !== 'GET' || !url.startsWith('/api/') || url.startsWith('/api/auth/') || url.startsWith('/api/docs')) return false;
  const cacheControl = reply.getHeader('cache-control');
  return cacheControl === 'no-store' || cacheControl === 'public, no-cache';
}

/**
 * Marks a revalidatable 200 with its ETag (private, no-cache, Vary: Authorization) and answers
 * 304 when the request's If-None-Match names it. Returns true when the answer is a 304.
 */
export function notModified(reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (reply.getHeader('cache-control') === 'no-store') reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Authorization');
  if (!matches(reply.request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return true;
}

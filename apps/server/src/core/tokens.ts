import { createHash, randomBytes } from 'node:crypto';

/** A random secret for the client and its SHA-256 for the database; the secret is never stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import type { Db } from '../db/client.js';

/** What services need of mail: a row in the caller's transaction (the mail module sends it). */
export interface TMail {
  to: string;
  subject: string;
  body: string;
  /** The sender's display name (the company's name in the recipient's language: `brandMail`); absent: the configured From as it is. */
  fromName?: string;
}

export interface Mailer {
  /** Records the mail in the caller's transaction: it is sent after commit, never if it rolls back. */
  send(db: Db, mail: TMail): Promise<void>;
  /** Forget the cached SMTP settings (called when the organisation settings change). */
  invalidate?(): void;
  /** Claims the due mail and sends it; resolves when this round is done. `now` is for tests. */
  drain?(opts?: { now?: Date }): Promise<number>;
  /** Starts the background worker (polls, and drains soon after a send). */
  start?(): void;
  /** Asks a started worker to look for due mail shortly (after the caller commits). */
  wake?(): void;
  /** Stops the worker; waits a few seconds at most for the round in flight. */
  stop?(): Promise<void>;
}

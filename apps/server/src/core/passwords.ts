import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (OWASP parameters: 19 MiB, 2 passes).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account cannot be told by timing. */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hash('not-a-real-password');
  await verifyPassword(await dummy, password);
}

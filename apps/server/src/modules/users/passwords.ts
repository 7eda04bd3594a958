import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package ships `Algorithm` as a const enum, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored argon2id hash. With no hash (unknown user, or a user who only
 * signs in by SMS) it still spends one verification, so the answer time does not tell which case it was.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no-such-user-placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500 that tells the account exists.
    return false;
  }
}

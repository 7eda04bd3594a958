import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export { bearerToken } from '../../lib/caller.ts';

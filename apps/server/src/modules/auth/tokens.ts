import { hash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export { bearerToken } from '../../lib/caller.ts';

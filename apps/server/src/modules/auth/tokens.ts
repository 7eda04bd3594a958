import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

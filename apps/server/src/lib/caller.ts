/**
 * Who is calling, as the router hands it to every handler. The auth module resolves tokens into this;
 * the router only depends on the `SessionResolver` shape, so lib/ never imports a module.
 */
export interface CurrentUser {
  id: string;
  username: string;
  nickname: string;
  role: 'user' | 'superuser';
  /** the bearer token's hash, so logout can revoke exactly this session */
  tokenHash: string;
  /** the session's public id (the sessions list marks it as the current one) */
  sessionId: string;
  /**
   * The user's stored limit overrides (users.limits JSON) as read with the session, so a chat turn
   * needs no query of its own for them; undefined where they were not read (then they are looked up).
   */
  limitsJson?: string | null;
}

/** Turns a bearer token into its signed-in user, or null when it is unknown, revoked or expired. */
export interface SessionResolver {
  resolve(token: string): Promise<CurrentUser | null>;
}

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

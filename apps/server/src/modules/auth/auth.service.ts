import { nowIso, isoIn } from '../../lib/time.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';

export interface CurrentUser {
  id: string;
  username: string;
  nickname: string;
  role: 'user' | 'superuser';
  /** the bearer token's hash, so logout can revoke exactly this session */
  tokenHash: string;
}

export function createAuthService(deps: { sessions: SessionsRepository; ttlSeconds: number }) {
  const { sessions, ttlSeconds } = deps;
  return {
    ttlSeconds,

    async resolve(token: string): Promise<CurrentUser | null> {
      const tokenHash = hashToken(token);
      const row = await sessions.findActive(tokenHash, nowIso());
      if (!row) return null;
      return {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        role: row.role,
        tokenHash,
      };
    },

    /** Opens a session and answers the token (the only time it exists in clear). */
    async issue(
      userId: string,
      meta: { ip: string | null; userAgent: string | null },
    ): Promise<{ access_token: string; token_type: 'bearer'; expires_in: number }> {
      const token = newToken();
      await sessions.insert({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: nowIso(),
        expires_at: isoIn(ttlSeconds),
        revoked_at: null,
        ip: meta.ip,
        user_agent: meta.userAgent ? meta.userAgent.slice(0, 512) : null,
      });
      return { access_token: token, token_type: 'bearer', expires_in: ttlSeconds };
    },

    async revoke(tokenHash: string): Promise<void> {
      await sessions.revoke(tokenHash, nowIso());
    },

    /** Housekeeping: expired sessions can never answer again, so their rows are dropped. */
    async purgeExpired(): Promise<void> {
      await sessions.deleteExpired(nowIso());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import type { CurrentUser } from '../../lib/caller.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { createSessionLookups } from './session-lookups.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';

export type { CurrentUser } from '../../lib/caller.ts';

export interface SessionTimes {
  /** absolute lifetime from sign-in */
  ttlSeconds: number;
  /** a session unused for this long ends (default: only the absolute lifetime counts) */
  idleSeconds?: number;
  /** the last-used time is written at most this often per session, not on every request (60) */
  touchSeconds?: number;
}

/** Milliseconds since the epoch; tests hand in their own clock. */
export type Clock = () => number;

export function createAuthService(
  deps: { sessions: SessionsRepository; now?: Clock } & SessionTimes,
) {
  const { sessions, ttlSeconds, idleSeconds = ttlSeconds, touchSeconds = 60 } = deps;
  const now = deps.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** Sessions last used at or before this instant are idle-expired. */
  const idleSince = (at: number) => iso(at - idleSeconds * 1000);
  const lookups = createSessionLookups();

  async function lookUp(tokenHash: string): Promise<CurrentUser | null> {
    const at = now();
    const row = await sessions.findActive(tokenHash, iso(at), idleSince(at));
    if (!row) return null;
    if (Date.parse(row.last_used_at) <= at - touchSeconds * 1000) {
      await sessions.touch(tokenHash, iso(at));
    }
    return {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      role: row.role,
      tokenHash,
      sessionId: row.session_id,
      limitsJson: row.limits,
    };
  }

  return {
    ttlSeconds,
    now,
    nowIso: () => iso(now()),
    idleSinceIso: () => idleSince(now()),

    /** The token's user; requests that come together with the same token share one lookup. */
    async resolve(token: string): Promise<CurrentUser | null> {
      const tokenHash = hashToken(token);
      const user = await lookups.resolve(tokenHash, () => lookUp(tokenHash));
      return user && { ...user };
    },

    /**
     * Requests from now on look their session up afresh rather than joining a lookup under way: call
     * it after changing what a session answers (a user's role, disabled) outside the revocations
     * below, which do it themselves.
     */
    forgetLookups(): void {
      lookups.forget();
    },

    /**
     * A response left this instance: a request that comes after it looks its session up afresh, even
     * in the same pass of the event loop (app.ts calls it from an `onSend` hook).
     */
    responseSent(): void {
      lookups.responseSent();
    },

    /** Opens a session and answers the token (the only time it exists in clear). */
    async issue(
      userId: string,
      meta: { ip: string | null; userAgent: string | null },
    ): Promise<{ access_token: string; token_type: 'bearer'; expires_in: number }> {
      const token = newToken();
      const at = now();
      await sessions.insert({
        id: newOrderedId(),
        token_hash: hashToken(token),
        user_id: userId,
        created_at: iso(at),
        last_used_at: iso(at),
        expires_at: iso(at + ttlSeconds * 1000),
        revoked_at: null,
        ip: meta.ip,
        user_agent: meta.userAgent ? meta.userAgent.slice(0, 512) : null,
      });
      return { access_token: token, token_type: 'bearer', expires_in: ttlSeconds };
    },

    async revoke(tokenHash: string): Promise<void> {
      lookups.forget();
      await sessions.revoke(tokenHash, iso(now()));
      // again: a lookup started meanwhile may have read the row before the write
      lookups.forget();
    },

    /** Ends every session of a user but the one with `keepTokenHash`; answers how many ended. */
    async revokeOthers(userId: string, keepTokenHash: string): Promise<number> {
      lookups.forget();
      const ended = await sessions.revokeAll(userId, iso(now()), keepTokenHash);
      lookups.forget();
      return ended;
    },

    /** Ends every session of a user (an admin disabled them); answers how many ended. */
    async revokeAllOf(userId: string): Promise<number> {
      lookups.forget();
      const ended = await sessions.revokeAll(userId, iso(now()));
      lookups.forget();
      return ended;
    },

    /** Ends one session of a user by its public id; answers whether one was live. */
    async revokeById(userId: string, id: string): Promise<boolean> {
      lookups.forget();
      const ended = await sessions.revokeById(userId, id, iso(now()));
      lookups.forget();
      return ended;
    },

    /** Housekeeping: expired and idle sessions can never answer again, so their rows are dropped. */
    async purgeExpired(): Promise<void> {
      const at = now();
      await sessions.deleteExpired(iso(at), idleSince(at));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

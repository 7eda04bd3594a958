import type { CurrentUser } from '../../lib/caller.ts';

/**
 * Session lookups under way, by token hash: a request whose token is already being looked up waits
 * for that lookup instead of asking the database again (a page's parallel calls; a burst of chat
 * turns, where on PostgreSQL each lookup waits for a pooled connection behind the turns' writes).
 * Nothing is kept once a lookup has answered, so a change made in the database between two requests
 * (a logout, a disabled user, another instance's revocation) is always seen by the later one. This
 * instance's revocations and user changes call `forget`: a request arriving after one starts a
 * lookup of its own rather than joining one that may have read the session before the change.
 */
export function createSessionLookups() {
  const running = new Map<string, Promise<CurrentUser | null>>();

  return {
    /** `lookUp`'s answer, shared with every request for `tokenHash` until it answers */
    resolve(
      tokenHash: string,
      lookUp: () => Promise<CurrentUser | null>,
    ): Promise<CurrentUser | null> {
      const current = running.get(tokenHash);
      if (current) return current;
      const answer = lookUp();
      running.set(tokenHash, answer);
      const done = () => {
        if (running.get(tokenHash) === answer) running.delete(tokenHash);
      };
      answer.then(done, done);
      return answer;
    },

    /** Lookups under way are no longer joined (they still answer the requests that joined them). */
    forget(): void {
      running.clear();
    },
  };
}

import type { CurrentUser } from '../../lib/caller.ts';

type Answer = Promise<CurrentUser | null>;

/**
 * Session lookups by token hash, shared by requests that come together (decision 038).
 *
 * A request whose token is being looked up waits for that lookup instead of asking the database again
 * (a page's parallel calls; on PostgreSQL a burst's lookups wait for pooled connections). On SQLite a
 * lookup answers inside the callback that started it, so that alone shares nothing: a burst of 200
 * chat turns from 20 users made 200 lookups. So an answer is also given to the requests that come in
 * the same pass of the event loop (their bytes were read together: they are concurrent), until the
 * first of:
 * - the pass ends (`setImmediate`);
 * - a response leaves this instance (`responseSent`): a request a client sends after reading any
 *   answer of ours always looks up afresh;
 * - this instance changes a session or a user (`forget`, called by the revocations and user changes).
 *
 * So a change made in the database (a logout, a disabled user, another instance's revocation) is seen
 * by every request that arrives after it in a later pass or after a response, as before. A failed
 * lookup is not shared past its failure.
 */
export function createSessionLookups(endOfPass: (drop: () => void) => void = setImmediate) {
  /** lookups under way, or answered since the pass began */
  const shared = new Map<string, Answer>();
  /** answered lookups, dropped at the end of the pass or when a response leaves */
  let answered: { tokenHash: string; answer: Answer }[] = [];
  let dropScheduled = false;

  function dropAnswered(): void {
    if (answered.length === 0) return;
    const done = answered;
    answered = [];
    for (const { tokenHash, answer } of done) {
      if (shared.get(tokenHash) === answer) shared.delete(tokenHash);
    }
  }

  function keepForThisPass(tokenHash: string, answer: Answer): void {
    answered.push({ tokenHash, answer });
    if (dropScheduled) return;
    dropScheduled = true;
    endOfPass(() => {
      dropScheduled = false;
      dropAnswered();
    });
  }

  return {
    /** `lookUp`'s answer, shared with the requests for `tokenHash` that come with it (above) */
    resolve(tokenHash: string, lookUp: () => Answer): Answer {
      const current = shared.get(tokenHash);
      if (current) return current;
      const answer = lookUp();
      shared.set(tokenHash, answer);
      answer.then(
        () => keepForThisPass(tokenHash, answer),
        () => {
          if (shared.get(tokenHash) === answer) shared.delete(tokenHash);
        },
      );
      return answer;
    },

    /** A response left: answers given so far are not shared with the requests that come after it. */
    responseSent: dropAnswered,

    /** Nothing is shared any more, lookups under way included (they still answer those that joined). */
    forget(): void {
      shared.clear();
      answered = [];
    },
  };
}

import { AppError } from './app-error.ts';
import type { CounterStore } from './counters.ts';

/**
 * A per-user budget of one kind of cheap action per minute, shared by every module that takes from
 * the same `name` (and, with Redis, by every instance). Past `perMinute`, 10429.
 *
 * - `favorites` (`FAVORITES_PER_MINUTE`): robots and the three directories together. A toggle is
 *   cheap for the database, but a directory item's also updates the search index and, on
 *   PostgreSQL, tells every other instance.
 * - `account-changes` (`ACCOUNT_CHANGES_PER_MINUTE`): conversation renames and deletes and session
 *   sign-outs. Each is one write, but a script repeating one a thousand times a second would keep
 *   SQLite's single writer busy for everyone.
 *
 * A person does a few of these a minute; the budgets leave room for a quick tidy-up.
 */
export function createUserBrake(counters: CounterStore, name: string, perMinute: number) {
  return {
    async take(userId: string): Promise<void> {
      const { count } = await counters.hit(`${name}:${userId}`, 60);
      if (count > perMinute) throw new AppError('errors.tooManyRequests');
    },
  };
}

export type UserBrake = ReturnType<typeof createUserBrake>;

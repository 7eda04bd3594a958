import { AppError } from './app-error.ts';
import type { CounterStore } from './counters.ts';

/**
 * Favourite toggles per user per minute, robots and the three directories counted together. A toggle
 * is cheap for the database, but a directory item's also updates the search index and, on PostgreSQL,
 * tells every other instance: a script flipping one item a thousand times would make them all work.
 * A person marks a few favourites a minute; past `perMinute`, 10429.
 */
export function createFavoriteBrake(counters: CounterStore, perMinute: number) {
  return {
    async take(userId: string): Promise<void> {
      const { count } = await counters.hit(`favorites:${userId}`, 60);
      if (count > perMinute) throw new AppError('errors.tooManyRequests');
    },
  };
}

export type FavoriteBrake = ReturnType<typeof createFavoriteBrake>;

import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';

export interface StreamLimitSettings {
  maxConcurrentPerUser: number;
  perMinute: number;
}

/** A place among the user's running answers; release it exactly once when the answer ends. */
export interface StreamSlot {
  release(): void;
}

/**
 * Per-user limits on chat answers: a request rate (shared counters, so every instance agrees) and a cap
 * on answers running at once. The cap is counted in this process: a stream lives in one process, and a
 * counter in Redis would leak slots whenever an instance died mid-stream.
 */
export function createStreamLimits(counters: CounterStore, settings: StreamLimitSettings) {
  const running = new Map<string, number>();

  return {
    /** 10429 when the user is over the rate or already has the maximum of answers running. */
    async acquire(userId: string): Promise<StreamSlot> {
      const now = running.get(userId) ?? 0;
      if (now >= settings.maxConcurrentPerUser) throw new AppError('errors.tooManyRequests');
      const { count } = await counters.hit(`chat:rate:${userId}`, 60);
      if (count > settings.perMinute) throw new AppError('errors.tooManyRequests');
      // Counted again after the await: another request of the same user may have taken a slot.
      const current = running.get(userId) ?? 0;
      if (current >= settings.maxConcurrentPerUser) throw new AppError('errors.tooManyRequests');
      running.set(userId, current + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (running.get(userId) ?? 1) - 1;
          if (left <= 0) running.delete(userId);
          else running.set(userId, left);
        },
      };
    },
  };
}

export type StreamLimits = ReturnType<typeof createStreamLimits>;

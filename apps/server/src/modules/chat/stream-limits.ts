import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { createMemorySlotStore, type SlotStore } from '../../lib/leased-slots.ts';

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
 * on answers running at once. The cap is counted in the slot store: in process for one instance, in
 * Redis (leased slots, freed by themselves when an instance dies mid-stream) for several.
 */
export function createStreamLimits(
  counters: CounterStore,
  settings: StreamLimitSettings,
  slots: SlotStore = createMemorySlotStore(),
) {
  return {
    /** 10429 when the user already has the maximum of answers running, or is over the rate. */
    async acquire(userId: string): Promise<StreamSlot> {
      // The slot first: a request refused for the cap is not counted against the rate.
      const slot = await slots.take(`chat:${userId}`, settings.maxConcurrentPerUser);
      if (!slot) throw new AppError('errors.tooManyRequests');
      try {
        const { count } = await counters.hit(`chat:rate:${userId}`, 60);
        if (count > settings.perMinute) throw new AppError('errors.tooManyRequests');
      } catch (err) {
        slot.release();
        throw err;
      }
      return slot;
    },
  };
}

export type StreamLimits = ReturnType<typeof createStreamLimits>;

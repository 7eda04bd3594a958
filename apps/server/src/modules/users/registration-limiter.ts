import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';

export interface RegistrationLimits {
  /** REGISTER_MAX_PER_IP */
  maxPerIp: number;
  /** REGISTER_MAX_GLOBAL */
  maxGlobal: number;
  /** REGISTER_WINDOW_SECONDS */
  windowSeconds: number;
}

/**
 * Sign-ups (password sign-up and the first SMS login of a mobile) per client address and in all,
 * per fixed window. Every sign-up try counts, first and atomically, so a burst cannot overshoot; the
 * address is the one Fastify derives (`request.ip`: the forwarded address only from a TRUST_PROXY).
 */
export function createRegistrationLimiter(counters: CounterStore, limits: RegistrationLimits) {
  return {
    /** Counts one sign-up try, or throws 10429. */
    async take(ip: string): Promise<void> {
      const byIp = await counters.hit(`register:ip:${ip}`, limits.windowSeconds);
      if (byIp.count > limits.maxPerIp) throw new AppError('errors.tooManyRequests');
      const all = await counters.hit('register:all', limits.windowSeconds);
      if (all.count > limits.maxGlobal) throw new AppError('errors.tooManyRequests');
    },
  };
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;

import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';

export interface LoginLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}

/**
 * Brute-force brake: failed sign-ins are counted per account and per client address in a fixed window.
 * Once a count reaches its maximum every further try is refused before any password is checked, so
 * even the right password gets 10429 until the window ends.
 */
export function createLoginLimiter(counters: CounterStore, limits: LoginLimits) {
  const accountKey = (account: string) => `login:acct:${account}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;

  return {
    async assertAllowed(account: string | null, ip: string): Promise<void> {
      const [byIp, byAccount] = await Promise.all([
        counters.get(ipKey(ip)),
        account ? counters.get(accountKey(account)) : Promise.resolve(0),
      ]);
      if (byIp >= limits.maxPerIp || byAccount >= limits.maxPerAccount) {
        throw new AppError('errors.tooManyRequests');
      }
    },

    async failed(account: string | null, ip: string): Promise<void> {
      await Promise.all([
        counters.hit(ipKey(ip), limits.windowSeconds),
        account ? counters.hit(accountKey(account), limits.windowSeconds) : undefined,
      ]);
    },

    async succeeded(account: string): Promise<void> {
      await counters.reset(accountKey(account));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

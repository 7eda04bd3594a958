import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';

export interface LoginLimits {
  /** free password tries per account in a window (LOGIN_MAX_PER_ACCOUNT) */
  maxPerAccount: number;
  /** free tries per client address in a window, password and SMS counted apart (LOGIN_MAX_PER_IP) */
  maxPerIp: number;
  windowSeconds: number;
  /** past the free tries: the first wait, doubled per further try up to the maximum */
  delayBaseSeconds: number;
  delayMaxSeconds: number;
}

/**
 * A progressive delay on one key (an account, an address). Each try is counted before anything is
 * checked, in one atomic step of the counter store, so parallel tries cannot all slip through. The
 * first `free` tries of a window go ahead; the last of them closes a gate for `base` seconds, and
 * from then on only the one try that opens the gate again goes ahead, closing it for twice as long
 * (up to `max`). Tries that find the gate closed are refused without being counted. So a guesser
 * gets a handful of tries and then one per growing interval, while the account is never locked for
 * good: its owner gets in once the gate opens (or at once by SMS, counted apart).
 */
function createThrottle(
  counters: CounterStore,
  free: number,
  limits: Pick<LoginLimits, 'windowSeconds' | 'delayBaseSeconds' | 'delayMaxSeconds'>,
) {
  const gate = (key: string) => `${key}:gate`;
  return {
    async closed(key: string): Promise<boolean> {
      return (await counters.get(gate(key))) > 0;
    },
    /** Counts a try; true when it may go ahead. */
    async take(key: string): Promise<boolean> {
      const { count } = await counters.hit(key, limits.windowSeconds);
      if (count < free) return true;
      const wait = Math.min(limits.delayMaxSeconds, limits.delayBaseSeconds * 2 ** (count - free));
      const opened = (await counters.hit(gate(key), wait)).count === 1;
      return count === free || opened;
    },
    /** A try that turned out fine is not held against the key. */
    async refund(key: string): Promise<void> {
      await counters.undo(key);
    },
    async clear(key: string): Promise<void> {
      await Promise.all([counters.reset(key), counters.reset(gate(key))]);
    },
  };
}

const tooMany = () => new AppError('errors.tooManyRequests');

/**
 * Brute-force brake for sign-in (ASVS V6.3.1): password tries are throttled per account and per
 * client address, SMS-code tries per address on counters of their own, so an attacker who burns an
 * account's password tries does not stop its owner from signing in with an SMS code.
 */
export function createLoginLimiter(counters: CounterStore, limits: LoginLimits) {
  const account = createThrottle(counters, limits.maxPerAccount, limits);
  const address = createThrottle(counters, limits.maxPerIp, limits);
  const accountKey = (id: string) => `login:pw:acct:${id}`;
  const passwordIpKey = (ip: string) => `login:pw:ip:${ip}`;
  const smsIpKey = (ip: string) => `login:sms:ip:${ip}`;

  return {
    /** Before the password is checked: counts the try, or throws 10429. */
    async takePasswordTry(accountId: string, ip: string): Promise<void> {
      const [a, i] = [accountKey(accountId), passwordIpKey(ip)];
      if ((await account.closed(a)) || (await address.closed(i))) throw tooMany();
      const [byAccount, byAddress] = await Promise.all([account.take(a), address.take(i)]);
      if (!byAccount || !byAddress) throw tooMany();
    },

    /**
     * The right password: the account starts afresh, and the address gets this one try back (so many
     * people behind one NAT who sign in fine are never slowed down, while a guesser cannot wipe the
     * address's count by signing in to an account of its own).
     */
    async passwordSucceeded(accountId: string, ip: string): Promise<void> {
      await Promise.all([account.clear(accountKey(accountId)), address.refund(passwordIpKey(ip))]);
    },

    /** Before an SMS code is checked: counts the try, or throws 10429. */
    async takeSmsTry(ip: string): Promise<void> {
      const key = smsIpKey(ip);
      if ((await address.closed(key)) || !(await address.take(key))) throw tooMany();
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

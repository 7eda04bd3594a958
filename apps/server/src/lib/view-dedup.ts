import { createHmac, randomBytes } from 'node:crypto';
import type { CounterStore } from './counters.ts';

/** Who is looking at an item (a robot's card, a directory item). */
export interface Viewer {
  userId: string | null;
  /** the address as per-address limits count it (`Caller.address`: an IPv6 client's network) */
  ip: string;
  userAgent: string | null;
}

export interface ViewDedupSettings {
  /** the counter keys' prefix, one per kind of thing viewed (`robots:view`, `aitool:view`) */
  scope: string;
  /** one view per viewer and item in this many seconds */
  windowSeconds: number;
  /**
   * visitors (user agents) of one address counted per item and window, at most: a client making up a
   * user agent per call would otherwise count a view, and leave a key in the store, every time
   */
  visitorsPerAddress: number;
  /** the HMAC key for visitors; absent: a random one for this process */
  secret?: string | undefined;
  now?: () => number;
}

/**
 * Decides whether a view counts: once per viewer and item per window. Signed-in viewers are
 * keyed by their user id; visitors by an HMAC of their address and user agent whose key is a server
 * secret salted with the UTC day, so the store never holds an address and a key cannot be linked to
 * one from one day to the next. One address counts at most `visitorsPerAddress` visitors per item and
 * window (several people behind one NAT, not a user agent made up per call); past them its visitors
 * count nothing and leave no key. The keys live in the shared counter store (memory or Redis), so
 * every instance agrees.
 */
export function createViewDedup(counters: CounterStore, settings: ViewDedupSettings) {
  const secret = settings.secret ?? randomBytes(32).toString('hex');
  const now = settings.now ?? Date.now;

  const keyed = (text: string): string => {
    const day = new Date(now()).toISOString().slice(0, 10);
    return createHmac('sha256', `${secret}|${day}`).update(text).digest('base64url');
  };

  const viewerKey = (viewer: Viewer): string =>
    viewer.userId ? `u:${viewer.userId}` : `v:${keyed(`${viewer.ip}\n${viewer.userAgent ?? ''}`)}`;

  const keyOf = (itemId: string, viewer: Viewer): string =>
    `${settings.scope}:${itemId}:${viewerKey(viewer)}`;

  /** The count of an address's visitors of an item (the address as a keyed hash, like visitors). */
  const addressKeyOf = (itemId: string, ip: string): string =>
    `${settings.scope}:${itemId}:a:${keyed(`address\n${ip}`)}`;

  return {
    /** The counter key of this viewer's view of this item (tests look at it). */
    keyOf,

    /** True for the viewer's first view of the item in the window (the store counts atomically). */
    async firstView(itemId: string, viewer: Viewer): Promise<boolean> {
      if (viewer.userId) {
        const { count } = await counters.hit(keyOf(itemId, viewer), settings.windowSeconds);
        return count === 1;
      }
      const addressKey = addressKeyOf(itemId, viewer.ip);
      // An address whose share is taken stores nothing more (parallel calls may pass this read, but
      // the count below still lets no more than the share through).
      if ((await counters.get(addressKey)) >= settings.visitorsPerAddress) return false;
      const { count } = await counters.hit(keyOf(itemId, viewer), settings.windowSeconds);
      if (count !== 1) return false;
      const visitors = await counters.hit(addressKey, settings.windowSeconds);
      return visitors.count <= settings.visitorsPerAddress;
    },
  };
}

export type ViewDedup = ReturnType<typeof createViewDedup>;

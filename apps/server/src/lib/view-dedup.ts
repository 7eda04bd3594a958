import { createHmac, randomBytes } from 'node:crypto';
import type { CounterStore } from './counters.ts';

/** Who is looking at an item (a robot's card, a directory item). */
export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string | null;
}

export interface ViewDedupSettings {
  /** the counter keys' prefix, one per kind of thing viewed (`robots:view`, `aitool:view`) */
  scope: string;
  /** one view per viewer and item in this many seconds */
  windowSeconds: number;
  /** the HMAC key for visitors; absent: a random one for this process */
  secret?: string | undefined;
  now?: () => number;
}

/**
 * Decides whether a view counts: once per viewer and item per window. Signed-in viewers are
 * keyed by their user id; visitors by an HMAC of their address and user agent whose key is a server
 * secret salted with the UTC day, so the store never holds an address and a key cannot be linked to
 * one from one day to the next. The keys live in the shared counter store (memory or Redis), so every
 * instance agrees.
 */
export function createViewDedup(counters: CounterStore, settings: ViewDedupSettings) {
  const secret = settings.secret ?? randomBytes(32).toString('hex');
  const now = settings.now ?? Date.now;

  const viewerKey = (viewer: Viewer): string => {
    if (viewer.userId) return `u:${viewer.userId}`;
    const day = new Date(now()).toISOString().slice(0, 10);
    const digest = createHmac('sha256', `${secret}|${day}`)
      .update(`${viewer.ip}\n${viewer.userAgent ?? ''}`)
      .digest('base64url');
    return `v:${digest}`;
  };

  const keyOf = (itemId: string, viewer: Viewer): string =>
    `${settings.scope}:${itemId}:${viewerKey(viewer)}`;

  return {
    /** The counter key of this viewer's view of this item (tests look at it). */
    keyOf,

    /** True for the viewer's first view of the item in the window (the store counts atomically). */
    async firstView(itemId: string, viewer: Viewer): Promise<boolean> {
      const { count } = await counters.hit(keyOf(itemId, viewer), settings.windowSeconds);
      return count === 1;
    },
  };
}

export type ViewDedup = ReturnType<typeof createViewDedup>;

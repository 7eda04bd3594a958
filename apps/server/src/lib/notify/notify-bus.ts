import { randomBytes } from 'node:crypto';

/**
 * What a bus carries between server instances: "these keys of this topic changed" (keys: the ids to
 * read again), or "anything of this topic may have changed" (`'all'`: re-read everything). A
 * listener is also told `'all'` each time the bus connects (again), since whatever was sent before
 * is gone (decision 020).
 */
export type NotifyChange = readonly string[] | 'all';

export interface NotifyBus {
  /** whether messages are being received now (the polls may slow down while it is) */
  readonly connected: boolean;
  /** Tells the other instances; keys omitted means 'all'. Coalesced and sent a moment later. */
  publish(topic: string, keys?: readonly string[]): void;
  /** Other instances' changes of `topic` (never this instance's own); answers the unsubscribe. */
  subscribe(topic: string, listener: (change: NotifyChange) => void): () => void;
  close(): Promise<void>;
}

/** The wire underneath a bus: one channel, text messages, at most once. */
export interface NotifyTransport {
  /** what the logs call it ('redis', 'postgres') */
  readonly name: string;
  send(text: string): Promise<void>;
  /**
   * Starts receiving: `up` each time listening starts (again), `down` when it stops, `message` for
   * each message on the channel (this instance's own too). Never throws for a server that is down:
   * it keeps trying.
   */
  start(handlers: { message(text: string): void; up(): void; down(err?: unknown): void }): void;
  close(): Promise<void>;
}

/** Changes published within this long go out as one message per topic. */
const FLUSH_MS = 20;
/**
 * Keys per message at most: about 4 kB of ids, under PostgreSQL's 8,000-byte NOTIFY limit. A topic
 * with more changed keys in one flush sends 'all' instead.
 */
export const MAX_KEYS_PER_MESSAGE = 100;
const MAX_KEY_LENGTH = 64;
const MAX_MESSAGE_CHARS = 7000;

interface Wire {
  /** the sending instance */
  i: string;
  /** topic */
  t: string;
  /** keys; absent: all */
  k?: string[];
}

const noBus: NotifyBus = {
  connected: false,
  publish: () => {},
  subscribe: () => () => {},
  close: async () => {},
};

/** The bus of a single instance (SQLite) or with notifications turned off: the polls do it all. */
export const noNotifyBus = (): NotifyBus => noBus;

function decode(text: string): Wire | null {
  if (text.length > MAX_MESSAGE_CHARS) return null;
  let wire: unknown;
  try {
    wire = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof wire !== 'object' || wire === null) return null;
  const { i, t, k } = wire as Partial<Wire>;
  if (typeof i !== 'string' || typeof t !== 'string') return null;
  if (k === undefined) return { i, t };
  if (!Array.isArray(k) || k.length > MAX_KEYS_PER_MESSAGE) return { i, t };
  if (!k.every((key) => typeof key === 'string' && key.length <= MAX_KEY_LENGTH)) return { i, t };
  return { i, t, k };
}

/**
 * A bus over a transport: publishes are gathered per topic for FLUSH_MS (a burst of a thousand saves
 * is a few messages, not a thousand), messages carry this instance's id so that its own are
 * dropped, and malformed or oversized ones count as 'all'.
 */
export function createNotifyBus(
  transport: NotifyTransport,
  log?: { warn(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void },
): NotifyBus {
  const self = randomBytes(8).toString('hex');
  const listeners = new Map<string, Set<(change: NotifyChange) => void>>();
  /** topic -> keys to send, or 'all' */
  const pending = new Map<string, Set<string> | 'all'>();
  let timer: NodeJS.Timeout | null = null;
  let connected = false;
  let closed = false;

  const deliver = (topic: string, change: NotifyChange) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(change);
      } catch (err) {
        log?.warn({ err, topic }, 'a notification listener failed');
      }
    }
  };

  const flush = () => {
    timer = null;
    const batch = [...pending];
    pending.clear();
    for (const [t, keys] of batch) {
      const wire: Wire = keys === 'all' ? { i: self, t } : { i: self, t, k: [...keys] };
      // A message that is lost is caught up by the others' polls: nothing to retry here.
      transport.send(JSON.stringify(wire)).catch((err: unknown) => {
        if (!closed) log?.warn({ err, topic: t }, `${transport.name} notification not sent`);
      });
    }
  };

  transport.start({
    message(text) {
      const wire = decode(text);
      if (!wire || wire.i === self) return;
      deliver(wire.t, wire.k ?? 'all');
    },
    up() {
      connected = true;
      log?.info?.({ transport: transport.name }, 'notifications connected');
      // whatever was sent before this instance listened (a loss, or a subscriber that was already
      // there at the first connection) is gone: everybody re-reads
      for (const topic of listeners.keys()) deliver(topic, 'all');
    },
    down(err) {
      if (closed) return;
      if (connected) log?.warn({ err, transport: transport.name }, 'notifications lost');
      connected = false;
    },
  });

  return {
    get connected() {
      return connected && !closed;
    },
    publish(topic, keys) {
      if (closed) return;
      const now = pending.get(topic);
      if (!keys || now === 'all') pending.set(topic, 'all');
      else {
        const set = now ?? new Set<string>();
        for (const key of keys) set.add(key);
        const tooMany = set.size > MAX_KEYS_PER_MESSAGE;
        pending.set(topic, tooMany || keys.some((k) => k.length > MAX_KEY_LENGTH) ? 'all' : set);
      }
      timer ??= setTimeout(flush, FLUSH_MS);
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      if (closed) return;
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      closed = true;
      listeners.clear();
      await transport.close();
    },
  };
}

/**
 * A poll kept as the fallback of a bus: `job` runs every `everyMs` while the bus is not connected,
 * and only every `busEveryMs` while it is (a message may still be lost: a publisher that stopped
 * between its write and the message). Answers the stop.
 */
export function startFallbackPoll(
  job: () => void,
  opts: { everyMs: number; busEveryMs: number; bus: NotifyBus },
): () => void {
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (opts.bus.connected && now - last < opts.busEveryMs) return;
    last = now;
    job();
  }, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

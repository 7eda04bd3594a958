import type { NotifyTransport } from './notify-bus.ts';

type Handlers = Parameters<NotifyTransport['start']>[0];

/**
 * A channel in this process, for tests: every transport made from one hub receives what any of them
 * sends, and the hub can be taken down and brought up again as a server would.
 */
export function createMemoryHub() {
  const members = new Set<Handlers>();
  let up = true;
  const sent: string[] = [];
  return {
    /** every message sent, while up or not */
    sent,
    transport(): NotifyTransport {
      let mine: Handlers | null = null;
      return {
        name: 'memory',
        async send(text) {
          sent.push(text);
          if (!up) throw new Error('hub down');
          for (const m of members) queueMicrotask(() => m.message(text));
        },
        start(handlers) {
          mine = handlers;
          members.add(handlers);
          if (up) queueMicrotask(() => handlers.up());
        },
        async close() {
          if (mine) members.delete(mine);
        },
      };
    },
    down() {
      up = false;
      for (const m of members) m.down();
    },
    up() {
      up = true;
      for (const m of members) m.up();
    },
  };
}

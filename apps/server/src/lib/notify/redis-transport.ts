import type { Redis } from 'ioredis';
import type { NotifyTransport } from './notify-bus.ts';

/**
 * Redis pub/sub: messages are published on the server's Redis connection and received on a second
 * one of the same settings (a subscribed connection can do nothing else). ioredis reconnects it by
 * itself; it subscribes again on each `ready`, which is when the bus counts as connected.
 */
export function createRedisTransport(publisher: Redis, channel: string): NotifyTransport {
  const subscriber = publisher.duplicate({
    // named for its channel, so that CLIENT LIST tells which server and schema it listens for
    connectionName: `notify:${channel}`.replace(/[^\w:.-]/g, '_'),
    lazyConnect: true,
    autoResubscribe: false,
    maxRetriesPerRequest: null,
  });
  let closed = false;

  return {
    name: 'redis',
    async send(text) {
      await publisher.publish(channel, text);
    },
    start(handlers) {
      subscriber.on('message', (from: string, text: string) => {
        if (from === channel) handlers.message(text);
      });
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => handlers.up(),
          (err: unknown) => handlers.down(err),
        );
      });
      subscriber.on('close', () => handlers.down());
      // without a listener an outage would be an unhandled 'error' event; `close` follows it
      subscriber.on('error', () => {});
      // a first connection that fails is retried by ioredis like any later loss
      subscriber.connect().catch((err: unknown) => {
        if (!closed) handlers.down(err);
      });
    },
    async close() {
      closed = true;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

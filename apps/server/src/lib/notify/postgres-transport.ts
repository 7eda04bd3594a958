import { sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/database.ts';
import type { NotifyTransport } from './notify-bus.ts';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;
/** a LISTEN connection that died quietly (no FIN) is found by this check */
const HEARTBEAT_MS = 30_000;

/**
 * PostgreSQL LISTEN/NOTIFY: messages go out with pg_notify on the pool; they are received on one
 * dedicated connection (a pooled one would be handed to queries), opened again after a loss with a
 * growing delay (0.1 s doubled up to 5 s), and checked by a query every 30 s.
 */
export function createPostgresTransport(
  database: Database & { dedicatedClient: () => pg.Client },
  channel: string,
): NotifyTransport {
  let client: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  function drop(c: pg.Client): Promise<void> {
    if (client !== c) return Promise.resolve();
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    c.removeAllListeners('notification');
    c.on('error', () => {}); // a late error of the dropped client is nobody's
    return c.end().catch(() => undefined);
  }

  function listen(handlers: Parameters<NotifyTransport['start']>[0]) {
    retry = null;
    if (closed) return;
    const c = database.dedicatedClient();
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      void drop(c);
      handlers.down(err);
      if (closed) return;
      retry = setTimeout(() => listen(handlers), retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
    });
    c.connect()
      .then(() => c.query(`LISTEN ${c.escapeIdentifier(channel)}`))
      .then(() => {
        if (client !== c) return;
        retryMs = FIRST_RETRY_MS;
        heartbeat = setInterval(() => {
          c.query('select 1').catch(lost);
        }, HEARTBEAT_MS);
        heartbeat.unref();
        handlers.up();
      })
      .catch(lost);
  }

  return {
    name: 'postgres',
    async send(text) {
      await sql`select pg_notify(${channel}, ${text})`.execute(database.db);
    },
    start(handlers) {
      listen(handlers);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (client) await drop(client);
    },
  };
}

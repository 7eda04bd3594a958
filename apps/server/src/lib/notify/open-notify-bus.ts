import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createNotifyBus, noNotifyBus, type NotifyBus } from './notify-bus.ts';
import { createPostgresTransport } from './postgres-transport.ts';
import { createRedisTransport } from './redis-transport.ts';

/**
 * The bus between server instances (decision 020): only the PostgreSQL set-up runs several. Redis
 * pub/sub when the server has Redis (NOTIFY=auto) or is told to (NOTIFY=redis), else PostgreSQL
 * LISTEN/NOTIFY; none on SQLite or with NOTIFY=off. The channel is named for the schema (and, on
 * Redis, the database index), so that several deployments (or test files) on one server stay apart.
 */
export function openNotifyBus(deps: {
  config: Pick<Config, 'NOTIFY'>;
  database: Database;
  redis?: Redis | undefined;
  log?: { warn(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void };
}): NotifyBus {
  const { config, database, redis, log } = deps;
  if (database.kind !== 'postgres' || config.NOTIFY === 'off') return noNotifyBus();
  const suffix = database.schema ? `_${database.schema}` : '';
  if (config.NOTIFY === 'redis' || (config.NOTIFY === 'auto' && redis)) {
    if (!redis) throw new Error('NOTIFY=redis needs REDIS_URL');
    // Pub/sub channels are shared by every database index of a Redis server: the index is in the name,
    // so deployments on different indexes of one server do not hear each other.
    const db = redis.options.db ?? 0;
    return createNotifyBus(createRedisTransport(redis, `rs:notify:${db}${suffix}`), log);
  }
  const { dedicatedClient } = database;
  if (!dedicatedClient) return noNotifyBus();
  return createNotifyBus(
    createPostgresTransport({ ...database, dedicatedClient }, `rs_notify${suffix}`),
    log,
  );
}

import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { CounterStore } from './lib/counters.ts';
import type { ModelProvider } from './modules/ai/model-provider.ts';

/**
 * What every module and plugin is built from: made once by buildApp (app.ts), handed down, never
 * imported back from app.ts (so that the import graph has no cycle).
 */
export interface AppContext {
  config: Config;
  database: Database;
  counters: CounterStore;
  /** the server's one Redis connection (REDIS_URL), made at start-up and closed on shutdown */
  redis?: Redis;
  /** the AI model every feature asks (chat, AI writing) */
  models: ModelProvider;
}

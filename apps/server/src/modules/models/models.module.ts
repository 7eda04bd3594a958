import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Router } from '../../lib/router.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import { modelTimeoutsOf } from '../ai/create-model-provider.ts';
import { createOfflineProvider } from '../ai/offline-provider.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createModelHealth } from './model-health.ts';
import { createModelRegistry } from './model-registry.ts';
import { createModelsRepository } from './models.repository.ts';
import { registerModelsRoutes } from './models.routes.ts';
import { createModelsService } from './models.service.ts';
import { secretBoxFor } from './secret-box.ts';

export interface ModelsModuleDeps {
  config: Config;
  database: Database;
  settings: Pick<SettingsService, 'current' | 'onChange' | 'update' | 'bump'>;
  audit: AuditLog;
  log: {
    info(obj: unknown, msg: string): void;
    warn(obj: unknown, msg: string): void;
    error(obj: unknown, msg: string): void;
  };
  /** the clock of the health book (tests move it on instead of sleeping) */
  now?: () => number;
}

/**
 * The AI models stored in the database (issue 11, decision 012): the registry every feature asks
 * (a `ModelProvider`), each model's health on this instance, and the admin's calls. Its start-up work
 * (start-up.ts): OPENAI_* seed an empty providers table, then the registry loads and follows the
 * settings version.
 */
export function createModelsModule(deps: ModelsModuleDeps) {
  const { config, log } = deps;
  const now = deps.now ?? Date.now;
  const repo = createModelsRepository(deps.database.db);
  const box = secretBoxFor(config, log);
  const health = createModelHealth({ now, degradedMs: config.MODEL_DEGRADED_SECONDS * 1000 });
  const registry = createModelRegistry({
    repo,
    box,
    settings: deps.settings,
    health,
    offline: createOfflineProvider({ maxQuoteChars: config.OFFLINE_QUOTE_MAX_CHARS }),
    timeouts: modelTimeoutsOf(config),
    now,
    log,
  });
  const service = createModelsService({
    repo,
    box,
    registry,
    health,
    settings: deps.settings,
    audit: deps.audit,
    config,
    log,
  });
  return {
    /** the `ModelProvider` of the app (unless a test hands in its own) */
    registry,
    /** start-up: seed from OPENAI_* (empty table only), load the registry, follow changes */
    async start(): Promise<void> {
      await service.seedFromEnvironment();
      await registry.start();
    },
    register(router: Router): void {
      registerModelsRoutes(router, service);
    },
  };
}

export type ModelsModule = ReturnType<typeof createModelsModule>;

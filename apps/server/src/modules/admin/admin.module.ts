import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { registerAdminConfig, createModelLookup, type ModelLookup } from './admin-config.ts';
import { createServerErrorLog, registerAdminLogs } from './admin-logs.ts';
import { registerAdminRequirements } from './admin-requirements.ts';
import { registerAdminStats } from './admin-stats.ts';
import { createAuditLog, type AuditLog } from './audit-log.ts';

export interface AdminModuleDeps extends Pick<AppContext, 'database'> {
  settings: Pick<SettingsService, 'admin' | 'update'>;
  /** the audit log, when app.ts shares one with the models and plugins modules */
  audit?: AuditLog;
  /** whether a model id is usable (the config's default models); the `models` table by default */
  modelLookup?: ModelLookup;
}

/**
 * The admin area's calls (everything under /api/admin/, superuser only: the router answers 10401 /
 * 10403 before it reads the input). Every change is written to the audit log by the call that made
 * it. Each part registers its own calls; a new part adds one line to `register`.
 */
export function createAdminModule(deps: AdminModuleDeps) {
  const db = deps.database.db;
  const audit = deps.audit ?? createAuditLog(db);
  const models = deps.modelLookup ?? createModelLookup(db);
  return {
    /** shared with the modules whose admin calls live elsewhere (models, plugins) */
    audit,
    /** where the error handler writes 5xx answers (app.ts hands it over) */
    serverErrors: createServerErrorLog(db),
    register(router: Router): void {
      registerAdminStats(router, { reads: deps.database.reads });
      registerAdminLogs(router, { db });
      registerAdminRequirements(router, { db, audit });
      registerAdminConfig(router, { settings: deps.settings, models, audit });
    },
  };
}

export type AdminModule = ReturnType<typeof createAdminModule>;

import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import type { RobotsService } from '../robots/robots.service.ts';
import { builtinPlugins } from './builtin-plugins.ts';
import { createPluginSwitchesRepository } from './plugin-switches.repository.ts';
import { createPluginUsage } from './plugin-usage.ts';
import { registerPluginRoutes } from './plugins.routes.ts';
import { createPluginsService } from './plugins.service.ts';
import { ownKnowledge, publicRobotSearch } from './robot-lookups.ts';

export interface PluginsModuleDeps extends Pick<AppContext, 'config' | 'database'> {
  robots: Pick<RobotsService, 'search' | 'mine' | 'forChat'>;
  /** the settings: `bump` after a change, `onChange` to follow other instances' changes */
  settings: { bump(): Promise<void>; onChange(listener: () => void): () => void };
  audit: AuditLog;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

/**
 * The built-in plugins the chat's models may call (function calling): calculator, date and time,
 * the robot square's search and the caller's own knowledge. Which are on is the admin's choice, kept
 * in `app_settings` and followed by every instance through the settings' version. `load` runs once
 * at start-up, after the migrations.
 */
export function createPluginsModule(deps: PluginsModuleDeps) {
  const { config } = deps;
  const service = createPluginsService({
    plugins: builtinPlugins({
      robots: publicRobotSearch(deps.robots),
      knowledge: ownKnowledge(deps.robots),
      publicUrl: config.PUBLIC_URL ?? '',
      defaultTimeZone: config.LIMITS_TIME_ZONE,
    }),
    switches: createPluginSwitchesRepository(deps.database.db),
    usage: createPluginUsage(),
    timeoutMs: config.PLUGIN_TIMEOUT_MS,
    settings: deps.settings,
    log: deps.log,
  });
  deps.settings.onChange(() => {
    service.load().catch((err: unknown) => deps.log.warn({ err }, 'reloading the plugins failed'));
  });
  return {
    plugins: service,
    load: () => service.load(),
    register(router: Router): void {
      registerPluginRoutes(router, { plugins: service, audit: deps.audit });
    },
  };
}

export type PluginsModule = ReturnType<typeof createPluginsModule>;

import { adminApi, FieldReason } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Router } from '../../lib/router.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AuditLog } from './audit-log.ts';

/** Whether a model id names a model the chat can use now (the config's default models must). */
export interface ModelLookup {
  isEnabled(id: string): Promise<boolean>;
}

/** The lookup on the `models` table: the model and its provider both enabled. */
export function createModelLookup(db: Kysely<DB>): ModelLookup {
  return {
    async isEnabled(id) {
      const row = await db
        .selectFrom('models as m')
        .innerJoin('model_providers as p', 'p.id', 'm.provider_id')
        .select('m.id')
        .where('m.id', '=', id)
        .where('m.enabled', '=', 1)
        .where('p.enabled', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export function isTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Settings = ReturnType<SettingsService['current']>;

/** The keys whose value differs, each with its value before and after (for the audit log). */
function changedKeys(
  keys: string[],
  before: Settings,
  after: Settings,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    const was = (before as Record<string, unknown>)[key];
    const now = (after as Record<string, unknown>)[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    b[key] = was;
    a[key] = now;
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** GET/POST /api/admin/config: the live settings; a change applies to the very next request. */
export function registerAdminConfig(
  router: Router,
  deps: {
    settings: Pick<SettingsService, 'admin' | 'update'>;
    models: ModelLookup;
    audit: AuditLog;
  },
): void {
  router.route(adminApi.config, {
    auth: 'superuser',
    handler: async () => deps.settings.admin(),
  });

  router.route(adminApi.configChange, {
    auth: 'superuser',
    handler: async ({ body, caller }) => {
      const fields: Record<string, string> = {};
      for (const key of ['defaultChatModel', 'defaultWritingModel'] as const) {
        const id = body[key];
        if (id !== undefined && id !== null && !(await deps.models.isEnabled(id))) {
          fields[key] = FieldReason.invalidValue;
        }
      }
      if (body.limitsTimeZone !== undefined && !isTimeZone(body.limitsTimeZone)) {
        fields['limitsTimeZone'] = FieldReason.invalidValue;
      }
      if (Object.keys(fields).length) throw AppError.invalidFields(fields);

      // Nothing that differs from what is stored: no write, no version bump, no audit entry.
      const current = deps.settings.admin() as Record<string, unknown>;
      const keys = Object.keys(body).filter(
        (k) => JSON.stringify(current[k]) !== JSON.stringify((body as Record<string, unknown>)[k]),
      );
      if (keys.length === 0) return deps.settings.admin();
      const { before, after } = await deps.settings.update(body);
      const changed = changedKeys(keys, before, after);
      if (changed) {
        await deps.audit.record(caller, {
          action: 'config.update',
          targetKind: 'config',
          targetId: null,
          ...changed,
        });
      }
      return deps.settings.admin();
    },
  });
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The `app_settings` row that holds which plugins the admin switched on or off. */
export const PLUGINS_KEY = 'plugins.enabled';

/**
 * Which plugins are on, as `{ [id]: boolean }` in one `app_settings` row; an id the row does not name
 * is on (a new plugin starts enabled). The settings service owns the `version` row: after a write the
 * caller bumps it, so that every instance reloads.
 */
export function createPluginSwitchesRepository(db: Kysely<DB>) {
  return {
    async read(): Promise<Record<string, boolean>> {
      const row = await db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', PLUGINS_KEY)
        .executeTakeFirst();
      if (!row) return {};
      try {
        const value: unknown = JSON.parse(row.value);
        if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
        return Object.fromEntries(
          Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
        );
      } catch {
        return {};
      }
    },

    /** Sets one plugin on or off, in one transaction with the read (two admins at once keep both). */
    async set(id: string, enabled: boolean, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('app_settings')
          .select('value')
          .where('key', '=', PLUGINS_KEY)
          .executeTakeFirst();
        let current: Record<string, unknown> = {};
        try {
          const parsed: unknown = row ? JSON.parse(row.value) : {};
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
            current = parsed as Record<string, unknown>;
          }
        } catch {
          // an unreadable row is replaced
        }
        const text = JSON.stringify({ ...current, [id]: enabled });
        await trx
          .insertInto('app_settings')
          .values({ key: PLUGINS_KEY, value: text, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now }))
          .execute();
      });
    },
  };
}

export type PluginSwitchesRepository = ReturnType<typeof createPluginSwitchesRepository>;

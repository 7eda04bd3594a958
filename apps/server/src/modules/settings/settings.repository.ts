import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The `app_settings` rows: one JSON value per key; key `version` counts the changes. */
export function createSettingsRepository(db: Kysely<DB>) {
  return {
    async all(): Promise<Map<string, { value: unknown; updatedAt: string }>> {
      const rows = await db.selectFrom('app_settings').selectAll().execute();
      return new Map(
        rows.map((r) => [
          r.key,
          { value: JSON.parse(r.value) as unknown, updatedAt: r.updated_at },
        ]),
      );
    },

    async version(): Promise<number> {
      const row = await db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', 'version')
        .executeTakeFirst();
      return row ? Number(JSON.parse(row.value)) : 0;
    },

    /** Writes the values and moves the version on, in one transaction. */
    async write(values: Record<string, unknown>, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const put = async (key: string, value: unknown) => {
          const text = JSON.stringify(value);
          await trx
            .insertInto('app_settings')
            .values({ key, value: text, updated_at: now })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now }))
            .execute();
        };
        for (const [key, value] of Object.entries(values)) await put(key, value);
        const row = await trx
          .selectFrom('app_settings')
          .select('value')
          .where('key', '=', 'version')
          .executeTakeFirst();
        await put('version', (row ? Number(JSON.parse(row.value)) : 0) + 1);
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

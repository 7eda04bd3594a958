import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, ModelProvidersTable, ModelsTable } from '../../db/schema.ts';

export type ProviderRow = Selectable<ModelProvidersTable>;
export type ModelRow = Selectable<ModelsTable>;

/** The `model_providers` and `models` tables (migration 010). Keys stay sealed here. */
export function createModelsRepository(db: Kysely<DB>) {
  return {
    providers(): Promise<ProviderRow[]> {
      return db
        .selectFrom('model_providers')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    models(): Promise<ModelRow[]> {
      return db.selectFrom('models').selectAll().orderBy('sort').orderBy('id').execute();
    },

    async provider(id: string): Promise<ProviderRow | undefined> {
      return db.selectFrom('model_providers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async model(id: string): Promise<ModelRow | undefined> {
      return db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countProviders(): Promise<number> {
      const row = await db
        .selectFrom('model_providers')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countModelsOf(providerId: string): Promise<number> {
      const row = await db
        .selectFrom('models')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('provider_id', '=', providerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertProvider(row: Insertable<ModelProvidersTable>): Promise<void> {
      await db.insertInto('model_providers').values(row).execute();
    },

    async updateProvider(
      id: string,
      set: Partial<Omit<ProviderRow, 'id' | 'created_at'>>,
    ): Promise<void> {
      await db.updateTable('model_providers').set(set).where('id', '=', id).execute();
    },

    async deleteProvider(id: string): Promise<void> {
      await db.deleteFrom('model_providers').where('id', '=', id).execute();
    },

    /** Inserts the model or replaces its fields (its id and creation time stay). */
    async upsertModel(row: Insertable<ModelsTable>): Promise<void> {
      const { id: _id, created_at: _created, ...set } = row;
      await db
        .insertInto('models')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(set))
        .execute();
    },

    async deleteModel(id: string): Promise<void> {
      await db.deleteFrom('models').where('id', '=', id).execute();
    },

    /** Start-up seeding: a provider and its model together, only while there is no provider yet. */
    async seedFirst(
      provider: Insertable<ModelProvidersTable>,
      model: Insertable<ModelsTable>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const any = await trx.selectFrom('model_providers').select('id').limit(1).execute();
        if (any.length > 0) return false;
        // Instances starting together on one database seed the same fixed ids: the second does nothing.
        await trx
          .insertInto('model_providers')
          .values(provider)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('models')
          .values(model)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return true;
      });
    },
  };
}

export type ModelsRepository = ReturnType<typeof createModelsRepository>;

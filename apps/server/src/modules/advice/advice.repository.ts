import type { AdviceKind } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/** The table of migration 005, kept here: only this repository reads it. */
export interface AdviceUsesTable {
  user_id: string;
  kind: string;
  spent: number;
  updated_at: string;
}

export function createAdviceRepository(base: Kysely<DB>) {
  const db = base.withTables<{ advice_uses: AdviceUsesTable }>();

  return {
    async spentByKind(userId: string): Promise<Partial<Record<AdviceKind, number>>> {
      const rows = await db
        .selectFrom('advice_uses')
        .select(['kind', 'spent'])
        .where('user_id', '=', userId)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.kind, Number(r.spent)]));
    },

    /**
     * Takes one use if fewer than `quota` are spent; answers whether it did. The conditional update is
     * a single statement, so parallel requests of one user cannot take more than `quota` between them.
     */
    async reserve(userId: string, kind: AdviceKind, quota: number): Promise<boolean> {
      await db
        .insertInto('advice_uses')
        .values({ user_id: userId, kind, spent: 0, updated_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
        .execute();
      const result = await db
        .updateTable('advice_uses')
        .set((eb) => ({ spent: eb('spent', '+', 1), updated_at: nowIso() }))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('spent', '<', quota)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives back a use taken by `reserve` (its answer failed or did not come from a model). */
    async release(userId: string, kind: AdviceKind): Promise<void> {
      await db
        .updateTable('advice_uses')
        .set((eb) => ({ spent: eb('spent', '-', 1), updated_at: nowIso() }))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('spent', '>', 0)
        .execute();
    },
  };
}

export type AdviceRepository = ReturnType<typeof createAdviceRepository>;

import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database.ts';
import type { LeadingWrite } from '../../db/leading-write.ts';
import {
  createPreparedQueries,
  type Placeholder,
  type QueryRunner,
} from '../../db/prepared-queries.ts';
import type { DB } from '../../db/schema.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export interface LedgerEntry {
  delta: number;
  reason: string;
  created_at: string;
}

/** All credit SQL. Every change of a balance and its ledger row are written in one transaction. */
export function createCreditsRepository(db: Kysely<DB>) {
  // The balance check and the debit run on every paid chat turn: their statements are compiled once
  // (db/prepared-queries.ts).
  const prepared = createPreparedQueries(db);

  /** The debit's two statements, run on `on` (a transaction of the caller's). */
  async function debitOn(
    on: QueryRunner,
    userId: string,
    amount: number,
    reason: string,
    ref: string | null,
    id: string = newOrderedId(),
    now: string = nowIso(),
  ): Promise<string | null> {
    const res = await prepared.run(
      'credits.debit',
      (p) =>
        db
          .updateTable('credit_accounts')
          .set({ balance: sql`balance - ${p(0)}`, updated_at: p(1) })
          .where('user_id', '=', p(2))
          .where('balance', '>=', p(0)),
      [amount, now, userId],
      on,
    );
    if (Number(res.numAffectedRows ?? 0) !== 1) return null;
    await prepared.run(
      'credits.ledger',
      (p) =>
        db.insertInto('credit_ledger').values({
          id: p(0),
          user_id: p(1),
          delta: p(2),
          reason: p(3),
          ref: p(4),
          created_at: p(5),
        }),
      [id, userId, -amount, reason, ref, now],
      on,
    );
    return id;
  }

  /**
   * The debit as common table expressions for another module's statement (PostgreSQL,
   * db/leading-write.ts): `debit` takes `amount` if the balance covers it and yields the account's
   * row, `ledger` writes the ledger row only then. Its values: the amount, the time, the user, the
   * ledger row's id, the delta, the reason and the ref.
   */
  const debitCtes = (p: Placeholder) =>
    [
      [
        'debit',
        sql`update credit_accounts set balance = balance - ${p(0)}, updated_at = ${p(1)} where user_id = ${p(2)} and balance >= ${p(0)} returning user_id`,
      ],
      [
        'ledger',
        sql`insert into credit_ledger (id, user_id, delta, reason, ref, created_at) select ${p(3)}, user_id, ${p(4)}, ${p(5)}, ${p(6)}, ${p(1)} from debit`,
      ],
    ] as const;

  return {
    /** read before every paid chat turn (the check that the user can pay): compiled once too */
    async balanceOf(userId: string): Promise<number | null> {
      const { rows } = await prepared.run(
        'credits.balance',
        (p) => db.selectFrom('credit_accounts').select('balance').where('user_id', '=', p(0)),
        [userId],
      );
      return rows[0] ? Number(rows[0].balance) : null;
    },

    /**
     * Opens the account with `grant` credits unless it exists. The primary key makes this happen once
     * even when two first requests race: the loser's transaction fails on the key and writes nothing.
     */
    async openAccount(userId: string, grant: number): Promise<void> {
      const now = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('credit_accounts')
            .values({ user_id: userId, balance: grant, updated_at: now })
            .execute();
          await trx
            .insertInto('credit_ledger')
            .values({
              id: newOrderedId(),
              user_id: userId,
              delta: grant,
              reason: 'grant',
              ref: null,
              created_at: now,
            })
            .execute();
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    },

    /**
     * Takes `amount` if the balance covers it (a conditional update, so concurrent debits never go
     * below zero), as a part of the caller's transaction (`on`): the caller's other writes and this
     * one are committed, or rolled back, together. Answers the ledger row's id, or null when the
     * balance is short.
     */
    debitOn,

    /**
     * The same debit as a write that leads another module's write (db/leading-write.ts): as
     * statements in its transaction, or as expressions at the head of its one PostgreSQL statement,
     * whose own writes then happen only if the balance covered `amount`. `refusal` is what either
     * throws when it did not.
     */
    debitLeading(
      userId: string,
      amount: number,
      reason: string,
      ref: string | null,
      id: string,
      refusal: () => Error,
    ): LeadingWrite {
      const now = nowIso();
      return {
        async runIn(on) {
          if (!(await debitOn(on, userId, amount, reason, ref, id, now))) throw refusal();
        },
        key: 'credits.debit',
        values: [amount, now, userId, id, -amount, reason, ref],
        ctes: debitCtes,
        gate: 'debit',
        refusal,
      };
    },

    /**
     * Undoes `userId`'s debits of reason `reason` and ref `ref` (an answer's hold) made at `since` or
     * later, if any are left. The ledger has no index of `ref` (each paid turn would write one more
     * page for it): the user's rows from `since` on are found through their index instead, where a
     * lookup by `ref` alone read the whole ledger (84 ms at a million rows on SQLite, for each
     * answer a crash left behind).
     */
    async undoDebitsByRef(
      reason: string,
      ref: string,
      owner: { userId: string; since: string },
    ): Promise<number> {
      const rows = await this.debitsOfRef(reason, ref, owner).execute();
      for (const row of rows) await this.undoDebit(row.user_id, row.id);
      return rows.length;
    },

    /** The query of `undoDebitsByRef`: the ledger rows it undoes. */
    debitsOfRef(reason: string, ref: string, owner: { userId: string; since: string }) {
      return db
        .selectFrom('credit_ledger')
        .select(['id', 'user_id'])
        .where('user_id', '=', owner.userId)
        .where('created_at', '>=', owner.since)
        .where('reason', '=', reason)
        .where('ref', '=', ref)
        .where('delta', '<', 0);
    },

    /** Undoes one debit: its ledger row goes and its amount comes back. */
    async undoDebit(userId: string, ledgerId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('credit_ledger')
          .where('id', '=', ledgerId)
          .where('user_id', '=', userId)
          .returning('delta')
          .executeTakeFirst();
        if (!row) return;
        await trx
          .updateTable('credit_accounts')
          .set({ balance: sql`balance - ${Number(row.delta)}`, updated_at: nowIso() })
          .where('user_id', '=', userId)
          .execute();
      });
    },

    /**
     * Adds `amount` (negative: takes it back) and writes the ledger row of what really changed: a
     * take-back larger than the balance takes it to 0, never below. The no-op update first locks the
     * account row (PostgreSQL; SQLite runs one write transaction at a time), so the balance read next
     * cannot move before the write. `refOf` makes the row's ref from the balances before and after.
     * Answers them.
     */
    async grant(
      userId: string,
      amount: number,
      reason: string,
      refOf: (before: number, after: number) => string | null,
    ): Promise<{ before: number; after: number }> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx
          .updateTable('credit_accounts')
          .set({ updated_at: now })
          .where('user_id', '=', userId)
          .execute();
        const row = await trx
          .selectFrom('credit_accounts')
          .select('balance')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        const before = Number(row.balance);
        const after = Math.max(0, before + amount);
        await trx
          .updateTable('credit_accounts')
          .set({ balance: after, updated_at: now })
          .where('user_id', '=', userId)
          .execute();
        await trx
          .insertInto('credit_ledger')
          .values({
            id: newOrderedId(),
            user_id: userId,
            delta: after - before,
            reason,
            ref: refOf(before, after),
            created_at: now,
          })
          .execute();
        return { before, after };
      });
    },

    async recent(userId: string, limit: number): Promise<LedgerEntry[]> {
      return db
        .selectFrom('credit_ledger')
        .select(['delta', 'reason', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;

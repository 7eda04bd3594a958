import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from '../../db/prepared-queries.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { createCreditsRepository } from './credits.repository.ts';
import { createCreditsService, type CreditsService } from './credits.service.ts';

/** The charge's write run in the caller's transaction (as the chat's SQLite turn runs it): its hold. */
const holdIn = async (
  credits: CreditsService,
  on: QueryRunner,
  userId: string,
  ref: string,
  price?: number,
) => {
  const charge = credits.charge(userId, ref, price);
  if (!charge) throw new Error('expected a charge');
  await charge.write.runIn(on);
  return charge.hold;
};

const movesOf = async (credits: CreditsService, userId: string) =>
  // a grant and a debit may share a millisecond: compared in any order
  (await credits.info(userId)).recent.map((r) => [r.delta, r.reason]).sort();

// one app for the file: each test makes users of its own
let t: TestApp;
let credits: CreditsService;
beforeAll(async () => {
  t = await createTestApp();
  credits = createCreditsService({
    repo: createCreditsRepository(t.database.db),
    settings: () => ({ enabled: true, newUserGrant: 2, perAnswer: 1 }),
  });
});
afterAll(() => t.close());

describe('the hold of an answer, in the transaction that stores it', () => {
  it('takes the price with the transaction, and gives it back when nothing reached the user', async () => {
    const user = await createUser(t);
    // the check opens the account of a user who never used it, with the grant
    await credits.assertCanAfford(user.uuid);
    const hold = await t.database.db
      .transaction()
      .execute((trx) => holdIn(credits, trx, user.uuid, 'answer-1'));
    expect((await credits.info(user.uuid)).balance).toBe(1);
    expect(await movesOf(credits, user.uuid)).toEqual([
      [-1, 'chat'],
      [2, 'grant'],
    ]);
    await hold.settle(false);
    expect((await credits.info(user.uuid)).balance).toBe(2);
    expect(await movesOf(credits, user.uuid)).toEqual([[2, 'grant']]);
  });

  it('takes nothing when the transaction is rolled back', async () => {
    const user = await createUser(t);
    await credits.assertCanAfford(user.uuid);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await holdIn(credits, trx, user.uuid, 'answer-1');
        throw new Error('the answer’s rows could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect((await credits.info(user.uuid)).balance).toBe(2);
    expect(await movesOf(credits, user.uuid)).toEqual([[2, 'grant']]);
  });

  it('refuses with 10402 when the balance is short, and takes nothing', async () => {
    const user = await createUser(t);
    await credits.assertCanAfford(user.uuid);
    const { db } = t.database;
    await (
      await db.transaction().execute((trx) => holdIn(credits, trx, user.uuid, 'a', 2))
    ).settle(true);
    await expect(
      db.transaction().execute((trx) => holdIn(credits, trx, user.uuid, 'b')),
    ).rejects.toMatchObject({ key: 'errors.creditsNotEnough' });
    expect((await credits.info(user.uuid)).balance).toBe(0);
    expect(await movesOf(credits, user.uuid)).toEqual([
      [-2, 'chat'],
      [2, 'grant'],
    ]);
  });
});

describe('the hold of an answer a crash left behind', () => {
  /** a user whose answer `ref` holds one credit, and when that debit was taken */
  const heldAnswer = async (ref: string) => {
    const user = await createUser(t);
    await credits.assertCanAfford(user.uuid);
    await t.database.db.transaction().execute((trx) => holdIn(credits, trx, user.uuid, ref));
    const { created_at } = await t.database.db
      .selectFrom('credit_ledger')
      .select('created_at')
      .where('user_id', '=', user.uuid)
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow();
    return { userId: user.uuid, debitAt: Date.parse(created_at) };
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  it("gives back the asker's debit once, even when the answer's clock ran a little ahead", async () => {
    const { userId, debitAt } = await heldAnswer('answer-orphan');
    const other = await heldAnswer('answer-orphan');
    // the answer is created just before its debit, but a clock set back may say otherwise
    await credits.releaseOrphanHold({
      id: 'answer-orphan',
      userId,
      createdAt: iso(debitAt + 30_000),
    });
    expect((await credits.info(userId)).balance).toBe(2);
    await credits.releaseOrphanHold({ id: 'answer-orphan', userId, createdAt: iso(debitAt) });
    expect((await credits.info(userId)).balance).toBe(2);
    // another user's debit with the same ref is theirs
    expect((await credits.info(other.userId)).balance).toBe(1);
  });

  it('looks only at debits from a minute before the answer on', async () => {
    const { userId, debitAt } = await heldAnswer('answer-later');
    await credits.releaseOrphanHold({
      id: 'answer-later',
      userId,
      createdAt: iso(debitAt + 120_000),
    });
    expect((await credits.info(userId)).balance).toBe(1);
  });

  it("looks through all of the asker's debits when the answer's time cannot be read", async () => {
    const { userId } = await heldAnswer('answer-untimed');
    await credits.releaseOrphanHold({ id: 'answer-untimed', userId, createdAt: 'not a time' });
    expect((await credits.info(userId)).balance).toBe(2);
  });

  // PostgreSQL's planner reads a test's few rows in a scan whatever the indexes: SQLite's plan alone
  it.runIf(testDatabaseKind === 'sqlite')(
    "finds the debit through the user's ledger index, never by reading the whole ledger",
    async () => {
      const query = createCreditsRepository(t.database.db)
        .debitsOfRef('chat', 'answer-x', { userId: 'u', since: iso(0) })
        .compile();
      const { rows } = await t.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const plan = rows.map((r) => r.detail).join(' | ');
      expect(plan).toContain('credit_ledger_user_created_idx');
      expect(plan).not.toMatch(/SCAN credit_ledger/);
    },
  );
});

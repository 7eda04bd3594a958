import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from '../../db/prepared-queries.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
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

describe('the hold of an answer, in the transaction that stores it', () => {
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { createCreditsRepository } from './credits.repository.ts';
import { createCreditsService, type CreditsService } from './credits.service.ts';

const movesOf = async (credits: CreditsService, userId: string) =>
  // a grant and a debit may share a millisecond: compared in any order
  (await credits.info(userId)).recent.map((r) => [r.delta, r.reason]).sort();

describe('the hold of an answer', () => {
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

  it('opens the account of a user who never used it with the grant, then takes the price', async () => {
    const user = await createUser(t);
    const hold = await credits.hold(user.uuid, 'answer-1');
    expect((await credits.info(user.uuid)).balance).toBe(1);
    expect(await movesOf(credits, user.uuid)).toEqual([
      [-1, 'chat'],
      [2, 'grant'],
    ]);
    // nothing reached the user: the price comes back, and its ledger row goes
    await hold.settle(false);
    expect((await credits.info(user.uuid)).balance).toBe(2);
    expect(await movesOf(credits, user.uuid)).toEqual([[2, 'grant']]);
  });

  it('refuses with 10402 when the balance is short, and takes nothing', async () => {
    const user = await createUser(t);
    await (await credits.hold(user.uuid, 'answer-1', 2)).settle(true);
    await expect(credits.hold(user.uuid, 'answer-2')).rejects.toMatchObject({
      key: 'errors.creditsNotEnough',
    });
    expect((await credits.info(user.uuid)).balance).toBe(0);
    expect(await movesOf(credits, user.uuid)).toEqual([
      [-2, 'chat'],
      [2, 'grant'],
    ]);
  });
});

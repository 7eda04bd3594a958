import { chatApi, codeOfKey, creditApi } from '@robot/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { scriptedModel, streamChat, type ScriptedModel } from './chat.test-helpers.ts';

const UNSTORABLE = 'A question the database refuses';

/**
 * Makes every insert into `table` whose new row matches `when` (SQL over `new`) fail, as a full disk
 * would: a trigger named `name` (dropped by `allowInserts`).
 */
async function refuseInserts(t: TestApp, name: string, table: string, when: string) {
  const { db } = t.database;
  if (testDatabaseKind === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before insert on ${table} when ${when}
         begin select raise(abort, 'disk full'); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function ${name}() returns trigger as $$
       begin
         if ${when} then raise exception 'disk full'; end if;
         return new;
       end $$ language plpgsql`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`)
    .execute(db);
}

async function allowInserts(t: TestApp, name: string, table: string) {
  const on = testDatabaseKind === 'sqlite' ? '' : ` on ${table}`;
  await sql.raw(`drop trigger ${name}${on}`).execute(t.database.db);
}

/**
 * The turn was refused with JSON (10500, no stream), the one model request it made was cut, and no
 * conversation was kept.
 */
async function expectRefusedWithNothingKept(
  t: TestApp,
  token: string,
  model: ScriptedModel,
  res: Awaited<ReturnType<typeof streamChat>>,
) {
  expect(res.status).toBe(500);
  expect(res.body.code).toBe(codeOfKey['errors.databaseError']);
  expect(res.events).toEqual([]);
  expect(model.calls).toHaveLength(1);
  expect(model.calls[0]!.signal.aborted).toBe(true);
  const list = await t.api(chatApi.conversations, { query: {}, token });
  expect(list.data!.list).toEqual([]);
}

describe('a turn whose rows cannot be stored', () => {
  let t: TestApp;
  let model: ScriptedModel;
  beforeAll(async () => {
    model = scriptedModel({ tokens: ['never ', 'shown'] });
    t = await createTestApp({}, { models: model });
    await refuseInserts(t, 'refuse_unstorable', 'messages', `new.content = '${UNSTORABLE}'`);
  });
  afterAll(() => t.close());

  it('is refused with JSON (no stream), cuts the model’s request, keeps nothing and charges nothing', async () => {
    const user = await createUser(t);
    const before = (await t.api(creditApi.userGet, { token: user.token })).data!.balance;
    const res = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: UNSTORABLE,
    });
    // The model is asked while the turn is written (chat-answer.ts, `started`): its request was cut.
    await expectRefusedWithNothingKept(t, user.token, model, res);
    expect((await t.api(creditApi.userGet, { token: user.token })).data!.balance).toBe(before);

    // the next question is answered as usual
    const next = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'A question that can be stored',
    });
    expect(next.events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done']);
    expect(model.calls).toHaveLength(2);
  });
});

describe('a turn whose credits cannot be taken', () => {
  let t: TestApp;
  let model: ScriptedModel;
  beforeAll(async () => {
    model = scriptedModel({ tokens: ['never ', 'shown'] });
    t = await createTestApp({ CREDITS_PER_ANSWER: '1' }, { models: model });
  });
  afterAll(() => t.close());

  it('takes them once the model has been asked, and a failed debit is a refusal that keeps nothing', async () => {
    const user = await createUser(t);
    const balance = async () =>
      (await t.api(creditApi.userGet, { token: user.token })).data!.balance;
    const before = await balance();
    await refuseInserts(t, 'refuse_chat_debits', 'credit_ledger', `new.reason = 'chat'`);
    const res = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'A question whose credits the ledger refuses',
    });
    // The credits are taken when the turn is stored, while the model works: it had been asked, and
    // its request was cut.
    await expectRefusedWithNothingKept(t, user.token, model, res);
    expect(await balance()).toBe(before);

    await allowInserts(t, 'refuse_chat_debits', 'credit_ledger');
    const next = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'A question that is paid for',
    });
    expect(next.events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done']);
    expect(await balance()).toBe(before - 1);
  });
});

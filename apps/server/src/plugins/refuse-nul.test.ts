import { robotApi, userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRobot, robotForm, saveRobot } from '../modules/robots/robots.test-helpers.ts';
import { signedInUser } from '../modules/users/users.test-helpers.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.ts';

// Found by the fuzz test: PostgreSQL cannot hold NUL in text, so such input answered 10500 there.
describe(`NUL characters in input (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token, uuid } = await signedInUser(t));
  });
  afterAll(() => t.close());

  it('in a path parameter: 10400 naming it', async () => {
    // pathWith encodes the NUL as %00
    const res = await t.raw(userApi.contact, { params: { id: '\u0000' }, token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 10400,
      msg: 'errors.invalidInput',
      data: { fields: { id: 'validation.invalidValue' } },
    });
  });

  it('in a query value: 10400', async () => {
    const res = await t.raw(robotApi.search, { query: { keyword: 'a\u0000b' } });
    expect(res.code).toBe(10400);
    expect(res.fields).toEqual({ keyword: 'validation.invalidValue' });
  });

  it('in a JSON body field: 10400 and nothing stored', async () => {
    const res = await saveRobot(t, token, robotForm({ robotName: 'bad\u0000name' }));
    expect(res.status).toBe(400);
    expect(res.fields).toEqual({ robotName: 'validation.invalidValue' });
    const mine = await t.api(robotApi.mine, { query: { ownerUUID: uuid }, token });
    expect(mine.data!.total).toBe(0);
  });

  it('other control characters and ordinary text still pass', async () => {
    const uuid = await createRobot(t, { token } as never, { robotIntro: 'tab\there 机器人' });
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

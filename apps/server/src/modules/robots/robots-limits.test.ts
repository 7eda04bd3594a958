import { robotApi } from '@robot/contracts';
import { Limits } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  createRobot,
  createUser,
  noRobotQuotas,
  robotForm,
  saveRobot,
  type TestUser,
} from './robots.test-helpers.ts';

/** Every text field of the form with its limit (spec section 5). Chinese, so each is one character. */
const limits = {
  robotName: Limits.robotName,
  keywords: Limits.keywords,
  robotIntro: Limits.robotIntro,
  robotGuideWords: Limits.robotGuideWords,
  prompt: Limits.prompt,
  knowledgeBase: Limits.knowledgeBaseField,
} as const;

describe(`robots: field limits at their boundaries (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(noRobotQuotas);
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  for (const [field, max] of Object.entries(limits)) {
    it(`${field}: ${max} characters are kept, ${max + 1} refused with validation.tooLong`, async () => {
      const ok = await saveRobot(t, owner.token, robotForm({ [field]: '知'.repeat(max) }));
      expect(ok.status).toBe(201);
      const stored = (
        await t.api(robotApi.get, { params: { uuid: ok.data!.uuid }, token: owner.token })
      ).data!;
      expect((stored as Record<string, unknown>)[field]).toHaveLength(max);

      const over = await saveRobot(t, owner.token, robotForm({ [field]: '知'.repeat(max + 1) }));
      expect(over.status).toBe(400);
      expect(over.body).toEqual({
        code: 10400,
        msg: 'errors.invalidInput',
        data: { fields: { [field]: 'validation.tooLong' } },
      });
    });
  }

  it('prompt/update takes 2000 characters and refuses 2001', async () => {
    const uuid = await createRobot(t, owner);
    const ok = await t.api(robotApi.promptUpdate, {
      body: { uuid, prompt: 'p'.repeat(Limits.prompt) },
      token: owner.token,
    });
    expect(ok.status).toBe(200);
    const over = await t.api(robotApi.promptUpdate, {
      body: { uuid, prompt: 'p'.repeat(Limits.prompt + 1) },
      token: owner.token,
    });
    expect(over.body).toMatchObject({
      code: 10400,
      data: { fields: { prompt: 'validation.tooLong' } },
    });
    const { data } = await t.api(robotApi.promptGet, {
      params: { uuid },
      token: owner.token,
    });
    expect(data!.prompt).toHaveLength(Limits.prompt);
  });

  it('names every missing required field', async () => {
    const res = await saveRobot(t, owner.token, {});
    expect(res.status).toBe(400);
    expect(res.fields).toEqual({
      headportraitUrl: 'validation.required',
      robotName: 'validation.required',
      keywords: 'validation.required',
      robotIntro: 'validation.required',
    });
    const blank = await saveRobot(
      t,
      owner.token,
      robotForm({ robotName: '   ', keywords: '', robotIntro: ' ', headportraitUrl: '' }),
    );
    expect(blank.fields).toEqual({
      headportraitUrl: 'validation.required',
      robotName: 'validation.required',
      keywords: 'validation.required',
      robotIntro: 'validation.required',
    });
  });

  it('trims the required texts', async () => {
    const uuid = await createRobot(t, owner, { robotName: '  Trimmed  ' });
    expect((await t.api(robotApi.get, { params: { uuid } })).data!.robotName).toBe('Trimmed');
  });

  it('refuses portraits that are not an http(s) address or an upload path', async () => {
    for (const headportraitUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.png',
      '/uploads/../secret',
      '/etc/passwd',
      `https://example.com/${'a'.repeat(1024)}`,
    ]) {
      const res = await saveRobot(t, owner.token, robotForm({ headportraitUrl }));
      expect(res.body.code, headportraitUrl).toBe(10400);
      expect(res.fields?.headportraitUrl).toMatch(/^validation\.(invalidFormat|tooLong)$/);
    }
  });

  it('takes only the listed values of visibility, type and category', async () => {
    const cases: [string, unknown][] = [
      ['robotVisibility', 0],
      ['robotVisibility', 3],
      ['robotVisibility', '1'],
      ['type', 1],
      ['type', 4],
      ['robotCatagory', 0],
      ['robotCatagory', 1.5],
      ['robotCatagory', 'abc'],
    ];
    for (const [field, value] of cases) {
      const res = await saveRobot(t, owner.token, robotForm({ [field]: value }));
      expect(res.body, `${field}=${String(value)}`).toMatchObject({
        code: 10400,
        data: { fields: { [field]: 'validation.invalidValue' } },
      });
    }
  });

  it('checks search and list paging (limit at most 100, mine 999; public skip at most 10,000)', async () => {
    expect((await t.api(robotApi.search, { query: { limit: 100 } })).status).toBe(200);
    expect((await t.api(robotApi.search, { query: { limit: 101 } })).body.code).toBe(10400);
    expect((await t.api(robotApi.search, { query: { skip: -1 } })).body.code).toBe(10400);
    expect((await t.raw(robotApi.search, { query: { sort: 'random' } })).body).toMatchObject({
      code: 10400,
      data: { fields: { sort: 'validation.invalidValue' } },
    });
    expect((await t.api(robotApi.hot, { query: { limit: 101 } })).body.code).toBe(10400);
    expect(
      (await t.api(robotApi.favoritesGet, { query: { limit: 101 }, token: owner.token })).body.code,
    ).toBe(10400);
    // The public lists page at most publicMaxSkip deep (10,000); the caller's own lists do not stop.
    const max = Limits.list.publicMaxSkip;
    for (const api of [robotApi.search, robotApi.hot]) {
      expect((await t.raw(api, { query: { skip: max } })).status).toBe(200);
      expect((await t.raw(api, { query: { skip: max + 1 } })).body).toMatchObject({
        code: 10400,
        data: { fields: { skip: 'validation.invalidValue' } },
      });
    }
    const deepOwn = await t.api(robotApi.favoritesGet, {
      query: { skip: max + 1 },
      token: owner.token,
    });
    expect(deepOwn.body).toMatchObject({ code: 200, data: { list: [] } });
    const mine = await t.api(robotApi.mine, {
      query: { limit: 999, ownerUUID: owner.uuid },
      token: owner.token,
    });
    expect(mine.status).toBe(200);
  });

  it('refuses a knowledge base over the body limit with 10413, not a crash', async () => {
    const res = await saveRobot(
      t,
      owner.token,
      robotForm({ knowledgeBase: '知'.repeat(1_000_000) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(10413);
  });
});

import { directoryApis } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { adminEnv, createUser, signInAdmin } from '../robots/robots.test-helpers.ts';
import { aiToolForm, createDirectoryTestApp, forms, submit } from './directories.test-helpers.ts';

describe(`directories: per-user quotas (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDirectoryTestApp({
      ...adminEnv,
      DIRECTORY_SUBMITS_PER_DAY: '3',
      DIRECTORY_SAVES_PER_MINUTE: '6',
    });
  });
  afterAll(() => t.close());

  it('takes DIRECTORY_SUBMITS_PER_DAY new items over all kinds, then 10429; refused ones are not counted', async () => {
    const user = await createUser(t);
    expect((await submit(t, 'aitool', user.token, forms.aitool())).status).toBe(201);
    // a refused submit (unknown category, duplicate url) gives its count back
    const bad = await submit(t, 'article', user.token, forms.article({ categories: [999] }));
    expect(bad.status).toBe(400);
    expect((await submit(t, 'article', user.token, forms.article())).status).toBe(201);
    expect((await submit(t, 'xky', user.token, forms.xky())).status).toBe(201);
    const over = await submit(t, 'xky', user.token, forms.xky());
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    // another user has their own quota; a superuser none
    expect((await submit(t, 'xky', (await createUser(t)).token, forms.xky())).status).toBe(201);
    const admin = await signInAdmin(t);
    for (let i = 0; i < 8; i += 1) {
      expect((await submit(t, 'article', admin.token, forms.article())).status).toBe(201);
    }
  });

  it('takes DIRECTORY_SAVES_PER_MINUTE submits and edits together, then 10429', async () => {
    const user = await createUser(t);
    const created = await submit(t, 'aitool', user.token, aiToolForm());
    const uuid = (created.data as { uuid: string }).uuid;
    const edit = () =>
      t.api(directoryApis.aitool.editing, { body: { ...aiToolForm(), uuid }, token: user.token });
    for (let i = 0; i < 5; i += 1) expect((await edit()).status).toBe(200);
    const over = await edit();
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('errors.tooManyRequests');
  });

  it('does not overshoot the daily quota with parallel submits', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => submit(t, 'article', user.token, forms.article())),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 10429)).toHaveLength(3);
    const mine = await t.api(directoryApis.article.mine, { token: user.token });
    expect(mine.data!.total).toBe(3);
  });
});

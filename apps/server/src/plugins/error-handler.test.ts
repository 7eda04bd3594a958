import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling, type ServerErrorEntry } from './error-handler.ts';
import { API_ROOT } from '../test/paths.ts';
import { testDatabaseKind } from '../test/test-app.ts';
import { createPluginTestApp, TEST_ROUTES, type PluginTestApp } from './plugin-test-app.ts';

describe(`error handling (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp();
  });
  afterAll(() => t.close());

  const postJson = (payload: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: TEST_ROUTES.echo,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('accepts a valid body (the test route works)', async () => {
    const res = await postJson(JSON.stringify({ name: 'robot', age: 3, extra: 'ignored' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'robot', age: 3 });
  });

  it('answers malformed JSON with 10400', async () => {
    const res = await postJson('{"name": "robot", age: }');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 10400, msg: 'errors.invalidInput', data: null });
  });

  it('answers a JSON body over 1 MB with 10413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 });
    const res = await postJson(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 10413, msg: 'errors.fileTooLarge', data: null });
  });

  it('answers a content type the route does not take with 10415', async () => {
    const res = await t.inject({
      method: 'POST',
      url: TEST_ROUTES.echo,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=robot',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 10415, msg: 'errors.unsupportedFile', data: null });
  });

  it('refuses text/plain on a JSON route with 10415', async () => {
    const res = await t.inject({
      method: 'POST',
      url: TEST_ROUTES.echo,
      headers: { 'content-type': 'text/plain' },
      payload: '{"name":"robot","age":3}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(10415);
  });

  it('answers a URL that does not decode with 10400, headers included', async () => {
    for (const url of [`${API_ROOT}/%E0%A4%A`, '/%']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 10400, msg: 'errors.invalidInput', data: null });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers an empty JSON body with the required fields', async () => {
    const res = await postJson('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 10400,
      msg: 'errors.invalidInput',
      data: { fields: { name: 'validation.required', age: 'validation.required' } },
    });
  });

  it('answers a POST without any body the same way', async () => {
    const res = await t.inject({ method: 'POST', url: TEST_ROUTES.echo });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({
      fields: { name: 'validation.required', age: 'validation.required' },
    });
  });

  it('names each failing field with a reason key', async () => {
    const res = await postJson(JSON.stringify({ name: 'ab', age: 'three', note: 'too long' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 10400,
      msg: 'errors.invalidInput',
      data: {
        fields: {
          name: 'validation.tooShort',
          age: 'validation.invalidValue',
          note: 'validation.tooLong',
        },
      },
    });
  });

  it('reports a missing field as required and a non-object body as invalid', async () => {
    const missing = await postJson(JSON.stringify({ name: 'robot' }));
    expect(missing.json().data).toEqual({ fields: { age: 'validation.required' } });
    const array = await postJson('[1,2]');
    expect(array.statusCode).toBe(400);
    expect(array.json().data).toEqual({ fields: { body: 'validation.invalidValue' } });
  });

  it('hides a thrown error behind 10500 without its message or stack', async () => {
    const res = await t.inject({ method: 'GET', url: TEST_ROUTES.throw });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 10500, msg: 'errors.databaseError', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('answers unknown /api paths with 10404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      const res = await t.inject({ method, url: `${API_ROOT}/no/such/thing?x=1` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: 10404, msg: 'errors.pageNotFound', data: null });
    }
  });

  it('answers a wrong method on a known path with 10404', async () => {
    const res = await t.inject({ method: 'GET', url: TEST_ROUTES.echo });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(10404);
  });

  it('writes every 5xx answer to server_errors: request id, method, path without the query, code', async () => {
    const res = await t.inject({ method: 'GET', url: `${TEST_ROUTES.throw}?token=abc123` });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toBeTypeOf('string');
    const db = t.database.db;
    let row;
    for (let i = 0; i < 100 && !row; i += 1) {
      row = await db
        .selectFrom('server_errors')
        .selectAll()
        .where('request_id', '=', String(requestId))
        .executeTakeFirst();
      if (!row) await new Promise((r) => setTimeout(r, 10));
    }
    expect(row).toMatchObject({
      method: 'GET',
      url: TEST_ROUTES.throw,
      status: 500,
      code: 10500,
      user_id: null,
    });
    expect(row!.message).toMatch(/^errors\.databaseError/);
    expect(row!.url).not.toContain('abc123');
  });

  it('writes nothing for a 4xx answer, and names the request on it', async () => {
    const before = await t.database.db.selectFrom('server_errors').select('id').execute();
    const res = await t.inject({ method: 'GET', url: `${API_ROOT}/no/such/route` });
    expect(res.statusCode).toBe(404);
    const bad = await postJson('{"name": ');
    expect(bad.headers['x-request-id']).toBeTypeOf('string');
    await new Promise((r) => setTimeout(r, 30));
    const after = await t.database.db.selectFrom('server_errors').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});

describe('error handling: a failed server-error write', () => {
  it('never changes the answer', async () => {
    const app = Fastify({ logger: false });
    const seen: ServerErrorEntry[] = [];
    registerErrorHandling(app, {
      serverErrors: {
        record: async (e) => {
          seen.push(e);
          throw new Error('database down');
        },
      },
      userIdOf: () => 'u-1',
    });
    app.get('/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('bug');
    });
    const res = await app.inject({ method: 'GET', url: '/boom?q=1' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 10500, msg: 'errors.databaseError', data: null });
    expect(seen).toMatchObject([{ method: 'GET', url: '/boom', status: 500, userId: 'u-1' }]);
    await app.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_API_PATH } from './paths.ts';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app.ts';

describe(`server skeleton (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with the catalogue 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: UNKNOWN_API_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10404, msg: 'errors.pageNotFound', data: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app.ts';

describe(`server skeleton (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with the catalogue 404', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/nope' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 10404, msg: 'errors.pageNotFound', data: null });
  });
});

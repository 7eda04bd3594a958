import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApi } from '@robot/contracts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { login, signedInUser, unique } from './users.test-helpers.ts';

describe(`contact requests (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'Boss', ADMIN_PASSWORD: 'boss-pass-1' });
    admin = (await login(t, 'boss', 'boss-pass-1', unique.ip())).data!.access_token;
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, token?: string, remoteAddress = unique.ip()) =>
    t.raw(userApi.requirementCreate, { body: payload, remoteAddress, token });
  const get = (id: string, token?: string) => t.api(userApi.contact, { params: { id }, token });

  const message = {
    type: 'message',
    name: 'Li Lei',
    requirement: 'Please call me',
    mobile: '13800138000',
  };

  it('a visitor can leave a message: 201 with its id, stored without an owner', async () => {
    const { status, body, data } = await create(message);
    expect(status).toBe(201);
    expect(body).toEqual({ code: 201, msg: 'ok', data: { id: expect.any(String) } });
    const row = await t.database.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', data!.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(row.name).toBe('Li Lei');
  });

  it('a bad token on this open call is ignored, not refused', async () => {
    const { status } = await create(message, 'not-a-real-token-but-long-enough');
    expect(status).toBe(201);
  });

  it('a signed-in user owns the request and can read it back', async () => {
    const user = await signedInUser(t);
    const created = await create(
      {
        type: 'cooperation',
        name: 'Han Meimei',
        requirement: 'Partnership',
        email: 'HM@Example.com',
        companyName: 'ACME',
      },
      user.token,
    );
    expect(created.status).toBe(201);
    const { status, body } = await get(created.data!.id, user.token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: created.data!.id,
      type: 'cooperation',
      name: 'Han Meimei',
      requirement: 'Partnership',
      mobile: null,
      email: 'hm@example.com',
      companyName: 'ACME',
      status: 'new',
      handledAt: null,
      createdAt: expect.any(String),
    });
  });

  it("another user's request answers 10404; a superuser sees any", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const id = (await create(message, owner.token)).data!.id;
    const denied = await get(id, other.token);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ code: 10404, msg: 'errors.contactNotFound', data: null });
    const seen = await get(id, admin);
    expect(seen.status).toBe(200);
    expect(seen.data!.id).toBe(id);
  });

  it('a visitor request is not readable by an ordinary user; unknown ids answer 10404', async () => {
    const user = await signedInUser(t);
    const id = (await create(message)).data!.id;
    expect((await get(id, user.token)).body.code).toBe(10404);
    expect((await get('00000000-0000-4000-8000-000000000000', user.token)).body.code).toBe(10404);
    expect((await get('not-a-uuid', user.token)).body.code).toBe(10404);
  });

  it('reading needs a session', async () => {
    const id = (await create(message)).data!.id;
    expect((await get(id)).body.code).toBe(10401);
  });

  it('cooperation requires a company name', async () => {
    const { status, fields } = await create({ ...message, type: 'cooperation' });
    expect(status).toBe(400);
    expect(fields?.companyName).toBe('validation.required');
  });

  it('one of mobile and email is required', async () => {
    const { status, fields } = await create({ type: 'message', name: 'A', requirement: 'B' });
    expect(status).toBe(400);
    expect(fields?.mobile).toBe('validation.contactRequired');
  });

  it('refuses an empty or over-long requirement and a bad type', async () => {
    expect((await create({ ...message, requirement: '' })).fields?.requirement).toBe(
      'validation.required',
    );
    expect((await create({ ...message, requirement: 'x'.repeat(2001) })).fields?.requirement).toBe(
      'validation.tooLong',
    );
    expect((await create({ ...message, type: 'spam' })).fields?.type).toBe(
      'validation.invalidValue',
    );
  });

  it('keeps no company name on a plain message', async () => {
    const user = await signedInUser(t);
    const id = (await create({ ...message, companyName: 'Ignored Inc' }, user.token)).data!.id;
    expect((await get(id, user.token)).data!.companyName).toBeNull();
  });

  it('is rate-limited per address: the 6th in 10 minutes answers 10429', async () => {
    const ip = unique.ip();
    for (let i = 0; i < 5; i += 1) expect((await create(message, undefined, ip)).status).toBe(201);
    const over = await create(message, undefined, ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(10429);
    expect((await create(message, undefined, unique.ip())).status).toBe(201);
  });
});

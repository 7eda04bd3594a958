import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { register, unique } from './users.test-helpers.ts';

describe(`names other people see (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a right-to-left override', 'admin\u202Egnp.exe'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a bidi isolate', 'a\u2066b\u2069'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a zero-width joiner', 'ad\u200Dmin'],
    ['a word joiner', 'ad\u2060min'],
    ['a byte-order mark inside', 'ad\uFEFFmin'],
    ['a newline', 'two\nlines'],
    ['an escape', 'bell\u001B[31m'],
    ['a soft hyphen', 'ad\u00ADmin'],
    ['a line separator', 'a\u2028b'],
  ])('refuses a nickname with %s (10400, data.fields)', async (_label, nickname) => {
    const { status, body, fields } = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      nickname,
    });
    expect(status).toBe(400);
    expect(body.code).toBe(10400);
    expect(fields).toEqual({ nickname: 'validation.unsafeCharacters' });
  });

  it.each(['机器人 小助手', 'ロボット', '로봇', 'Zoë · 🤖', 'O’Brien-Smith'])(
    'accepts the nickname %s',
    async (nickname) => {
      const { status, data } = await register(t, {
        username: unique.name(),
        password: 'lantern-quiet-7',
        nickname,
      });
      expect(status).toBe(201);
      expect(data!.nickname).toBe(nickname);
    },
  );

  it('refuses a username with anything but letters and digits', async () => {
    const { status, fields } = await register(t, {
      username: `ad\u200Bmin${Date.now() % 1000}`,
      password: 'lantern-quiet-7',
    });
    expect(status).toBe(400);
    expect(fields?.username).toBe('validation.usernameChars');
  });
});

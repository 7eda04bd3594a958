import { userApi } from '@robot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { randomSmsCode } from './sms-codes.service.ts';
import { e164, recordingSmsSender, unique } from './users.test-helpers.ts';

/** The real generator, except that it never hands out a code twice: tests can rely on codes differing. */
function distinctCodes() {
  const issued = new Set<string>();
  const generate = () => {
    let code = randomSmsCode();
    while (issued.has(code)) code = randomSmsCode();
    issued.add(code);
    return code;
  };
  return { issued, generate };
}

describe(`SMS codes and SMS login (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sms = recordingSmsSender();
  const codes = distinctCodes();
  beforeAll(async () => {
    t = await createTestApp({}, { smsSender: sms, smsCodeGenerator: codes.generate });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sms.fail = false;
  });

  const send = (phone: string, remoteAddress = unique.ip()) =>
    t.api(userApi.smsSend, { params: { phone: phone }, remoteAddress });
  const smsLogin = (mobile: string, code: string, remoteAddress = unique.ip()) =>
    t.raw(userApi.smsLogin, {
      body: { mobile, code },
      remoteAddress,
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Moves every code of `phone` back in time, as if it had been sent `seconds` earlier. */
  async function age(phone: string, seconds: number) {
    const rows = await t.database.db
      .selectFrom('sms_codes')
      .select(['id', 'created_at', 'expires_at'])
      .where('phone', '=', e164(phone))
      .execute();
    for (const r of rows) {
      const shift = (iso: string) => new Date(Date.parse(iso) - seconds * 1000).toISOString();
      await t.database.db
        .updateTable('sms_codes')
        .set({ created_at: shift(r.created_at), expires_at: shift(r.expires_at) })
        .where('id', '=', r.id)
        .execute();
    }
  }

  it('sends a 6-digit code, stores only its hash, answers the cooldown', async () => {
    const phone = unique.phone();
    const { status, body } = await send(phone);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: 'ok', data: { cooldown: 60 } });
    const code = sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(codes.issued.has(code)).toBe(true); // made by the injected generator
    const row = await t.database.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', e164(phone))
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const life = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(life).toBe(600_000);
  });

  it.each(['12ab', '123', 'x'.repeat(20)])('refuses a bad phone %s with 10400', async (phone) => {
    const { status, body, fields } = await send(phone);
    expect(status).toBe(400);
    expect(body.code).toBe(10400);
    expect(fields?.phone).toBe('validation.mobile');
  });

  it('refuses a second code within 60 s with 10429 errors.tooManyRequests', async () => {
    const phone = unique.phone();
    expect((await send(phone)).status).toBe(200);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    await age(phone, 61);
    expect((await send(phone)).status).toBe(200);
  });

  it('refuses the 11th code in 24 h with errors.smsTooMany', async () => {
    const phone = unique.phone();
    for (let i = 0; i < 10; i += 1) {
      expect((await send(phone)).status).toBe(200);
      await age(phone, 61);
    }
    const eleventh = await send(phone);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ code: 10429, msg: 'errors.smsTooMany', data: null });
    // once the oldest code is more than a day old, one more may go out
    await age(phone, 86_400 - 10 * 61 + 1);
    expect((await send(phone)).status).toBe(200);
  });

  it('answers 10503 when the sender fails, and does not hold the phone in cooldown', async () => {
    const phone = unique.phone();
    sms.fail = true;
    const failed = await send(phone);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ code: 10503, msg: 'errors.smsSendFailed', data: null });
    sms.fail = false;
    expect((await send(phone)).status).toBe(200);
  });

  it('limits sends per client address', async () => {
    const ip = unique.ip();
    for (let i = 0; i < 20; i += 1) expect((await send(unique.phone(), ip)).status).toBe(200);
    const over = await send(unique.phone(), ip);
    expect(over.body).toMatchObject({ code: 10429, msg: 'errors.tooManyRequests' });
  });

  it('the first SMS login creates the user, the second logs into the same user', async () => {
    const phone = unique.phone();
    await send(phone);
    const first = await smsLogin(phone, sms.lastCode(phone));
    expect(first.status).toBe(200);
    expect(first.data!.token_type).toBe('bearer');
    const me = await t.api(userApi.info, { token: first.data!.access_token });
    expect(me.data!.username).toMatch(/^[A-Za-z0-9]{3,32}$/);
    expect(me.data!.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(me.data!.nickname).toBe(me.data!.mobile);
    expect(JSON.stringify(me.body)).not.toContain(phone);

    await age(phone, 61);
    await send(phone);
    const second = await smsLogin(phone, sms.lastCode(phone));
    const me2 = await t.api(userApi.info, { token: second.data!.access_token });
    expect(me2.data!.uuid).toBe(me.data!.uuid);
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('mobile', '=', e164(phone))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('a code is single-use', async () => {
    const phone = unique.phone();
    await send(phone);
    const code = sms.lastCode(phone);
    expect((await smsLogin(phone, code)).status).toBe(200);
    const reused = await smsLogin(phone, code);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 10411, msg: 'errors.smsCodeInvalid', data: null });
  });

  it('a wrong code answers 10411 and counts a try', async () => {
    const phone = unique.phone();
    await send(phone);
    const code = sms.lastCode(phone);
    const wrong = await smsLogin(phone, wrongCode(code));
    expect(wrong.body.code).toBe(10411);
    const row = await t.database.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', e164(phone))
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect((await smsLogin(phone, code)).status).toBe(200);
  });

  it('after 5 wrong tries the code is burned: even the right code fails', async () => {
    const phone = unique.phone();
    await send(phone);
    const code = sms.lastCode(phone);
    for (let i = 0; i < 5; i += 1) {
      expect((await smsLogin(phone, wrongCode(code))).body.code).toBe(10411);
    }
    const row = await t.database.db
      .selectFrom('sms_codes')
      .select(['attempts', 'used_at'])
      .where('phone', '=', e164(phone))
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.used_at).not.toBeNull();
    const right = await smsLogin(phone, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe(10411);
  });

  it('an expired code answers 10411', async () => {
    const phone = unique.phone();
    await send(phone);
    const code = sms.lastCode(phone);
    await age(phone, 601);
    expect((await smsLogin(phone, code)).body.code).toBe(10411);
  });

  it('a newer code replaces the older one', async () => {
    const phone = unique.phone();
    await send(phone);
    const older = sms.lastCode(phone);
    await age(phone, 61);
    await send(phone);
    const newer = sms.lastCode(phone);
    expect(newer).not.toBe(older);
    expect((await smsLogin(phone, older)).body.code).toBe(10411);
    expect((await smsLogin(phone, newer)).status).toBe(200);
  });

  it('a code for one phone does not log into another', async () => {
    const a = unique.phone();
    const b = unique.phone();
    await send(a);
    await send(b);
    const codeA = sms.lastCode(a);
    expect(sms.lastCode(b)).not.toBe(codeA);
    expect((await smsLogin(b, codeA)).body.code).toBe(10411);
    expect((await smsLogin(a, codeA)).status).toBe(200);
  });

  it('answers 10400 to a malformed code', async () => {
    const { status, fields } = await smsLogin(unique.phone(), '12ab56');
    expect(status).toBe(400);
    expect(fields?.code).toBe('validation.smsCode');
  });

  it('signs into the account registered with that mobile', async () => {
    const phone = unique.phone();
    await send(phone);
    const username = unique.name();
    const reg = await t.raw(userApi.register, {
      body: {
        username,
        password: 'lantern-quiet-7',
        mobile: phone,
        smsCode: sms.lastCode(phone),
      },
    });
    expect(reg.status).toBe(201);
    await age(phone, 61);
    await send(phone);
    const res = await smsLogin(phone, sms.lastCode(phone));
    const me = await t.api(userApi.info, { token: res.data!.access_token });
    expect(me.data!.username).toBe(username);
  });
});

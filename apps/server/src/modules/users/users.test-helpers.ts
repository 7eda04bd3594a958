import { userApi } from '@robot/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { toE164 } from './phone.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * An SMS sender that keeps what it sent (codes and notices), so tests can read them; `fail` makes it
 * throw. Phones are given to it in E.164 form; `lastCode` also takes a number as typed (CN region).
 */
export function recordingSmsSender() {
  const sent: { phone: string; code: string }[] = [];
  const notices: { phone: string; kind: string }[] = [];
  const sender: SmsSender & {
    sent: typeof sent;
    notices: typeof notices;
    fail: boolean;
    lastCode(phone: string): string;
  } = {
    sent,
    notices,
    fail: false,
    async send(phone, code) {
      if (sender.fail) throw new Error('provider down');
      sent.push({ phone, code });
    },
    async notify(phone, kind) {
      notices.push({ phone, kind });
    },
    lastCode(phone) {
      const hit = sent.filter((s) => s.phone === e164(phone)).at(-1);
      if (!hit) throw new Error(`no code sent to ${phone}`);
      return hit.code;
    },
  };
  return sender;
}

/** How the server stores a number typed in the tests (CN region). */
export const e164 = (phone: string): string => toE164(phone, 'CN') ?? phone;

let seq = 0;
/** Distinct usernames, phones and addresses per test, so tests in one file do not collide. */
export const unique = {
  name: (base = 'user') => `${base}${Date.now().toString(36)}${(seq += 1)}`,
  phone: () =>
    `139${String(Date.now() % 1e5).padStart(5, '0')}${String((seq += 1) % 1000).padStart(3, '0')}`,
  ip: () => `10.0.${Math.floor((seq += 1) / 250) % 250}.${seq % 250}`,
};

/** POST register with any body (tests send malformed ones too). */
export async function register(
  t: TestApp,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) {
  return t.raw(userApi.register, { body, remoteAddress });
}

export async function login(
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return t.api(userApi.login, { body: { username, password }, remoteAddress });
}

/** Registers a fresh user and answers its name and a token. */
export async function signedInUser(t: TestApp, password = 'lantern-quiet-7') {
  const username = unique.name();
  const reg = await register(t, { username, password });
  if (!reg.data) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const res = await login(t, username, password, unique.ip());
  if (!res.data) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { username, password, uuid: reg.data.uuid, token: res.data.access_token };
}

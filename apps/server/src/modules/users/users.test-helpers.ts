import type { TestApp } from '../../test/test-app.ts';
import type { SmsSender } from './sms-sender.ts';

/** An SMS sender that keeps what it sent, so tests can read the codes; `fail` makes it throw. */
export function recordingSmsSender() {
  const sent: { phone: string; code: string }[] = [];
  const sender: SmsSender & { sent: typeof sent; fail: boolean; lastCode(phone: string): string } =
    {
      sent,
      fail: false,
      async send(phone, code) {
        if (sender.fail) throw new Error('provider down');
        sent.push({ phone, code });
      },
      lastCode(phone) {
        const hit = sent.filter((s) => s.phone === phone).at(-1);
        if (!hit) throw new Error(`no code sent to ${phone}`);
        return hit.code;
      },
    };
  return sender;
}

let seq = 0;
/** Distinct usernames, phones and addresses per test, so tests in one file do not collide. */
export const unique = {
  name: (base = 'user') => `${base}${Date.now().toString(36)}${(seq += 1)}`,
  phone: () =>
    `139${String(Date.now() % 1e5).padStart(5, '0')}${String((seq += 1) % 1000).padStart(3, '0')}`,
  ip: () => `10.0.${Math.floor((seq += 1) / 250) % 250}.${seq % 250}`,
};

export async function register(
  t: TestApp,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) {
  return t.call({ method: 'POST', url: '/api/user/register', payload: body, remoteAddress });
}

export async function login(
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return t.call({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    remoteAddress,
  });
}

/** Registers a fresh user and answers its name and a token. */
export async function signedInUser(t: TestApp, password = 'lantern-quiet-7') {
  const username = unique.name();
  const reg = await register(t, { username, password });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const res = await login(t, username, password, unique.ip());
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return {
    username,
    password,
    uuid: reg.body.data.uuid as string,
    token: res.body.data.access_token as string,
  };
}

import {
  adminApi,
  adviceApi,
  monitorApi,
  articleApi,
  chatApi,
  robotApi,
  socialApi,
  userApi,
} from '@robot/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../src/modules/directories/directories.test-helpers.ts';
import { robotForm } from '../src/modules/robots/robots.test-helpers.ts';
import {
  ADMIN,
  newUser,
  signIn,
  startDeployment,
  unique,
  type Deployment,
  type Via,
} from './harness/deployment.ts';
import { codeOf, multipart } from './harness/http-client.ts';

/**
 * Every limit, quota and cache of the server, counted once for two instances: the same client's calls
 * go to A and B in turn (through nginx), and the limit holds for the sum. Each limit is set low here
 * so that a handful of calls reaches it; a limit counted per instance would let twice as many through.
 */
const LIMITS = {
  LOGIN_MAX_PER_ACCOUNT: '3',
  LOGIN_MAX_PER_IP: '4',
  REGISTER_MAX_PER_IP: '3',
  CHAT_RATE_PER_MINUTE: '3',
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '1',
  ROBOTS_MAX_PER_USER: '2',
  ROBOT_SAVES_PER_MINUTE: '3',
  DIRECTORY_SUBMITS_PER_DAY: '2',
  DIRECTORY_SAVES_PER_MINUTE: '3',
  KNOWLEDGE_MAX_CHARS_PER_USER: '2000',
  IMAGE_UPLOADS_PER_DAY: '2',
  WECHAT_CONFIG_RATE_PER_MINUTE: '3',
  CHAT_KNOWLEDGE_QUESTIONS_MAX: '2',
  KNOWLEDGE_UPLOADS_PER_DAY: '2',
  CREDITS_NEW_USER_GRANT: '2',
};

let d: Deployment;
let a: Via;
let b: Via;

beforeAll(async () => {
  d = await startDeployment({ name: 'ops_two_instances_limits', env: LIMITS });
  [a, b] = d.via as [Via, Via];
});
afterAll(async () => {
  await d?.close();
});

/** `n` tries, on A and B in turn; answers each try's envelope code. */
async function alternate(n: number, attempt: (via: Via, i: number) => Promise<number>) {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push(await attempt(i % 2 === 0 ? a : b, i));
  return codes;
}

/** Credits for a user whose test asks more than the small new-user grant of this file. */
async function grant(uuid: string, amount: number) {
  const admin = await signIn(a, ADMIN.username, ADMIN.password);
  const res = await b.call(adminApi.creditsGrant, {
    token: admin,
    body: { uuid, amount, reason: 'ops test' },
  });
  expect(res.code).toBe(200);
}

const ask = (via: Via, token: string, message = 'hello', signal?: AbortSignal) =>
  via.http(chatApi.stream.path, {
    method: 'POST',
    token,
    body: { conversationId: 'new_conversation', message },
    ...(signal ? { signal } : {}),
  });

describe('limits and quotas shared by two instances behind nginx', () => {
  it('sign-in brake: the account tries of A and B add up', async () => {
    const user = await newUser(d);
    const codes = await alternate(4, (via) =>
      via
        .call(userApi.login, {
          body: { username: user.username, password: 'wrong-password-1' },
          from: unique.address(),
        })
        .then((r) => r.code),
    );
    expect(codes).toEqual([10410, 10410, 10410, 10429]);
  });

  it('sign-in brake: the password tries of one address on A and B add up, whatever the account', async () => {
    const users = [await newUser(d), await newUser(d), await newUser(d)];
    const from = unique.address();
    const codes = await alternate(5, (via, i) =>
      via
        .call(userApi.login, {
          body: { username: users[i % users.length]!.username, password: 'wrong-password-2' },
          from,
        })
        .then((r) => r.code),
    );
    expect(codes).toEqual([10410, 10410, 10410, 10410, 10429]);
  });

  it('sign-ups per client address add up, and each address forwarded by nginx counts apart', async () => {
    const from = unique.address();
    const codes = await alternate(4, (via) =>
      via
        .call(userApi.register, {
          body: { username: unique.name(), password: 'lantern-quiet-7' },
          from,
        })
        .then((r) => r.code),
    );
    expect(codes).toEqual([201, 201, 201, 10429]);
    const elsewhere = await b.call(userApi.register, {
      body: { username: unique.name(), password: 'lantern-quiet-7' },
      from: unique.address(),
    });
    expect(elsewhere.code).toBe(201);
  });

  it('SMS cool-down: a code sent by A holds B back', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const first = await a.call(userApi.smsSend, { params: { phone }, from: unique.address() });
    expect(first.code).toBe(200);
    const second = await b.call(userApi.smsSend, { params: { phone }, from: unique.address() });
    expect(second.code).toBe(10429);
  });

  it('chat answers per minute add up', async () => {
    const user = await newUser(d);
    await grant(user.uuid, 100);
    const codes = await alternate(4, (via) => ask(via, user.token).then(codeOf));
    expect(codes).toEqual([200, 200, 200, 10429]);
  });

  it('answers running at once: one running on A leaves none for B until it ends', async () => {
    const user = await newUser(d);
    await grant(user.uuid, 100);
    d.ai.setMode('stallBeforeFirstToken');
    const hangUp = new AbortController();
    try {
      const asked = d.ai.requests.length;
      const running = ask(a, user.token, 'a long one', hangUp.signal);
      // the first answer is running once the model has been asked
      for (let i = 0; i < 400 && d.ai.requests.length === asked; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(codeOf(await ask(b, user.token, 'a second one'))).toBe(10429);
      expect(codeOf(await ask(a, user.token, 'a third one'))).toBe(10429);
      hangUp.abort();
      await running;
    } finally {
      d.ai.setMode('ok');
    }
    // Once the first answer ends (its client went away), the slot is free again, on either instance.
    let code = 0;
    for (let i = 0; i < 40 && code !== 200; i += 1) {
      code = codeOf(await ask(b, user.token, 'now'));
      if (code !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(code).toBe(200);
  });

  it('per-user limits set by the admin on one instance hold on both (daily asks)', async () => {
    const user = await newUser(d);
    await grant(user.uuid, 100);
    const admin = await signIn(a, ADMIN.username, ADMIN.password);
    const set = await a.call(adminApi.userUpdate, {
      token: admin,
      body: { uuid: user.uuid, limits: { dailyAsks: 2 } },
    });
    expect(set.code).toBe(200);
    const codes = await alternate(3, (via) => ask(via, user.token).then(codeOf));
    expect(codes).toEqual([200, 200, 10429]);
  });

  it('AI writing: 3 uses of a kind in all', async () => {
    const user = await newUser(d);
    const codes = await alternate(4, (via) =>
      via
        .http(adviceApi.robotName.path, {
          method: 'POST',
          token: user.token,
          body: { message: 'A robot that tells jokes', userUUID: user.uuid },
        })
        .then(codeOf),
    );
    expect(codes).toEqual([200, 200, 200, 10429]);
    const times = await b.call(adviceApi.timesGet, {
      token: user.token,
      params: { userUUID: user.uuid },
    });
    expect(times.data!.robotNameTimes).toBe(3);
  });

  it('robots per user and robot saves per minute add up', async () => {
    const owner = await newUser(d);
    const creates = await alternate(3, (via, i) =>
      via
        .call(robotApi.newOrUpdate, {
          token: owner.token,
          body: robotForm({ robotName: `Quota ${i}` }) as never,
        })
        .then((r) => r.code),
    );
    expect(creates).toEqual([201, 201, 10429]);

    const editor = await newUser(d);
    const made = await a.call(robotApi.newOrUpdate, {
      token: editor.token,
      body: robotForm({ robotName: 'Edited' }) as never,
    });
    expect(made.code).toBe(201);
    const uuid = made.data!.uuid;
    const saves = await alternate(3, (via, i) =>
      via
        .call(robotApi.newOrUpdate, {
          token: editor.token,
          body: robotForm({ uuid, robotName: `Edited ${i}` }) as never,
        })
        .then((r) => r.code),
    );
    expect(saves).toEqual([200, 200, 10429]);
  });

  it('directory submissions per day add up', async () => {
    const user = await newUser(d);
    const codes = await alternate(3, (via, i) =>
      via
        .call(articleApi.submit, { token: user.token, body: articleForm({ title: `Day ${i}` }) })
        .then((r) => r.code),
    );
    expect(codes).toEqual([201, 201, 10429]);
  });

  it('directory saves per minute (submits and edits) add up', async () => {
    const user = await newUser(d);
    const made = await a.call(articleApi.submit, {
      token: user.token,
      body: articleForm({ title: 'Edited often' }),
    });
    expect(made.code).toBe(201);
    const uuid = made.data!.uuid;
    const codes = await alternate(3, (via, i) =>
      via
        .call(articleApi.editing, {
          token: user.token,
          body: { ...articleForm({ title: `Edited ${i}` }), uuid },
        })
        .then((r) => r.code),
    );
    expect(codes).toEqual([200, 200, 10429]);
  });

  it('the knowledge characters of a user add up over robots saved on A and B', async () => {
    const owner = await newUser(d);
    const knowledge = (n: number) => 'k'.repeat(n);
    const save = (via: Via, over: Record<string, unknown>) =>
      via
        .call(robotApi.newOrUpdate, {
          token: owner.token,
          body: robotForm({ type: 2, ...over }) as never,
        })
        .then((r) => ({ code: r.code, msg: r.msg, uuid: r.data?.uuid }));
    const first = await save(a, { robotName: 'First half', knowledgeBase: knowledge(900) });
    expect(first.code).toBe(201);
    const second = await save(b, { robotName: 'Second half', knowledgeBase: knowledge(900) });
    expect(second.code).toBe(201);
    // 900 + 900 stored; growing the first to 1,200 makes 2,100 of the 2,000 allowed (a fourth save
    // would meet the 3 saves a minute instead, so the refusal is told apart by its message)
    const grown = await save(b, {
      uuid: first.uuid,
      robotName: 'First half',
      knowledgeBase: knowledge(1200),
    });
    expect(grown).toMatchObject({ code: 10429, msg: 'errors.knowledgeQuotaExceeded' });
  });

  it('a route-level limit (error reports: 20 a minute per address) adds up', async () => {
    const from = unique.address();
    const body = { errorCode: 'E_OPS', errorMessage: 'ops test', deviceInfoJson: '{}' };
    const codes = await alternate(21, (via) =>
      via.call(monitorApi.errorAlert, { body, from }).then((r) => r.code),
    );
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(10429);
  });

  it('image uploads per day add up; the files land in the S3 bucket', async () => {
    const user = await newUser(d);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const urls: string[] = [];
    const codes = await alternate(3, async (via) => {
      const { body, headers } = multipart('file', 'p.png', 'image/png', png);
      const res = await via.http('/api/upload/image', { token: user.token, body, headers });
      const code = codeOf(res);
      if (code === 200) urls.push((JSON.parse(res.text) as { data: { url: string } }).data.url);
      return code;
    });
    expect(codes).toEqual([200, 200, 10429]);
    for (const url of urls) {
      expect(url.startsWith(`${d.s3.endpoint}/${d.s3.bucket}/`)).toBe(true);
      const stored = await fetch(url);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toBe('image/png');
    }
  });

  it('upload size: nginx passes a 3.5 MB file to the app (10413), refuses 5 MB itself (413)', async () => {
    const user = await newUser(d);
    const { body, headers } = multipart('file', 'big.png', 'image/png', Buffer.alloc(3_500_000, 1));
    const byApp = await a.http('/api/upload/image', { token: user.token, body, headers });
    expect(codeOf(byApp)).toBe(10413);
    const huge = multipart('file', 'huge.png', 'image/png', Buffer.alloc(5_000_000, 1));
    const byNginx = await b.http('/api/upload/image', {
      token: user.token,
      body: huge.body,
      headers: huge.headers,
    });
    expect(byNginx.status).toBe(413);
  });

  it('WeChat: one token and one ticket for both instances; the per-address rate adds up', async () => {
    const from = unique.address();
    const page = `${d.nginx.url}/robot/share-me`;
    const codes = await alternate(4, (via) =>
      via.call(socialApi.weChatConfig, { query: { url: page }, from }).then((r) => r.code),
    );
    expect(codes).toEqual([200, 200, 200, 10429]);
    expect(d.wechat.issued).toEqual({ tokens: 1, tickets: 1 });
  });

  it('view de-duplication: one viewer seen by A and B counts once', async () => {
    const owner = await newUser(d);
    const made = await a.call(robotApi.newOrUpdate, {
      token: owner.token,
      body: robotForm({ robotName: 'Viewed', robotVisibility: 1 }) as never,
    });
    const uuid = made.data!.uuid;
    const viewer = await newUser(d);
    const visitor = { from: unique.address(), headers: { 'user-agent': 'ops-visitor/1.0' } };
    for (const via of [a, b, a, b]) {
      expect(
        (await via.call(robotApi.detailSimple, { params: { uuid }, token: viewer.token })).code,
      ).toBe(200);
      expect((await via.call(robotApi.detailSimple, { params: { uuid }, ...visitor })).code).toBe(
        200,
      );
    }
    const seen = await b.call(robotApi.get, { params: { uuid }, token: owner.token });
    expect(seen.data!.viewCount).toBe(2);
  });

  it('credits: a balance spent on A and B is one balance', async () => {
    const user = await newUser(d);
    const codes = await alternate(3, (via) => ask(via, user.token).then(codeOf));
    expect(codes).toEqual([200, 200, 10402]);
  });

  it('questions to a knowledge robot per asker add up', async () => {
    const owner = await newUser(d);
    const made = await a.call(robotApi.newOrUpdate, {
      token: owner.token,
      body: robotForm({
        robotName: 'Knows things',
        type: 2,
        knowledgeBase: 'The lighthouse keeper counts ships every night. '.repeat(20),
      }) as never,
    });
    expect(made.code).toBe(201);
    const asker = await newUser(d);
    await grant(asker.uuid, 100);
    const codes = await alternate(3, (via) =>
      via
        .http(chatApi.stream.path, {
          method: 'POST',
          token: asker.token,
          body: {
            conversationId: 'new_conversation',
            robotUUID: made.data!.uuid,
            message: 'who counts ships?',
          },
        })
        .then(codeOf),
    );
    expect(codes).toEqual([200, 200, 10429]);
  });

  it('knowledge files read per day add up', async () => {
    const user = await newUser(d);
    const text = Buffer.from('Knowledge for a robot, one line of plain text.\n');
    const codes = await alternate(3, (via) => {
      const { body, headers } = multipart('file', 'k.txt', 'text/plain', text);
      return via.http('/api/extract/file', { token: user.token, body, headers }).then(codeOf);
    });
    expect(codes).toEqual([200, 200, 10429]);
  });

  it('contact messages per client address add up', async () => {
    const from = unique.address();
    const codes = await alternate(6, (via, i) =>
      via
        .call(userApi.requirementCreate, {
          from,
          body: {
            type: 'message',
            name: 'Ops',
            requirement: `A message from the two-instance test, number ${i}.`,
            email: 'ops@example.com',
          },
        })
        .then((r) => r.code),
    );
    expect(codes).toEqual([201, 201, 201, 201, 201, 10429]);
  });
});

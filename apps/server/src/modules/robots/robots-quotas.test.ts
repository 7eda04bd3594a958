import { filesApi, robotApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { postFile } from '../files/files.test-helpers.ts';
import { image } from '../uploads/uploads.test-helpers.ts';
import {
  adminEnv,
  createRobot,
  createUser,
  robotForm,
  saveRobot,
  signInAdmin,
  type TestUser,
} from './robots.test-helpers.ts';

const quotaEnv = {
  ...adminEnv,
  ROBOTS_MAX_PER_USER: '3',
  KNOWLEDGE_MAX_CHARS_PER_USER: '1000',
  ROBOT_SAVES_PER_MINUTE: '1000',
  KNOWLEDGE_UPLOADS_PER_DAY: '2',
  IMAGE_UPLOADS_PER_DAY: '2',
};

const knowledge = (chars: number) => robotForm({ type: 2, knowledgeBase: '知'.repeat(chars) });

const mineTotal = async (t: TestApp, user: TestUser): Promise<number> =>
  (await t.api(robotApi.mine, { query: { limit: 999, ownerUUID: user.uuid }, token: user.token }))
    .data!.total;

describe(`robots: per-user quotas (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(quotaEnv);
  });
  afterAll(() => t.close());

  it('takes ROBOTS_MAX_PER_USER robots and refuses the next with 10429 robotQuotaExceeded', async () => {
    const user = await createUser(t);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) made.push(await createRobot(t, user));
    const over = await saveRobot(t, user.token, robotForm());
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 10429, msg: 'errors.robotQuotaExceeded', data: null });
    expect(await mineTotal(t, user)).toBe(3);
    // Editing is not creating: a user at the quota still edits.
    const edit = await saveRobot(t, user.token, robotForm({ uuid: made[0], robotName: 'edited' }));
    expect(edit.status).toBe(200);
    // Deleting one makes room for one.
    expect(
      (await t.api(robotApi.delete, { params: { uuid: made[0]! }, token: user.token })).status,
    ).toBe(200);
    await createRobot(t, user);
    expect((await saveRobot(t, user.token, robotForm())).body.msg).toBe(
      'errors.robotQuotaExceeded',
    );
  });

  it('does not overshoot the robot quota with parallel creates', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => saveRobot(t, user.token, robotForm())),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 10429)).toHaveLength(9);
    expect(await mineTotal(t, user)).toBe(3);
  });

  it('takes knowledge up to KNOWLEDGE_MAX_CHARS_PER_USER over all robots, not one more', async () => {
    const user = await createUser(t);
    const first = await createRobot(t, user, { type: 2, knowledgeBase: '知'.repeat(600) });
    await createRobot(t, user, { type: 2, knowledgeBase: '识'.repeat(400) }); // exactly 1000
    const over = await saveRobot(t, user.token, knowledge(1));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 10429, msg: 'errors.knowledgeQuotaExceeded', data: null });
    // A robot without knowledge still fits (the robot quota is 3).
    const plain = await createRobot(t, user);

    // An edit that grows the knowledge past the quota is refused and changes nothing ...
    const grow = await saveRobot(t, user.token, { ...knowledge(601), uuid: first });
    expect(grow.body.msg).toBe('errors.knowledgeQuotaExceeded');
    const stored = await t.api(robotApi.get, { params: { uuid: first }, token: user.token });
    expect((stored.data as { knowledgeBase?: string }).knowledgeBase).toHaveLength(600);
    // ... one that shrinks it passes, and frees the room for another robot's growth.
    const shrink = await saveRobot(t, user.token, { ...knowledge(500), uuid: first });
    expect(shrink.status).toBe(200);
    const fill = await saveRobot(t, user.token, { ...knowledge(100), uuid: plain });
    expect(fill.status).toBe(200);
    expect((await saveRobot(t, user.token, { ...knowledge(101), uuid: plain })).body.msg).toBe(
      'errors.knowledgeQuotaExceeded',
    );
  });

  it('counts characters, not bytes or UTF-16 units', async () => {
    const user = await createUser(t);
    // 1000 emoji: 2000 UTF-16 units, 4000 bytes, 1000 characters.
    await createRobot(t, user, { type: 2, knowledgeBase: '😀'.repeat(1000) });
    expect((await saveRobot(t, user.token, knowledge(1))).body.msg).toBe(
      'errors.knowledgeQuotaExceeded',
    );
  });

  it('does not overshoot the knowledge quota with parallel creates', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => saveRobot(t, user.token, knowledge(400))),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    const mine = await t.api(robotApi.mine, {
      query: { limit: 999, ownerUUID: user.uuid },
      token: user.token,
    });
    expect(mine.data!.total).toBe(2);
  });

  it('holds a superuser to no robot or knowledge quota', async () => {
    const admin = await signInAdmin(t);
    for (let i = 0; i < 4; i += 1) {
      const res = await saveRobot(t, admin.token, knowledge(400));
      expect(res.status).toBe(201);
    }
  });

  it('caps knowledge files sent for extraction per user per day (10429 uploadQuotaExceeded)', async () => {
    const user = await createUser(t);
    const send = (who: TestUser) =>
      postFile(t, filesApi.extractFile, who.token, 'kb.txt', Buffer.from('知识库内容'), '10.9.0.1');
    expect((await send(user)).status).toBe(200);
    expect((await send(user)).status).toBe(200);
    const over = await send(user);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 10429, msg: 'errors.uploadQuotaExceeded', data: null });
    // Another user has their own day; a superuser has none.
    expect((await send(await createUser(t))).status).toBe(200);
    const admin = await signInAdmin(t);
    for (let i = 0; i < 3; i += 1) expect((await send(admin)).status).toBe(200);
    // Without a session the route answers 10401 as before, uncounted.
    expect(
      (await postFile(t, filesApi.extractFile, undefined, 'kb.txt', Buffer.from('x'))).status,
    ).toBe(401);
  });

  it('caps portrait uploads and upload instructions per user per day', async () => {
    const user = await createUser(t);
    const png = await image.png();
    const upload = () => postFile(t, filesApi.uploadImage, user.token, 'p.png', png, '10.9.0.2');
    expect((await upload()).status).toBe(200);
    expect((await upload()).status).toBe(200);
    expect((await upload()).body.msg).toBe('errors.uploadQuotaExceeded');
    const sign = () =>
      t.api(filesApi.signature, {
        query: { filename: 'p.png', contentType: 'image/png', size: '1000' },
        token: user.token,
      });
    expect((await sign()).status).toBe(200);
    expect((await sign()).status).toBe(200);
    expect((await sign()).body).toMatchObject({ code: 10429, msg: 'errors.uploadQuotaExceeded' });
  });
});

describe(`robots: saves per minute (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...adminEnv, ROBOT_SAVES_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('takes ROBOT_SAVES_PER_MINUTE creates and edits, then answers 10429 tooManyRequests', async () => {
    const user = await createUser(t);
    const uuid = await createRobot(t, user);
    for (let i = 0; i < 2; i += 1) {
      expect((await saveRobot(t, user.token, robotForm({ uuid }))).status).toBe(200);
    }
    const over = await saveRobot(t, user.token, robotForm({ uuid, robotName: 'late' }));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    expect(
      (await t.api(robotApi.get, { params: { uuid }, token: user.token })).data!.robotName,
    ).not.toBe('late');
    // Per user: another user saves.
    await createRobot(t, await createUser(t));
  });

  it('exempts superusers', async () => {
    const admin = await signInAdmin(t);
    for (let i = 0; i < 5; i += 1) await createRobot(t, admin);
  });
});

import { robotApi, userApi } from '@robot/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { login, signedInUser, unique } from '../users/users.test-helpers.ts';

export interface TestUser {
  uuid: string;
  username: string;
  token: string;
}

/**
 * Settings for a test app in which a user may save as many robots as a test needs (the quotas and the
 * save rate have their own tests in robots-quotas.test.ts).
 */
export const noRobotQuotas = {
  ROBOTS_MAX_PER_USER: '100000',
  ROBOT_SAVES_PER_MINUTE: '100000',
  KNOWLEDGE_MAX_CHARS_PER_USER: '1000000000',
};

/** A fresh signed-in user, made through the API. */
export const createUser = (t: TestApp): Promise<TestUser> => signedInUser(t);

export const ADMIN = { username: 'rootadmin', password: 'rootsecret1' };
/** The env that makes the app seed a superuser (pass it to createTestApp). */
export const adminEnv = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

/** The superuser seeded from `adminEnv`, signed in. */
export async function signInAdmin(t: TestApp): Promise<TestUser> {
  const res = await login(t, ADMIN.username, ADMIN.password, unique.ip());
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  const token = res.data!.access_token;
  const info = await t.api(userApi.info, { token });
  return { uuid: info.data!.uuid, username: ADMIN.username, token };
}

/** A valid robot form; override any field. */
export function robotForm(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    headportraitUrl: 'https://cdn.example.com/p/robot.png',
    robotName: '测试机器人',
    keywords: 'test,测试',
    robotIntro: 'A robot made by a test',
    robotGuideWords: 'Ask me anything',
    prompt: 'You are helpful.',
    ...over,
  };
}

export const saveRobot = (t: TestApp, token: string | undefined, body: Record<string, unknown>) =>
  t.raw(robotApi.newOrUpdate, { body, token });

/** Creates a robot as `owner` and answers its uuid (fails the test if it cannot). */
export async function createRobot(
  t: TestApp,
  owner: TestUser,
  over: Record<string, unknown> = {},
): Promise<string> {
  const res = await saveRobot(t, owner.token, robotForm(over));
  expect(res.body).toMatchObject({ code: 201 });
  expect(res.status).toBe(201);
  return res.data!.uuid;
}

/**
 * GET /api/robot/detail/simple/{uuid} as one viewer: a visitor from `ip` (a new address by default,
 * so every call is another visitor and counts a view) or the user of `token`.
 */
export const viewCard = (
  t: TestApp,
  uuid: string,
  from: { ip?: string; token?: string; userAgent?: string } = {},
) =>
  t.api(robotApi.detailSimple, {
    params: { uuid },
    remoteAddress: from.ip ?? unique.ip(),
    ...(from.userAgent ? { headers: { 'user-agent': from.userAgent } } : {}),
    token: from.token,
  });

export const favorite = (t: TestApp, token: string, uuid: string, on = true) =>
  t.api(robotApi.favorite, { body: { uuid, favorite: on }, token });

/** The search, with its query given as an object. */
export function search(t: TestApp, query: Record<string, string | number>, token?: string) {
  return t.raw(robotApi.search, { query, token });
}

import * as contracts from '@robot/contracts';
import { filesApi, userApi, type Endpoint } from '@robot/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createItem } from '../modules/directories/directories.test-helpers.ts';
import { createRobot } from '../modules/robots/robots.test-helpers.ts';
import { signedInUser } from '../modules/users/users.test-helpers.ts';
import { knownIds } from './fuzz-schema-arbitrary.ts';
import { API_DOCS_JSON, API_ROOT } from './paths.ts';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app.ts';
import {
  authChoice,
  jsonBody,
  multipartRequest,
  pathValue,
  queryString,
  type AuthChoice,
} from './fuzz-arbitraries.ts';

/**
 * Every call of the contract, fed malformed, hostile and random input by fast-check: the server must
 * answer a catalogue error (or success), never a 500. Bounded in time per call, not in speed.
 */

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Endpoint).path === 'string' &&
  ((v as Endpoint).method === 'GET' || (v as Endpoint).method === 'POST');

/** Every endpoint the contract package exports, found by shape so a new one is fuzzed unasked. */
function contractEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const group of Object.values(contracts)) {
    if (typeof group !== 'object' || group === null || isEndpoint(group)) continue;
    for (const ep of Object.values(group)) {
      if (isEndpoint(ep) && ep.path.startsWith(`${API_ROOT}/`))
        found.set(`${ep.method} ${ep.path}`, ep);
    }
  }
  return [...found.values()];
}

const MULTIPART = new Set([filesApi.uploadImage.path, filesApi.extractFile.path]);

const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const s = schema as unknown as { shape?: Record<string, unknown> };
  return s.shape ? Object.keys(s.shape) : [];
};

/** Time each call may spend being fuzzed; the number of runs is the ceiling, not the goal. */
const TIME_PER_CALL_MS = Number(process.env['FUZZ_MS_PER_CALL'] ?? 2_500);
const RUNS_PER_CALL = Number(process.env['FUZZ_RUNS'] ?? 150);

/**
 * No shrinking (`endOnFailure`): the first failing input is reported as it is. fast-check treats a run
 * cut short by the time limit as a pass, and shrinking could otherwise be the part that gets cut.
 */
const FC_OPTIONS = {
  numRuns: RUNS_PER_CALL,
  interruptAfterTimeLimit: TIME_PER_CALL_MS,
  endOnFailure: true,
} as const;

const endpoints = contractEndpoints();

describe(`fuzz: every call answers a catalogue code, never 500 (${testDatabaseKind})`, () => {
  let t: TestApp;
  const tokens: Record<AuthChoice, string | undefined> = {
    none: undefined,
    user: undefined,
    superuser: undefined,
    garbage: 'not-a-real-token-' + 'x'.repeat(40),
  };

  const signIn = async (username: string, password: string) => {
    const res = await t.api(userApi.login, {
      body: { username, password },
      remoteAddress: '10.9.9.9',
    });
    return res.data?.access_token;
  };
  /**
   * One fuzzed request as generated: its path values and query string go out as they are (the typed
   * client would encode them), so it is sent with app.inject.
   */
  const send = (opts: {
    method: Endpoint['method'];
    url: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
    token: string | undefined;
    remoteAddress: string;
  }) =>
    t.app.inject({
      method: opts.method,
      url: opts.url,
      remoteAddress: opts.remoteAddress,
      ...(opts.payload === undefined ? {} : { payload: opts.payload }),
      headers: {
        ...opts.headers,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
    });
  const user = { username: '', password: '' };

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'fuzzadmin', ADMIN_PASSWORD: 'Fuzz-Admin-Pass-91' });
    const owner = await signedInUser(t);
    Object.assign(user, owner);
    knownIds.push(
      owner.uuid,
      await createRobot(t, owner, { robotName: 'fuzz public' }),
      await createRobot(t, owner, { robotName: 'fuzz private', robotVisibility: 2 }),
      // one item of each directory, so that item calls reach a real one too
      await createItem(t, 'aitool', owner.token),
      await createItem(t, 'article', owner.token),
      await createItem(t, 'xky', owner.token),
    );
  });
  // Fresh sessions for every call: fuzzing the logout calls revokes the tokens they are sent with.
  beforeEach(async () => {
    tokens.user = await signIn(user.username, user.password);
    tokens.superuser = await signIn('fuzzadmin', 'Fuzz-Admin-Pass-91');
  });
  afterAll(() => t?.close());

  it('fuzzes every registered /api route (a route outside the contract would go unfuzzed)', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_DOCS_JSON });
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const registered = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const fuzzed = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    expect(registered.filter((r) => !fuzzed.has(r))).toEqual([]);
    expect(tokens.user, 'the user signs in').toBeTypeOf('string');
    expect(tokens.superuser, 'the superuser signs in').toBeTypeOf('string');
  });

  let addr = 0;
  const nextAddress = () => {
    addr += 1;
    return `10.${(addr >> 16) & 255}.${(addr >> 8) & 255}.${addr & 255}`;
  };

  const check = (label: string, status: number, payload: string) => {
    let code: number | undefined;
    try {
      code = (JSON.parse(payload) as { code?: number }).code;
    } catch {
      code = undefined;
    }
    if (status >= 500 && status !== 502 && status !== 503) {
      throw new Error(`${label} answered HTTP ${status}: ${payload.slice(0, 300)}`);
    }
    if (code === 10500) throw new Error(`${label} answered 10500: ${payload.slice(0, 300)}`);
  };

  for (const ep of endpoints) {
    const params = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    it(`${ep.method} ${ep.path}`, async () => {
      const fillPath = (values: string[]) =>
        params.reduce((p, name, i) => p.replace(`{${name}}`, values[i] ?? 'x'), ep.path);
      const pathArb = fc.array(pathValue(), {
        minLength: params.length,
        maxLength: params.length,
      });

      if (MULTIPART.has(ep.path)) {
        await fc.assert(
          fc.asyncProperty(authChoice(), pathArb, multipartRequest(), async (who, values, mp) => {
            const res = await send({
              method: 'POST',
              url: fillPath(values),
              headers: mp.headers,
              payload: mp.body,
              token: tokens[who],
              remoteAddress: nextAddress(),
            });
            if (process.env.FUZZ_DEBUG)
              console.log(ep.path, who, mp.label, res.statusCode, res.body.slice(0, 120));
            check(`${ep.method} ${ep.path} (${who}, ${mp.label})`, res.statusCode, res.body);
          }),
          FC_OPTIONS,
        );
        return;
      }

      await fc.assert(
        fc.asyncProperty(
          authChoice(),
          pathArb,
          queryString(keysOf(ep.query)),
          ep.method === 'POST' ? jsonBody(keysOf(ep.body), ep.body) : fc.constant(undefined),
          async (who, values, qs, body) => {
            const res = await send({
              method: ep.method,
              url: fillPath(values) + qs,
              ...(body ? { headers: body.headers, payload: body.payload } : {}),
              token: tokens[who],
              remoteAddress: nextAddress(),
            });
            if (process.env.FUZZ_DEBUG)
              console.log(ep.path, who, res.statusCode, res.body.slice(0, 100));
            check(`${ep.method} ${ep.path}${qs} (${who})`, res.statusCode, res.body);
          },
        ),
        FC_OPTIONS,
      );
    });
  }
});

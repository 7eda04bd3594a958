import { filesApi } from '@robot/contracts';
import { symbols } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.ts';
import { signedInUser, unique } from '../modules/users/users.test-helpers.ts';

const ROUTES = [filesApi.uploadImage, filesApi.extractFile] as const;
const BOUNDARY = '----robotMalformed';

/** The log lines the app writes while a test runs (pino's stream is shared by every request's child). */
function captureLog(t: TestApp) {
  const stream = (t.app.log as unknown as Record<symbol, { write(s: string): unknown }>)[
    symbols.streamSym
  ]!;
  const original = stream.write;
  const lines: { level: number; msg?: string }[] = [];
  stream.write = (s: string) => {
    for (const line of s.split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  };
  return {
    lines,
    /** pino levels: 30 info, 40 warn, 50 error */
    maxLevel: () => Math.max(0, ...lines.map((l) => l.level)),
    restore: () => {
      stream.write = original;
    },
  };
}

const head = (filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\n';

/** Requests that are multipart by their type but not by their body. */
const malformed: [string, { headers: Record<string, string>; payload: string | Buffer }][] = [
  [
    'an empty body',
    { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: '' },
  ],
  ['no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' }],
  [
    'an empty boundary',
    { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: 'abc' },
  ],
  [
    'a part cut off before its end',
    {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `${head('a.png')}\x89PNG half a file`,
    },
  ],
  [
    'a part cut off in its headers',
    {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`,
    },
  ],
  [
    'a body that is not multipart at all',
    {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: 'hello, this is not a form',
    },
  ],
];

describe(`malformed multipart on the upload calls (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  let log: ReturnType<typeof captureLog>;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' });
    token = (await signedInUser(t)).token;
  });
  afterEach(() => log?.restore());
  afterAll(() => t.close());

  for (const route of ROUTES) {
    for (const [what, request] of malformed) {
      it(`${route.path}: ${what} answers 10400 and logs nothing above info`, async () => {
        log = captureLog(t);
        const { status, body } = await t.raw(route, {
          token,
          remoteAddress: unique.ip(),
          headers: request.headers,
          body: request.payload,
        });
        expect(status).toBe(400);
        // An empty body is an empty form: the file is what is missing.
        const data = what === 'an empty body' ? { fields: { file: 'validation.required' } } : null;
        expect(body).toEqual({ code: 10400, msg: 'errors.invalidInput', data });
        if (data === null) {
          expect(log.lines).toContainEqual(
            expect.objectContaining({ level: 30, msg: 'multipart upload refused' }),
          );
        }
        expect(log.maxLevel()).toBeLessThanOrEqual(30);
        expect(JSON.stringify(log.lines)).not.toContain('"stack"');
      });
    }
  }
});

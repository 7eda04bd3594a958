import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOfZod, uuidValue } from './fuzz-schema-arbitrary.ts';

/** fast-check generators of hostile HTTP input for the fuzz test (fuzz.test.ts). */

export type AuthChoice = 'none' | 'user' | 'superuser' | 'garbage';

export const authChoice = (): fc.Arbitrary<AuthChoice> =>
  fc.constantFrom<AuthChoice>('none', 'user', 'superuser', 'garbage');

/** Strings that have broken parsers before: traversal, encodings, controls, huge and odd numbers. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF\u202E\u200B',
  '%E0%A4%A',
  '%',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example',
  '9'.repeat(400),
  '-1',
  '1e309',
  '0x10',
  'NaN',
  'null',
  'true',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  '机器人',
  '😀'.repeat(30),
  'a'.repeat(5000),
  '00000000-0000-4000-8000-000000000000',
);

const anyString = fc.oneof(
  nastyString,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, 1e308),
  fc.boolean(),
  fc.constant(null),
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

export const pathValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    uuidValue(),
    uuidValue(),
    anyString.map((s) => encodeURIComponent(s) || 'x'),
    nastyString.filter((s) => s.length > 0 && !s.includes('/') && !s.includes('?')),
  );

/** A query string over the call's own keys (and a stranger), with repeated and odd values. */
export const queryString = (keys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...keys, 'x', '__proto__', 'limit[0]'), anyString),
          anyString,
        ),
        { maxLength: 6 },
      )
      .map((pairs) => {
        if (pairs.length === 0) return '';
        return (
          '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
        );
      }),
    nastyString.map((s) => `?${s}`),
  );

export interface FuzzBody {
  headers: Record<string, string>;
  payload: string;
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
);

/** Values a real client sends: short text, small numbers, ids, flags, lists of words. */
const plausible: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'hello',
    '你好',
    'Robot helper',
    'public',
    'private',
    'message',
    'openai_api',
    'user',
  ),
  fc.uuid().map(String),
  fc.integer({ min: 0, max: 30 }),
  fc.boolean(),
  fc.array(fc.constantFrom('hi', '你好吗', 'what can you do?'), { maxLength: 3 }),
  fc.constant('a@example.com'),
  fc.constant('13800000001'),
);

/** JSON bodies shaped like the call's own (its keys, random values), random JSON, and broken JSON. */
export const jsonBody = (keys: string[], schema: z.ZodType | undefined): fc.Arbitrary<FuzzBody> => {
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.oneof(fc.constantFrom(...keys), anyString), jsonValue, { maxKeys: 8 })
      : fc.dictionary(anyString, jsonValue, { maxKeys: 4 });
  const json = (ct: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.tuple(ct, value).map(([type, v]) => ({
      headers: { 'content-type': type },
      payload: JSON.stringify(v) ?? 'null',
    }));
  // every key present with a realistic value (often valid, so the handler itself runs) or a hostile one
  const complete =
    keys.length > 0
      ? fc.record(
          Object.fromEntries(
            keys.map((k) => [k, fc.oneof({ arbitrary: plausible, weight: 4 }, jsonValue)]),
          ),
        )
      : shaped;
  const valid = schema ? arbitraryOfZod(schema) : complete;
  return fc.oneof(
    { arbitrary: json(fc.constant('application/json'), valid), weight: 6 },
    { arbitrary: json(fc.constant('application/json'), complete), weight: 3 },
    { arbitrary: json(fc.constant('application/json'), shaped), weight: 3 },
    { arbitrary: json(fc.constant('application/json'), jsonValue), weight: 2 },
    { arbitrary: json(contentTypes, shaped), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          contentTypes,
          fc.oneof(anyString, fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}')),
        )
        .map(([type, payload]) => ({ headers: { 'content-type': type }, payload })),
      weight: 2,
    },
  );
};

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF_HEAD = Buffer.from('%PDF-1.4\n');
const ZIP_HEAD = Buffer.from('504b0304', 'hex');

export interface MultipartCase {
  label: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Multipart bodies: well-formed with hostile files, and broken (no boundary, truncated, empty). */
export const multipartRequest = (): fc.Arbitrary<MultipartCase> => {
  const content = fc
    .tuple(
      fc.constantFrom(Buffer.alloc(0), PNG_HEAD, PDF_HEAD, ZIP_HEAD, Buffer.from('<svg')),
      fc.uint8Array({ maxLength: 2048 }),
    )
    .map(([head, rest]) => Buffer.concat([head, Buffer.from(rest)]));
  const filename = fc.oneof(
    fc.constantFrom('a.png', 'a.pdf', 'a.docx', 'a.txt', 'a.svg', 'a.exe', '../../a.png', ''),
    anyString,
  );
  return fc
    .record({
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,40}$/),
      field: fc.constantFrom('file', 'file', 'x', ''),
      filename,
      mime: fc.constantFrom(
        'image/png',
        'application/pdf',
        'text/plain',
        'application/x-msdownload',
        '',
      ),
      content,
      extraField: fc.option(fc.tuple(anyString, anyString)),
      cut: fc.option(fc.nat()),
      header: fc.constantFrom('ok', 'ok', 'ok', 'no-boundary', 'wrong-boundary', 'empty-body'),
    })
    .map((r) => {
      const parts: Buffer[] = [];
      if (r.extraField) {
        parts.push(
          Buffer.from(
            `--${r.boundary}\r\nContent-Disposition: form-data; name="${r.extraField[0]}"\r\n\r\n${r.extraField[1]}\r\n`,
          ),
        );
      }
      parts.push(
        Buffer.from(
          `--${r.boundary}\r\nContent-Disposition: form-data; name="${r.field}"; filename="${r.filename}"\r\n` +
            (r.mime ? `Content-Type: ${r.mime}\r\n` : '') +
            '\r\n',
        ),
        r.content,
        Buffer.from(`\r\n--${r.boundary}--\r\n`),
      );
      let body = Buffer.concat(parts);
      if (r.cut !== null) body = body.subarray(0, r.cut % (body.length + 1));
      if (r.header === 'empty-body') body = Buffer.alloc(0);
      const type =
        r.header === 'no-boundary'
          ? 'multipart/form-data'
          : r.header === 'wrong-boundary'
            ? `multipart/form-data; boundary=${r.boundary}x`
            : `multipart/form-data; boundary=${r.boundary}`;
      return {
        label: `${r.header}${r.cut !== null ? ', cut' : ''}, ${r.field}/${r.filename.slice(0, 20)}`,
        headers: { 'content-type': type },
        body,
      };
    });
};

import { Readable } from 'node:stream';
import { FileLimits, filesApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.ts';
import { multipart, type FileEndpoint } from '../modules/files/files.test-helpers.ts';
import { image } from '../modules/uploads/uploads.test-helpers.ts';
import { signedInUser, unique } from '../modules/users/users.test-helpers.ts';

const UPLOAD = filesApi.uploadImage;
const EXTRACT = filesApi.extractFile;
const LIMIT = FileLimits.maxBytes;

/** A body cut into many small chunks, handed over one at a time as a stream would. */
function chunked(payload: Buffer, size: number): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= payload.length) return void this.push(null);
      const end = Math.min(at + size, payload.length);
      this.push(payload.subarray(at, end));
      at = end;
    },
  });
}

/**
 * A multipart body sent the way a browser or form library streams a file: the part's head, then the
 * file in chunks of `size` counted from the file's first byte (so 3 MB ends exactly on a chunk edge
 * when `size` divides it), then the tail; each chunk a little later than the last.
 */
function streamedForm(name: string, data: Buffer, size: number) {
  const { payload, headers } = multipart(name, data);
  const headLength = payload.indexOf('\r\n\r\n') + 4;
  const pieces = [payload.subarray(0, headLength)];
  for (let at = 0; at < data.length; at += size) {
    pieces.push(data.subarray(at, Math.min(at + size, data.length)));
  }
  pieces.push(payload.subarray(headLength + data.length));
  async function* paced() {
    for (const piece of pieces) {
      await new Promise((resolve) => setImmediate(resolve));
      yield piece;
    }
  }
  return { payload: Readable.from(paced()), headers };
}

/** A valid 1x1 PNG followed by zeros up to `total` bytes: decodable, whatever the length. */
async function paddedPng(total: number): Promise<Buffer> {
  const png = await image.png(1, 1);
  return Buffer.concat([png, Buffer.alloc(total - png.length)]);
}

describe(`the 3 MB limit of the upload calls holds every time (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signedInUser(t)).token;
  });
  afterAll(() => t.close());

  const post = (route: FileEndpoint, name: string, data: Buffer, chunk?: number) => {
    const { payload, headers } = multipart(name, data);
    return t.raw(route, {
      token,
      headers,
      body: chunk ? chunked(payload, chunk) : payload,
      remoteAddress: unique.ip(),
    });
  };

  it('refuses a 3.2 MB padded png with 10413 on each of 24 tries, whole and in small chunks', async () => {
    const big = await paddedPng(Math.round(3.2 * 1024 * 1024));
    const chunks = [undefined, 1024, 4096, 16_384, 65_536, 7919];
    for (let i = 0; i < 24; i++) {
      const chunk = chunks[i % chunks.length];
      const { status, body } = await post(UPLOAD, 'big.png', big, chunk);
      expect({ i, chunk, status, msg: body.msg }).toEqual({
        i,
        chunk,
        status: 413,
        msg: 'errors.fileTooLarge',
      });
    }
  });

  it('refuses it too when the file arrives in chunks that end exactly at 3 MB (the race)', async () => {
    const big = await paddedPng(Math.round(3.2 * 1024 * 1024));
    for (const [route, name] of [
      [UPLOAD, 'big.png'],
      [EXTRACT, 'big.txt'],
    ] as const) {
      const url = route.path;
      for (const chunk of [65_536, 16_384, 1_048_576]) {
        for (let i = 0; i < 8; i++) {
          const form = streamedForm(name, big, chunk);
          const { status, body } = await t.raw(route, {
            token,
            remoteAddress: unique.ip(),
            headers: form.headers,
            body: form.payload,
          });
          expect({ url, chunk, i, status, msg: body.msg }).toEqual({
            url,
            chunk,
            i,
            status: 413,
            msg: 'errors.fileTooLarge',
          });
        }
      }
    }
  });

  it('takes a file of exactly 3 MB and refuses one byte more, whole and chunked', async () => {
    const exact = await paddedPng(LIMIT);
    const over = await paddedPng(LIMIT + 1);
    for (const chunk of [undefined, 1000, 65_536]) {
      for (let i = 0; i < 4; i++) {
        const ok = await post(UPLOAD, 'exact.png', exact, chunk);
        expect({ chunk, status: ok.status }).toEqual({ chunk, status: 200 });
        const no = await post(UPLOAD, 'over.png', over, chunk);
        expect({ chunk, status: no.status, msg: no.body.msg }).toEqual({
          chunk,
          status: 413,
          msg: 'errors.fileTooLarge',
        });
      }
    }
  });

  it(`holds the same limit on ${EXTRACT.path}`, async () => {
    const over = Buffer.alloc(LIMIT + 1, 'a');
    for (const chunk of [undefined, 999, 65_536]) {
      for (let i = 0; i < 4; i++) {
        const no = await post(EXTRACT, 'notes.txt', over, chunk);
        expect({ chunk, status: no.status, msg: no.body.msg }).toEqual({
          chunk,
          status: 413,
          msg: 'errors.fileTooLarge',
        });
      }
    }
    // At the limit the file is read (and then found to hold too much text: another refusal).
    const exact = await post(EXTRACT, 'notes.txt', Buffer.alloc(LIMIT, 'a'), 4096);
    expect(exact.body.msg).toBe('errors.textTooLong');
  });
});

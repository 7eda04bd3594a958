import { filesApi } from '@robot/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { elfBinary, postFile } from '../files/files.test-helpers.ts';
import { signedInUser, unique } from '../users/users.test-helpers.ts';
import { image, svgs } from './uploads.test-helpers.ts';
import { SERVED_UPLOAD_HEADERS } from './uploads.routes.ts';
import { UPLOADS_PER_USER } from './uploads.service.ts';

const UPLOAD = filesApi.uploadImage;
const SIGNATURE = filesApi.signature;
const SERVED = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif|svg)$/;

describe(`POST ${UPLOAD.path}, local driver (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signedInUser(t)).token;
  });
  afterAll(() => t.close());

  const upload = (name: string, data: Buffer) =>
    postFile(t, UPLOAD, token, name, data, unique.ip());
  const fetchServed = (url: string) => t.app.inject({ method: 'GET', url });
  const expectRefused = async (name: string, data: Buffer) => {
    const { status, body } = await upload(name, data);
    expect(status).toBe(415);
    expect(body).toEqual({ code: 10415, msg: 'errors.unsupportedFile', data: null });
  };

  it('re-encodes a png to fit 1024 px and serves it with nosniff, a long cache and a strict CSP', async () => {
    const { status, data: img } = await upload('portrait.png', await image.png(2048, 1024));
    expect(status).toBe(200);
    expect(img!.url).toMatch(SERVED);
    const res = await fetchServed(img!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe(SERVED_UPLOAD_HEADERS['Cache-Control']);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 512]);
  });

  it('never enlarges a small image', async () => {
    const { data: img } = await upload('small.png', await image.png(64, 32));
    const meta = await sharp((await fetchServed(img!.url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([64, 32]);
  });

  it('turns a jpeg by its EXIF orientation and strips the metadata', async () => {
    const original = await image.jpegWithExif(200, 100);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, data: img } = await upload('photo.JPEG', original);
    expect(status).toBe(200);
    expect(img!.url).toMatch(/\.jpg$/);
    const stored = (await fetchServed(img!.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('keeps webp and gif in their format', async () => {
    for (const [name, data, format] of [
      ['a.webp', await image.webp(), 'webp'],
      ['a.gif', await image.gif(), 'gif'],
    ] as const) {
      const { status, data: img } = await upload(name, data);
      expect(status).toBe(200);
      const res = await fetchServed(img!.url);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(res.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('stores an svg as the png drawn from it (512 px), never as svg', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 4 4">' +
      '<script>alert(2)</script><foreignObject><p>x</p></foreignObject>' +
      '<style>circle{fill:url("https://evil.example/x.png")}</style>' +
      '<use href="https://evil.example/x.svg#a"/><circle cx="2" cy="2" r="2" fill="red"/></svg>';
    const { status, data: img } = await upload('logo.svg', Buffer.from(svg));
    expect(status).toBe(200);
    expect(img!.url).toMatch(/\.png$/);
    const res = await fetchServed(img!.url);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 256, top: 256, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
    expect(res.rawPayload.includes('script')).toBe(false);
  });

  it('refuses an svg whose <use> fan-out (8 levels of 10) would draw 10^8 elements, and a <use> cycle', async () => {
    await expectRefused('fan.svg', svgs.fanOut(8, 10));
    await expectRefused(
      'cycle.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><g id="a"><use href="#b"/></g>' +
          '<g id="b"><use href="#a"/></g></svg>',
      ),
    );
    // A modest reuse is fine: 3 levels of 10 is a thousand copies.
    expect((await upload('tiles.svg', svgs.fanOut(3, 10))).status).toBe(200);
  });

  it('checks by content: html named .png, a binary, a damaged image, a mismatched name are 10415', async () => {
    await expectRefused('page.png', Buffer.from('<html><script>alert(1)</script></html>'));
    await expectRefused('page.svg', Buffer.from('<html><script>alert(1)</script></html>'));
    await expectRefused('run.png', elfBinary());
    await expectRefused('run.svg', elfBinary());
    const png = await image.png();
    await expectRefused('broken.png', Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]));
    await expectRefused('named.jpg', png);
    await expectRefused('image.bmp', png);
    await expectRefused('noext', png);
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    await expectRefused('bomb.png', bomb);
  });

  it('answers 10413 past 3 MB, 10400 for a long name, 10401 without a token', async () => {
    const big = await upload('big.png', Buffer.alloc(4 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('errors.fileTooLarge');
    const long = await upload(`${'p'.repeat(56)}.png`, await image.png());
    expect(long.status).toBe(400);
    expect(long.body.data).toEqual({ fields: { file: 'validation.fileNameTooLong' } });
    const anon = await postFile(t, UPLOAD, undefined, 'a.png', await image.png());
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(10401);
  });

  it('serves only server-made names; traversal and unknown names are 404', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/../../package.json',
      '/uploads/ABC.png',
      '/uploads/abc.html',
      '/uploads/00000000-0000-4000-8000-000000000000.png',
    ]) {
      const res = await fetchServed(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('"name"');
    }
  });
});

describe(`drawing an uploaded svg is bounded (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // One drawing at a time, none waiting, each killed after 1.5 s (the bomb needs many times that).
    t = await createTestApp({
      SVG_RENDER_TIMEOUT_MS: '1500',
      SVG_RENDER_CONCURRENCY: '1',
      SVG_RENDER_MAX_QUEUE: '0',
    });
    token = (await signedInUser(t)).token;
  });
  afterAll(() => t.close());

  const upload = (name: string, data: Buffer) =>
    postFile(t, UPLOAD, token, name, data, unique.ip());

  it('kills a drawing past its time and answers 10415', async () => {
    const { status, body } = await upload('slow.svg', svgs.filterBomb());
    expect(status).toBe(415);
    expect(body.msg).toBe('errors.unsupportedFile');
  });

  it('answers 10429 when the drawings in progress and waiting are at their bound', async () => {
    const answers = await Promise.all([
      upload('slow1.svg', svgs.filterBomb()),
      upload('slow2.svg', svgs.filterBomb()),
    ]);
    expect(answers.map((a) => a.body.msg).sort()).toEqual([
      'errors.tooManyRequests',
      'errors.unsupportedFile',
    ]);
  });
});

describe(`GET ${SIGNATURE.path}, local driver (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signedInUser(t)).token;
  });
  afterAll(() => t.close());

  const sign = (query: Record<string, string>, as: string | null = token) =>
    t.raw(SIGNATURE, { query, remoteAddress: unique.ip(), token: as ?? undefined });

  it('points the browser at our own upload call', async () => {
    for (const [filename, contentType] of [
      ['me.png', 'image/png'],
      ['me.svg', 'image/svg+xml'],
    ]) {
      const { status, data } = await sign({
        filename: filename!,
        contentType: contentType!,
        size: '1000',
      });
      expect(status).toBe(200);
      expect(data).toEqual({
        method: 'POST',
        uploadUrl: UPLOAD.path,
        fields: {},
        publicUrl: null,
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });

  it('validates type, size and name like the upload', async () => {
    const bad = async (query: Record<string, string>, status: number, msg: string) => {
      const res = await sign(query);
      expect(res.status, JSON.stringify(query)).toBe(status);
      expect(res.body.msg).toBe(msg);
      return res;
    };
    await bad(
      { filename: 'a.html', contentType: 'text/html', size: '10' },
      415,
      'errors.unsupportedFile',
    );
    await bad(
      { filename: 'a.png', contentType: 'image/jpeg', size: '10' },
      415,
      'errors.unsupportedFile',
    );
    await bad(
      { filename: 'a.png', contentType: 'image/png', size: String(3 * 1024 * 1024 + 1) },
      413,
      'errors.fileTooLarge',
    );
    const long = await bad(
      { filename: `${'x'.repeat(56)}.png`, contentType: 'image/png', size: '10' },
      400,
      'errors.invalidInput',
    );
    expect(long.fields).toEqual({ filename: 'validation.fileNameTooLong' });
    await bad(
      { filename: 'a.png', contentType: 'image/png', size: '-1' },
      400,
      'errors.invalidInput',
    );
    expect(
      (await sign({ filename: 'a.png', contentType: 'image/png', size: '1' }, null)).status,
    ).toBe(401);
  });

  it('has nothing to confirm: the local driver never presigns (10400)', async () => {
    const png = await t.api(filesApi.confirmUpload, {
      token,
      body: { url: '/uploads/00000000-0000-4000-8000-000000000000.png' },
      remoteAddress: unique.ip(),
    });
    expect(png.status).toBe(400);
    expect(png.errorData).toEqual({ fields: { url: 'validation.invalidValue' } });
  });

  it(`caps uploads and signatures per user (${UPLOADS_PER_USER.max} per window) with 10429`, async () => {
    const user = await signedInUser(t);
    const query = { filename: 'a.png', contentType: 'image/png', size: '10' };
    for (let i = 0; i < UPLOADS_PER_USER.max; i++) {
      expect((await sign(query, user.token)).status).toBe(200);
    }
    const over = await sign(query, user.token);
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('errors.tooManyRequests');
    expect((await sign(query)).status).toBe(200);
  });
});

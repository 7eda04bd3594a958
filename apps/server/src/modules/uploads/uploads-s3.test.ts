import { filesApi } from '@robot/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { postFile } from '../files/files.test-helpers.ts';
import { signedInUser, unique } from '../users/users.test-helpers.ts';
import { createUploadsService } from './uploads.service.ts';
import { image, svgs } from './uploads.test-helpers.ts';

const BUCKET = 'uploads';

describe(`uploads with the S3 driver (${testDatabaseKind})`, () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    token = (await signedInUser(t)).token;
  });
  afterAll(async () => {
    await t?.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores the re-encoded upload in the bucket and answers its public URL', async () => {
    const { status, data } = await postFile(
      t,
      filesApi.uploadImage,
      token,
      'p.png',
      await image.png(1500, 300),
      unique.ip(),
    );
    expect(status).toBe(200);
    expect(data!.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/[0-9a-f-]{36}\\.png$`));
    const res = await fetch(data!.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 205]);
  });

  /** The instructions for a presigned PUT (anything else fails the test). */
  const sign = async (filename: string, contentType: string, size: number, as = token) => {
    const { body, data } = await t.api(filesApi.signature, {
      query: { filename, contentType, size },
      token: as,
      remoteAddress: unique.ip(),
    });
    if (data?.method !== 'PUT') throw new Error(`not a PUT signature: ${JSON.stringify(body)}`);
    return data;
  };
  const put = (signed: { uploadUrl: string; headers: Record<string, string> }, body: Buffer) =>
    fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body });
  const confirm = (url: string, as = token) =>
    t.api(filesApi.confirmUpload, { body: { url }, token: as, remoteAddress: unique.ip() });
  const status = async (url: string) => (await fetch(url)).status;

  it('presigns a PUT into quarantine; only the confirm call puts a re-encoded copy at the public URL', async () => {
    const png = await image.png(1500, 300);
    const signed = await sign('me.png', 'image/png', png.length);
    expect(signed).toEqual({
      method: 'PUT',
      uploadUrl: expect.stringContaining(`${endpoint}/${BUCKET}/quarantine/`),
      headers: { 'Content-Type': 'image/png' },
      publicUrl: expect.stringMatching(new RegExp(`^${endpoint}/${BUCKET}/[0-9a-f-]{36}\\.png$`)),
      expiresAt: expect.any(String),
    });
    const uploadUrl = new URL(signed.uploadUrl);
    expect(uploadUrl.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host',
    );
    const quarantined = `${uploadUrl.origin}${uploadUrl.pathname}`;
    expect(quarantined.endsWith(new URL(signed.publicUrl).pathname.split('/').pop()!)).toBe(true);

    expect((await put(signed, png)).status).toBe(200);
    expect(await status(signed.publicUrl)).toBe(404);

    const { status: code, body } = await confirm(signed.publicUrl);
    expect(code).toBe(200);
    expect(body.data).toEqual({ url: signed.publicUrl });
    const meta = await sharp(
      Buffer.from(await (await fetch(signed.publicUrl)).arrayBuffer()),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 205]);
    expect(await status(quarantined)).toBe(404);

    // Once confirmed, the name is taken: a second PUT with the same instructions changes nothing.
    expect((await put(signed, await image.png(10, 10))).status).toBe(200);
    expect((await confirm(signed.publicUrl)).status).toBe(400);
    const again = await sharp(
      Buffer.from(await (await fetch(signed.publicUrl)).arrayBuffer()),
    ).metadata();
    expect(again.width).toBe(1024);
  });

  it('strips EXIF from a presigned jpeg, as the upload call does', async () => {
    const jpeg = await image.jpegWithExif(200, 100);
    const signed = await sign('photo.jpg', 'image/jpeg', jpeg.length);
    await put(signed, jpeg);
    expect((await confirm(signed.publicUrl)).status).toBe(200);
    const stored = Buffer.from(await (await fetch(signed.publicUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([100, 200, undefined]);
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('neutralises a png/html polyglot and refuses html named .png; neither ever reaches a public URL', async () => {
    const polyglot = Buffer.concat([
      await image.png(16, 16),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);
    const a = await sign('poly.png', 'image/png', polyglot.length);
    await put(a, polyglot);
    expect((await confirm(a.publicUrl)).status).toBe(200);
    const stored = Buffer.from(await (await fetch(a.publicUrl)).arrayBuffer());
    expect(stored.includes('<script')).toBe(false);

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const b = await sign('page.png', 'image/png', html.length);
    await put(b, html);
    const refused = await confirm(b.publicUrl);
    expect(refused.status).toBe(415);
    expect(refused.body.msg).toBe('errors.unsupportedFile');
    expect(await status(b.publicUrl)).toBe(404);
    const q = new URL(b.uploadUrl);
    expect(await status(`${q.origin}${q.pathname}`)).toBe(404);
  });

  it('refuses a quarantined object past 3 MB with 10413', async () => {
    const small = await image.png();
    const signed = await sign('big.png', 'image/png', small.length);
    // A store that checks the signature refuses another length; s3rver does not, so the server must.
    const big = Buffer.concat([small, Buffer.alloc(3 * 1024 * 1024)]);
    await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: big });
    const res = await confirm(signed.publicUrl);
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('errors.fileTooLarge');
    expect(await status(signed.publicUrl)).toBe(404);
  });

  it("answers 10400 for another user's upload, an upload never sent and a foreign URL", async () => {
    const png = await image.png();
    const signed = await sign('me.png', 'image/png', png.length);
    await put(signed, png);
    const other = await signedInUser(t);
    for (const [url, as] of [
      [signed.publicUrl, other.token],
      [`${endpoint}/${BUCKET}/00000000-0000-4000-8000-000000000000.png`, token],
      ['https://evil.example/x.png', token],
      [`${endpoint}/${BUCKET}/quarantine/x.png`, token],
    ] as const) {
      const res = await confirm(url, as);
      expect(res.status, url).toBe(400);
      expect(res.body.data).toEqual({ fields: { url: 'validation.invalidValue' } });
    }
    expect((await confirm(signed.publicUrl)).status).toBe(200);
  });

  it('sends SVG through our own upload call even with S3, so it is always sanitised', async () => {
    const { data } = await t.api(filesApi.signature, {
      query: { filename: 'logo.svg', contentType: 'image/svg+xml', size: '100' },
      token,
      remoteAddress: unique.ip(),
    });
    expect(data).toMatchObject({ method: 'POST', uploadUrl: filesApi.uploadImage.path });
  });

  it('stores an uploaded svg in the bucket as a png, and refuses the <use> fan-out one', async () => {
    const ok = await postFile(
      t,
      filesApi.uploadImage,
      token,
      'logo.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2"/></svg>',
      ),
      unique.ip(),
    );
    expect(ok.data!.url).toMatch(/\.png$/);
    const res = await fetch(ok.data!.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    const fan = await postFile(
      t,
      filesApi.uploadImage,
      token,
      'fan.svg',
      svgs.fanOut(),
      unique.ip(),
    );
    expect(fan.status).toBe(415);
  });
});

describe('upload service failures', () => {
  const failing = (what: 'put' | 'presign'): Storage => ({
    driver: 's3',
    uploadsBaseUrl: 'https://cdn.example/',
    uploadOrigin: async () => 'https://store.example',
    async put() {
      if (what === 'put') throw new Error('bucket gone');
    },
    publicUrl: (key) => `https://cdn.example/${key}`,
    keyOfPublicUrl: () => null,
    async presignUpload() {
      throw new Error('no credentials');
    },
    read: async () => 'missing',
    exists: async () => false,
    remove: async () => undefined,
  });
  const service = (what: 'put' | 'presign') =>
    createUploadsService({
      storage: failing(what),
      counters: createMemoryCounterStore(),
      svg: { maxRenderedElements: 1000, rasterize: async () => ({ ok: false, reason: 'limits' }) },
      log: { error() {} },
    });

  it('answers 10503 signatureFailed when the store cannot presign', async () => {
    await expect(
      service('presign').signature('u1', { filename: 'a.png', contentType: 'image/png', size: 9 }),
    ).rejects.toMatchObject({ code: 10503, key: 'errors.signatureFailed' });
  });

  it('answers 10500 saveFailed when the store cannot take the file', async () => {
    await expect(
      service('put').uploadImage('u1', { filename: 'a.png', data: await image.png() }),
    ).rejects.toMatchObject({ code: 10500, key: 'errors.saveFailed' });
  });
});

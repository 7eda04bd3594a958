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
import { image } from './uploads.test-helpers.ts';

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
    const { status, body } = await postFile(
      t,
      '/api/upload/image',
      token,
      'p.png',
      await image.png(1500, 300),
      unique.ip(),
    );
    expect(status).toBe(200);
    expect(body.data.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/[0-9a-f-]{36}\\.png$`));
    const res = await fetch(body.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 205]);
  });

  it('answers a presigned PUT for a raster image, which then uploads to the public URL', async () => {
    const png = await image.png();
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/aitool/signature',
      query: { filename: 'me.png', contentType: 'image/png', size: String(png.length) },
      token,
      remoteAddress: unique.ip(),
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      method: 'PUT',
      uploadUrl: expect.stringContaining(`${endpoint}/${BUCKET}/`),
      headers: { 'Content-Type': 'image/png' },
      publicUrl: expect.stringMatching(new RegExp(`^${endpoint}/${BUCKET}/[0-9a-f-]{36}\\.png$`)),
      expiresAt: expect.any(String),
    });
    const signed = new URL(body.data.uploadUrl).searchParams.get('X-Amz-SignedHeaders');
    expect(signed).toBe('content-length;content-type;host');
    const put = await fetch(body.data.uploadUrl, {
      method: 'PUT',
      headers: body.data.headers,
      body: png,
    });
    expect(put.status).toBe(200);
    const got = await fetch(body.data.publicUrl);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(png);
  });

  it('sends SVG through our own upload call even with S3, so it is always sanitised', async () => {
    const { body } = await t.call({
      method: 'GET',
      url: '/api/aitool/signature',
      query: { filename: 'logo.svg', contentType: 'image/svg+xml', size: '100' },
      token,
      remoteAddress: unique.ip(),
    });
    expect(body.data).toMatchObject({ method: 'POST', uploadUrl: '/api/upload/image' });
  });
});

describe('upload service failures', () => {
  const failing = (what: 'put' | 'presign'): Storage => ({
    driver: 's3',
    async put() {
      if (what === 'put') throw new Error('bucket gone');
    },
    publicUrl: (key) => `https://cdn.example/${key}`,
    async presignUpload() {
      throw new Error('no credentials');
    },
  });
  const service = (what: 'put' | 'presign') =>
    createUploadsService({
      storage: failing(what),
      counters: createMemoryCounterStore(),
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

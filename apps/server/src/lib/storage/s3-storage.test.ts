import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

/** s3rver's built-in account: it checks AWS signatures made with this key. */
const KEY = 'S3RVER';
const BUCKET = 'portraits';

describe('S3 storage driver (against s3rver)', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  const storage = () =>
    createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: KEY,
      secretAccessKey: KEY,
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores an object that its public URL (path-style) then serves', async () => {
    const s = storage();
    await s.put('0a1b-c2.png', Buffer.from('png bytes'), 'image/png');
    const url = s.publicUrl('0a1b-c2.png');
    expect(url).toBe(`${endpoint}/${BUCKET}/0a1b-c2.png`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('png bytes');
  });

  it('uses S3_PUBLIC_URL for public URLs when set', () => {
    const s = createS3Storage({ bucket: BUCKET, endpoint, publicUrl: 'https://cdn.example/img/' });
    expect(s.publicUrl('abc.webp')).toBe('https://cdn.example/img/abc.webp');
    expect(s.uploadsBaseUrl).toBe('https://cdn.example/img/');
  });

  it('writes S3_PUBLIC_URL as browsers do, so its public URLs start with its uploads base', () => {
    const s = createS3Storage({
      bucket: BUCKET,
      endpoint,
      publicUrl: ' HTTPS://CDN.Example:443/a/../img// ',
    });
    expect(s.uploadsBaseUrl).toBe('https://cdn.example/img/');
    expect(s.publicUrl('abc.webp')).toBe('https://cdn.example/img/abc.webp');
    expect(s.keyOfPublicUrl('https://cdn.example/img/abc.webp')).toBe('abc.webp');
  });

  it('names no uploads base without S3_PUBLIC_URL, or with one that is no plain http(s) URL', () => {
    expect(storage().uploadsBaseUrl).toBeNull();
    for (const publicUrl of [
      'cdn.example/img',
      'https://u:p@cdn.example/img',
      'https://cdn.example/?',
    ]) {
      expect(createS3Storage({ bucket: BUCKET, endpoint, publicUrl }).uploadsBaseUrl).toBeNull();
    }
  });

  it("names the origin of its presigned uploads: the endpoint's, or AWS's name for the bucket", async () => {
    expect(await storage().uploadOrigin()).toBe(endpoint);
    const aws = (bucket: string, region: string) =>
      createS3Storage({ bucket, region, accessKeyId: KEY, secretAccessKey: KEY }).uploadOrigin();
    expect(await aws('robot-square', 'eu-west-1')).toBe(
      'https://robot-square.s3.eu-west-1.amazonaws.com',
    );
    expect(await aws('robot-square', 'cn-north-1')).toBe(
      'https://robot-square.s3.cn-north-1.amazonaws.com.cn',
    );
    // a bucket with dots cannot be a host name under AWS's certificate: path-style
    expect(await aws('img.example.com', 'eu-west-1')).toBe('https://s3.eu-west-1.amazonaws.com');
    // without keys (the SDK's credential chain would be asked, and may wait on an instance-metadata
    // service): the same addresses, at once
    const keyless = (bucket: string, region: string) =>
      createS3Storage({ bucket, region }).uploadOrigin();
    expect(await keyless('img.example.com', 'eu-west-1')).toBe(
      'https://s3.eu-west-1.amazonaws.com',
    );
    expect(await keyless('robot-square', 'cn-north-1')).toBe(
      'https://robot-square.s3.cn-north-1.amazonaws.com.cn',
    );
    // the origin is the one a real presigned upload goes to
    const upload = await storage().presignUpload('0a1b-c2.png', 'image/png', 3);
    expect(new URL(upload!.url).origin).toBe(await storage().uploadOrigin());
  });

  it('refuses keys that are not server-made', async () => {
    const s = storage();
    await expect(s.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid/);
    expect(() => s.publicUrl('a/b.png')).toThrow(/invalid/);
  });

  it('presigns a PUT bound to content type and length: the right request works', async () => {
    const s = storage();
    const body = Buffer.from('\x89PNG fake but exact');
    const signed = await s.presignUpload('5f-e1.png', 'image/png', body.length);
    expect(signed).not.toBeNull();
    const url = new URL(signed!.url);
    const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signedHeaders).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect(signed!.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(signed!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const ok = await fetch(signed!.url, { method: 'PUT', headers: signed!.headers, body });
    expect(ok.status).toBe(200);
    const stored = await fetch(s.publicUrl('5f-e1.png'));
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(body);
  });

  // s3rver accepts any SigV4 signature ("Signature version 4 calculation is unimplemented" in its
  // source), so it cannot show the refusal; what a real store checks is what the URL says it signed.
  it('signs type and length as headers, not as query values a client could leave out', async () => {
    const signed = await storage().presignUpload('6a-b2.png', 'image/png', 1234);
    const url = new URL(signed!.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.pathname).toBe(`/${BUCKET}/6a-b2.png`);
    const hoisted = [...url.searchParams.keys()].filter((k) => !k.startsWith('X-Amz-'));
    expect(hoisted).toEqual(['x-id']);
    const other = await storage().presignUpload('6a-b2.png', 'image/webp', 1234);
    expect(new URL(other!.url).searchParams.get('X-Amz-Signature')).not.toBe(
      url.searchParams.get('X-Amz-Signature'),
    );
  });

  it('reads an object back within a byte limit, tells whether it exists, and removes it', async () => {
    const s = storage();
    const key = 'quarantine/0123456789abcdef0123456789abcdef/7a-b3.png';
    await s.put(key, Buffer.from('twelve bytes'), 'image/png');
    expect(await s.exists(key)).toBe(true);
    expect(await s.read(key, 12)).toEqual(Buffer.from('twelve bytes'));
    expect(await s.read(key, 11)).toBe('tooLarge');
    await s.remove(key);
    expect(await s.exists(key)).toBe(false);
    expect(await s.read(key, 100)).toBe('missing');
    await s.remove(key);
  });

  it('takes quarantine keys for uploads but never gives them a public URL', async () => {
    const s = storage();
    const q = 'quarantine/0123456789abcdef0123456789abcdef/7a-b4.png';
    expect(await s.presignUpload(q, 'image/png', 10)).not.toBeNull();
    expect(() => s.publicUrl(q)).toThrow(/invalid/);
    expect(s.keyOfPublicUrl(`${endpoint}/${BUCKET}/${q}`)).toBeNull();
    expect(s.keyOfPublicUrl(`${endpoint}/${BUCKET}/7a-b4.png`)).toBe('7a-b4.png');
    expect(s.keyOfPublicUrl(`${endpoint}/other/7a-b4.png`)).toBeNull();
    await expect(s.read('quarantine/../x.png', 10)).rejects.toThrow(/invalid/);
  });
});

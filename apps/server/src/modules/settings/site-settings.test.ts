import { siteSettings, usageApi } from '@robot/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind } from '../../test/test-app.ts';

/** An S3 install's settings; nothing is sent to the store (building the driver reaches no one). */
const S3 = {
  S3_BUCKET: 'robot-square',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

/** GET /api/site/settings of an app built with this environment, read without a session. */
async function siteSettingsWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.api(usageApi.siteSettings);
    expect(res.status).toBe(200);
    return siteSettings.strict().parse(res.data);
  } finally {
    await t.close();
  }
}

describe(`GET /api/site/settings: where uploads live (${testDatabaseKind})`, () => {
  it('says null with local storage: the browser keeps /uploads/', async () => {
    expect(await siteSettingsWith({})).toEqual({
      registrationOpen: true,
      announcement: null,
      uploadsBaseUrl: null,
    });
  });

  it('gives the S3 public base, as browsers write it and ending in one slash', async () => {
    expect(
      (await siteSettingsWith({ ...S3, S3_PUBLIC_URL: 'https://cdn.example.com/bucket' }))
        .uploadsBaseUrl,
    ).toBe('https://cdn.example.com/bucket/');
    expect(
      (
        await siteSettingsWith({
          ...S3,
          S3_PUBLIC_URL: 'HTTPS://CDN.Example.com:443/a/../bucket//',
        })
      ).uploadsBaseUrl,
    ).toBe('https://cdn.example.com/bucket/');
  });

  it('says null for S3 without S3_PUBLIC_URL: its derived address is no origin the CSP allows', async () => {
    expect((await siteSettingsWith(S3)).uploadsBaseUrl).toBeNull();
  });

  it('says null for S3_PUBLIC_URL without a bucket: the files are local', async () => {
    expect(
      (await siteSettingsWith({ S3_PUBLIC_URL: 'https://cdn.example.com/bucket/' })).uploadsBaseUrl,
    ).toBeNull();
  });

  it.each([
    ['a name without a scheme', 'cdn.example.com/bucket'],
    ['a user in it', 'https://user:pw@cdn.example.com/bucket/'],
    ['a query', 'https://cdn.example.com/bucket/?sig=1'],
    ['a fragment', 'https://cdn.example.com/bucket/#x'],
    ['another scheme', 'ftp://cdn.example.com/bucket/'],
  ])('says null for an S3_PUBLIC_URL with %s', async (_what, url) => {
    expect((await siteSettingsWith({ ...S3, S3_PUBLIC_URL: url })).uploadsBaseUrl).toBeNull();
  });
});

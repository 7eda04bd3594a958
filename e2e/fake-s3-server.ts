/**
 * The S3-compatible store of the e2e run's second app (the one configured for S3, which Playwright
 * starts after this): s3rver on a fixed port with one bucket, whose objects anyone may read and which
 * lets that app's pages PUT their presigned uploads (CORS), as a real bucket is set up for the app
 * (docs/deployment.md, "Object storage").
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const port = Number(process.env['E2E_S3_PORT'] ?? 8197);
const appOrigin = process.env['E2E_S3_APP_ORIGIN'] ?? 'http://127.0.0.1:8196';
const bucket = process.env['E2E_S3_BUCKET'] ?? 'robot-square';

const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${appOrigin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory: await mkdtemp(path.join(os.tmpdir(), 'robot-square-e2e-s3-')),
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
await server.run();
console.log(`fake S3 on http://127.0.0.1:${port}, bucket ${bucket}`);

import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 8199);
const modelPort = Number(process.env['E2E_MODEL_PORT'] ?? 8198);
const dataDir = path.join(os.tmpdir(), `robot-square-e2e-${process.pid}`);
// A second app, its uploads in an S3-compatible store (s3-uploads.spec.ts)
const s3Port = Number(process.env['E2E_S3_PORT'] ?? 8197);
const s3AppPort = Number(process.env['E2E_S3_APP_PORT'] ?? 8196);
const s3Bucket = 'robot-square';

/**
 * Runs against the real server started as `npm start` runs it (built web app, SQLite under a fresh
 * DATA_DIR, demo data) whose model is the fake of fake-model-server.ts, in Debian's Chromium:
 * Playwright never downloads a browser here. A second app keeps its uploads in the S3-compatible
 * store of fake-s3-server.ts (s3-uploads.spec.ts).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The model answers stream from a fake OpenAI-compatible server, word by word.
      command: 'npx tsx fake-model-server.ts',
      url: `http://127.0.0.1:${modelPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_MODEL_PORT: String(modelPort) },
    },
    {
      command: 'npm run serve',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // no SMS provider in the e2e set-up; e2e signs many users up from one address
        SMS_LOG_SENDER_IN_PRODUCTION: 'true',
        REGISTER_MAX_PER_IP: '100000',
        OPENAI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
        OPENAI_API_KEY: 'e2e',
        // seeds the model provider with its key encrypted (production refuses a key without it)
        MODEL_KEY_SECRET: 'e2e-model-key-secret-not-for-production',
        OPENAI_MODEL: 'fake-model',
        // the superuser of the admin-area tests
        ADMIN_USERNAME: 'e2eadmin',
        ADMIN_PASSWORD: 'Admin-e2e-Pass-2026',
      },
    },
    {
      command: 'npx tsx fake-s3-server.ts',
      port: s3Port,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        E2E_S3_PORT: String(s3Port),
        E2E_S3_APP_ORIGIN: `http://127.0.0.1:${s3AppPort}`,
        E2E_S3_BUCKET: s3Bucket,
      },
    },
    {
      command: 'npm run serve',
      cwd: '..',
      url: `http://127.0.0.1:${s3AppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(s3AppPort),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-s3`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SMS_LOG_SENDER_IN_PRODUCTION: 'true',
        REGISTER_MAX_PER_IP: '100000',
        S3_BUCKET: s3Bucket,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_REGION: 'us-east-1',
        // s3rver's own account
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}/${s3Bucket}/`,
      },
    },
  ],
});

import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 8199);
const modelPort = Number(process.env['E2E_MODEL_PORT'] ?? 8198);
const dataDir = path.join(os.tmpdir(), `robot-square-e2e-${process.pid}`);

/**
 * Runs against the real server started as `npm start` runs it (built web app, SQLite under a fresh
 * DATA_DIR, demo data) whose model is the fake of fake-model-server.ts, in Debian's Chromium:
 * Playwright never downloads a browser here.
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
  ],
});

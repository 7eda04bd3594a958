import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorApi } from '@robot/contracts';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves when the child has written a line matching `test` to stdout (its JSON log). */
function waitForLog(child: ChildProcess, output: { text: string }, test: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (test.test(output.text)) {
        child.stdout?.off('data', check);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = () => reject(new Error(`server exited before logging ${test}:\n${output.text}`));
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: monitorApi.health.path }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('graceful shutdown of the real server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-shutdown-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains an in-flight request on SIGTERM, exits 0 and leaves a sound database', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env['DATABASE_URL'];
    delete env['REDIS_URL'];
    Object.assign(env, {
      NODE_ENV: 'production',
      SMS_LOG_SENDER_IN_PRODUCTION: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info', // the request log tells us when the request is in flight
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const output = { text: '' };
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output.text += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output.text += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child!.once('exit', (code) => resolve(code)),
    );

    await waitForHealth(port, child);

    // A request whose body is only half sent: it is in flight when the signal comes.
    const body = JSON.stringify({
      errorCode: 'SHUTDOWN',
      errorMessage: 'sent across a SIGTERM',
      deviceInfoJson: { platform: 'test' },
    });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: monitorApi.errorAlert.path,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            connection: 'close',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      void waitForLog(child!, output, /\/api\/monitor\/error\/alert[^\n]*"msg":"incoming request"/)
        .then(() => {
          child!.kill('SIGTERM');
          return waitForLog(child!, output, /shutting down/);
        })
        .then(() => req.end(body.slice(half)), reject);
    });

    const res = await answer;
    expect(res.status, output.text).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ code: 200, msg: 'ok', data: null });
    expect(await exited, output.text).toBe(0);

    const file = path.join(dataDir, 'robot-square.db');
    const db = new SQLite(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const row = db
        .prepare('select error_message from error_reports where error_code = ?')
        .get('SHUTDOWN') as { error_message: string } | undefined;
      expect(row?.error_message).toBe('sent across a SIGTERM');
    } finally {
      db.close();
    }
  }, 90_000);
});

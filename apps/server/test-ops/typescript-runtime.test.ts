import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_DIR, START_ARGS } from './harness/server-process.ts';

/** node's arguments before the entry in the server's `npm start` (decision 039). */
const RUNTIME_ARGS = START_ARGS.slice(0, -1);
const PROBE = 'test-ops/fixtures/runtime-probe.ts';

describe('the TypeScript runtime of `npm start` (runtime/register.mjs)', () => {
  it('runs a .ts module with its types stripped, names kept, closures fast and .ts lines in stacks', async () => {
    expect(RUNTIME_ARGS).toContain('./runtime/register.mjs');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--allow-natives-syntax', ...RUNTIME_ARGS, PROBE],
      { cwd: SERVER_DIR },
    );
    const probe = JSON.parse(stdout.trim()) as Record<string, unknown>;
    expect(probe).toMatchObject({
      // tsx wraps each closure in __name(), which redefines `name`: V8 then gives every closure
      // created at run time a 256-byte property dictionary (docs/performance/chat.md, round 15)
      closureFast: true,
      closureName: 'named',
      // the probe tells a redefined `name` apart, so `closureFast` can fail
      renamedFast: false,
      kind: 'closure',
      typed: 'typed',
    });
    // source maps: the stack names the .ts file and the line of the throw
    const throwLine =
      readFileSync(path.join(SERVER_DIR, PROBE), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes("throw new Error('where am I')")) + 1;
    expect(probe.stackLine).toContain(`runtime-probe.ts:${throwLine}:`);
  });

  it('stops its esbuild service once modules stop loading, and starts it again for a later import', async () => {
    // The service is a child process (~19 MB resident) that esbuild keeps for the life of the server.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...RUNTIME_ARGS, 'test-ops/fixtures/runtime-idle-probe.ts'],
      { cwd: SERVER_DIR },
    );
    expect(JSON.parse(stdout.trim())).toEqual({
      runningAtStart: 1,
      stoppedWhenIdle: true,
      // a .ts module imported after the stop (an enum: transformed, not only stripped)
      lazy: 42,
      stoppedAgain: true,
    });
  }, 60_000);

  it('stops the start at a .ts file that does not parse, naming its file and line', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-broken-'));
    const broken = path.join(dir, 'broken.ts');
    writeFileSync(broken, 'const a: number = 1;\nexport const b = (a +;\n');
    try {
      const run = promisify(execFile)(process.execPath, [...RUNTIME_ARGS, broken], {
        cwd: SERVER_DIR,
      });
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`${broken}:2:21: ERROR: Unexpected ";"`),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

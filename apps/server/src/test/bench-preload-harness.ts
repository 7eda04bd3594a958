import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A bench preload (bench/<name>.mjs), by its file name. */
export const benchPreload = (name: string): string =>
  path.resolve(import.meta.dirname, '../../../../bench', name);

/** Waits until `check` answers something (polling), at most `ms`. */
export async function until<T>(check: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A preloaded stand-in running: its process, what it printed so far, and its output folder. */
export interface StandIn {
  child: ChildProcess;
  output(): string;
  /** the JSON file the preload writes into its folder, once it is there */
  file<T>(name: string): Promise<T>;
}

/**
 * For the tests of the chat bench's preloads (`node --import bench/<name>.mjs`): a stand-in script in
 * a temporary folder, run with the preload; its processes are killed and its folders removed after
 * each test. `dirVariable` is the environment variable naming the preload's output folder.
 */
export function benchPreloadHarness(preload: string, dirVariable: string) {
  const folders: string[] = [];
  const children: ChildProcess[] = [];

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  const writeStandIn = (source: string) => {
    const work = mkdtempSync(path.join(tmpdir(), 'bench-preload-'));
    folders.push(work);
    const script = path.join(work, 'stand-in.mjs');
    writeFileSync(script, source);
    return { script, dir: path.join(work, 'out') };
  };

  return {
    /** runs `source` with the preload, its output folder given */
    start(source: string, env: NodeJS.ProcessEnv = {}): StandIn {
      const { script, dir } = writeStandIn(source);
      const child = spawn(process.execPath, ['--import', preload, script], {
        env: { ...process.env, ...env, [dirVariable]: dir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
      return {
        child,
        output: () => out,
        file: <T>(name: string) => {
          const file = path.join(dir, name);
          return until<T>(() =>
            existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined,
          );
        },
      };
    },
    /** runs `source` with the preload but no output folder: how it ends (it should refuse) */
    startWithoutFolder(source: string, env: NodeJS.ProcessEnv = {}) {
      const { script } = writeStandIn(source);
      const all: NodeJS.ProcessEnv = { ...process.env, ...env };
      delete all[dirVariable];
      return spawnSync(process.execPath, ['--import', preload, script], {
        env: all,
        encoding: 'utf8',
        timeout: 20_000,
      });
    },
  };
}

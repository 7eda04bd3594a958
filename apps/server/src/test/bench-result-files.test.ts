import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchPreload } from './bench-preload-harness.ts';

interface ResultFiles {
  writeResult(
    name: string,
    date: string,
    report: unknown,
    md: string,
    dir?: string,
  ): { file: string; movedTo: string | null };
}

const { writeResult } = (await import(benchPreload('result-files.mjs'))) as ResultFiles;

/** bench/result-files.mjs: where a bench writes its result, and that a second run loses nothing. */
describe('bench/result-files.mjs', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-results-'));
    dirs.push(dir);
    return dir;
  };
  const read = (dir: string, name: string) => readFileSync(path.join(dir, name), 'utf8');
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('writes <name>-<date>.json and .md', () => {
    const dir = folder();
    const out = writeResult('chat', '2026-12-02', { figure: 1 }, '# one\n', dir);
    expect(out).toEqual({ file: path.join(dir, 'chat-2026-12-02'), movedTo: null });
    expect(JSON.parse(read(dir, 'chat-2026-12-02.json'))).toEqual({ figure: 1 });
    expect(read(dir, 'chat-2026-12-02.md')).toBe('# one\n');
  });

  it("moves the day's earlier result aside under the time it was written instead of writing over it", () => {
    const dir = folder();
    writeResult('chat', '2026-12-02', { run: 1 }, '# first\n', dir);
    const firstWritten = new Date('2026-12-02T09:05:07Z');
    for (const ext of ['json', 'md']) {
      utimesSync(path.join(dir, `chat-2026-12-02.${ext}`), firstWritten, firstWritten);
    }
    const out = writeResult('chat', '2026-12-02', { run: 2 }, '# second\n', dir);
    expect(out.movedTo).toBe(path.join(dir, 'chat-2026-12-02-090507'));
    expect(JSON.parse(read(dir, 'chat-2026-12-02.json'))).toEqual({ run: 2 });
    expect(JSON.parse(read(dir, 'chat-2026-12-02-090507.json'))).toEqual({ run: 1 });
    expect(read(dir, 'chat-2026-12-02-090507.md')).toBe('# first\n');
  });

  it('never writes over an earlier moved-aside pair, and leaves other benches alone', () => {
    const dir = folder();
    const when = new Date('2026-12-02T10:00:00Z');
    writeFileSync(path.join(dir, 'chat-2026-12-02-100000.json'), '{"kept":true}\n');
    writeFileSync(path.join(dir, 'chat-ladder-2026-12-02.json'), '{"ladder":true}\n');
    writeResult('chat', '2026-12-02', { run: 1 }, '# first\n', dir);
    for (const ext of ['json', 'md']) {
      utimesSync(path.join(dir, `chat-2026-12-02.${ext}`), when, when);
    }
    const out = writeResult('chat', '2026-12-02', { run: 2 }, '# second\n', dir);
    expect(out.movedTo).toBe(path.join(dir, 'chat-2026-12-02-100000-2'));
    expect(read(dir, 'chat-2026-12-02-100000.json')).toBe('{"kept":true}\n');
    expect(JSON.parse(read(dir, 'chat-2026-12-02-100000-2.json'))).toEqual({ run: 1 });
    expect(read(dir, 'chat-ladder-2026-12-02.json')).toBe('{"ladder":true}\n');
    expect(readdirSync(dir).sort()).toEqual([
      'chat-2026-12-02-100000-2.json',
      'chat-2026-12-02-100000-2.md',
      'chat-2026-12-02-100000.json',
      'chat-2026-12-02.json',
      'chat-2026-12-02.md',
      'chat-ladder-2026-12-02.json',
    ]);
  });
});

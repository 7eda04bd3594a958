import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { privateMemoryMb } from './child-memory.ts';

export interface ParseJob {
  kind: 'pdf' | 'docx';
  data: Uint8Array;
  /** the text limit: the child answers `tooLong` instead of sending back a much longer text */
  maxChars: number;
}

export type ParseResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'unreadable' | 'tooLong' | 'memory' | 'limits' | 'busy' };

/** What became of one parse's process, once it has exited. */
export interface ChildReport {
  pid: number;
  /** the most private memory seen, MB (0 where there is no /proc) */
  peakMb: number;
  /** why the pool killed it, if it did */
  killed: 'memory' | 'timeout' | null;
}

export interface ParserPoolOptions {
  /** parses at once; more wait their turn */
  concurrency: number;
  /** parses waiting at most; beyond that the answer is `busy` at once */
  maxQueue: number;
  /** wall time of one parse, from its start */
  timeoutMs: number;
  /** private memory of one parse's process, MB: past it the process is killed */
  childMemoryMb: number;
  /** private memory of all parses' processes together, MB: past it the largest is killed */
  memoryBudgetMb: number;
  /** how often the children's memory is read, ms */
  pollMs: number;
  /** told after each parse's process has exited (tests, bench) */
  onChildExit?: (report: ChildReport) => void;
}

export const defaultParserPoolOptions: ParserPoolOptions = {
  concurrency: 2,
  maxQueue: 16,
  timeoutMs: 10_000,
  childMemoryMb: 96,
  memoryBudgetMb: 112,
  pollMs: 20,
};

const CHILD = fileURLToPath(new URL('./extract-child.mjs', import.meta.url));

/**
 * The operating system's own ceiling under the pool's watch (Linux): RLIMIT_DATA caps the child's
 * writable private mappings, so one allocation that would jump far past the memory cap between two
 * reads fails instead (V8 aborts the child). It is virtual size, which includes V8's reservations and
 * thread stacks (about 95 MB in an idle child), hence the headroom. RLIMIT_AS is no use: V8 reserves
 * gigabytes of address space it never touches and crashes under it (docs/decisions/006).
 */
const DATA_LIMIT_HEADROOM_MB = 128;

function childCommand(opts: ParserPoolOptions): { file: string; args: string[] } {
  // Semi-spaces of 1 MB: a parse allocates in bursts, and V8 would let its young generation grow to
  // 48 MB (a 300-page PDF peaked at 78 MB of private memory, 48 MB with this flag, in the same time).
  const node = [`--max-old-space-size=${opts.childMemoryMb}`, '--max-semi-space-size=1', CHILD];
  if (process.platform !== 'linux') return { file: process.execPath, args: node };
  const dataLimitKb = (opts.childMemoryMb + DATA_LIMIT_HEADROOM_MB) * 1024;
  return {
    file: '/bin/sh',
    args: ['-c', 'ulimit -d "$0" && exec "$@"', String(dataLimitKb), process.execPath, ...node],
  };
}

interface Running {
  child: ChildProcess;
  pid: number;
  currentMb: number;
  peakMb: number;
  killed: ChildReport['killed'];
}

/**
 * Parses documents in child processes, one fresh process per document (a hostile file leaves nothing
 * behind), at most `concurrency` at once. Worker threads could not bound this: pdf.js keeps inflated
 * streams in ArrayBuffers, outside the heap that `resourceLimits` caps. Every `pollMs` the pool reads
 * each child's private memory and kills one past `childMemoryMb`, and the largest while all together
 * are past `memoryBudgetMb`; a child past its time is killed too. A slot is free again only once its
 * process has exited, so there are never more than `concurrency` children.
 */
export function createParserPool(options: Partial<ParserPoolOptions> = {}) {
  const opts = { ...defaultParserPoolOptions, ...options };
  const command = childCommand(opts);
  let slots = 0;
  const waiting: (() => void)[] = [];
  const children = new Set<Running>();
  let watch: NodeJS.Timeout | undefined;

  const kill = (r: Running, why: 'memory' | 'timeout') => {
    if (r.killed) return;
    r.killed = why;
    r.child.kill('SIGKILL');
  };

  function measure(): void {
    let total = 0;
    for (const r of children) {
      if (r.killed) continue;
      const mb = privateMemoryMb(r.pid);
      if (mb === null) continue;
      r.currentMb = mb;
      r.peakMb = Math.max(r.peakMb, mb);
      if (mb > opts.childMemoryMb) kill(r, 'memory');
      else total += mb;
    }
    while (total > opts.memoryBudgetMb) {
      let largest: Running | undefined;
      for (const r of children) {
        if (!r.killed && (!largest || r.currentMb > largest.currentMb)) largest = r;
      }
      if (!largest) break;
      kill(largest, 'memory');
      total -= largest.currentMb;
    }
  }

  function runInChild(job: ParseJob): Promise<ParseResult> {
    return new Promise((resolve) => {
      const child = spawn(command.file, command.args, {
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'advanced',
        // Nothing of the server's environment (secrets, NODE_OPTIONS) reaches a parser.
        env: {},
      });
      const r: Running = { child, pid: child.pid ?? -1, currentMb: 0, peakMb: 0, killed: null };
      let answer: ParseResult | undefined;
      let settled = false;
      const timer = setTimeout(() => kill(r, 'timeout'), opts.timeoutMs);

      const settle = (code: number | null, signal: NodeJS.Signals | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        children.delete(r);
        if (children.size === 0) {
          clearInterval(watch);
          watch = undefined;
        }
        opts.onChildExit?.({ pid: r.pid, peakMb: r.peakMb, killed: r.killed });
        if (r.killed === 'memory') resolve({ ok: false, reason: 'memory' });
        else if (r.killed === 'timeout') resolve({ ok: false, reason: 'limits' });
        else if (answer) resolve(answer);
        // V8 aborts when its heap limit is reached or an allocation fails under RLIMIT_DATA.
        else if (signal === 'SIGABRT' || code === 134) resolve({ ok: false, reason: 'memory' });
        else resolve({ ok: false, reason: 'limits' });
      };

      // A spawn that failed has no pid and emits `error` alone.
      child.once('error', () => {
        if (child.pid === undefined) settle(null, null);
      });
      if (child.pid === undefined) return;
      children.add(r);
      watch ??= setInterval(measure, opts.pollMs).unref();
      child.once('message', (m: ParseResult) => {
        answer = m;
      });
      // `close` comes after the exit and after the IPC channel has delivered everything.
      child.once('close', settle);
      child.send(job, (err) => {
        if (err) child.kill('SIGKILL');
      });
    });
  }

  return {
    async parse(job: ParseJob): Promise<ParseResult> {
      if (slots >= opts.concurrency) {
        if (waiting.length >= opts.maxQueue) return { ok: false, reason: 'busy' };
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        slots += 1;
      }
      try {
        return await runInChild(job);
      } finally {
        // Hand the slot straight to the next in line, or free it.
        const next = waiting.shift();
        if (next) next();
        else slots -= 1;
      }
    },
  };
}

export type ParserPool = ReturnType<typeof createParserPool>;

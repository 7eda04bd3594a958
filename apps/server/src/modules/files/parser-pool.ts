import { Worker } from 'node:worker_threads';

export interface ParseJob {
  kind: 'pdf' | 'docx';
  data: Uint8Array;
  /** the text limit: the worker answers `tooLong` instead of sending back a much longer text */
  maxChars: number;
}

export type ParseResult =
  { ok: true; text: string } | { ok: false; reason: 'unreadable' | 'tooLong' | 'limits' | 'busy' };

export interface ParserPoolOptions {
  /** parses at once; more wait their turn */
  concurrency: number;
  /** parses waiting at most; beyond that the answer is `busy` at once */
  maxQueue: number;
  /** wall time of one parse, from its start */
  timeoutMs: number;
  /** heap of one parse's worker */
  maxHeapMb: number;
}

export const defaultParserPoolOptions: ParserPoolOptions = {
  concurrency: 2,
  maxQueue: 16,
  timeoutMs: 15_000,
  maxHeapMb: 256,
};

const WORKER_URL = new URL('./extract.worker.ts', import.meta.url).href;
// The worker is TypeScript like the rest of the server. Node 20 does not apply `--import tsx` to a
// worker's entry in time, so a one-line script loads it through tsx's API instead. Both URLs are
// resolved here, so it does not matter which directory the server was started from.
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) =>
  tsx.tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

/**
 * Parses documents in worker threads, one fresh worker per document (a hostile file leaves nothing
 * behind), at most `concurrency` at once. A worker past its time is terminated; one past its heap is
 * killed by V8; either way the answer is `limits` and the server's own thread never waited.
 */
export function createParserPool(options: Partial<ParserPoolOptions> = {}) {
  const opts = { ...defaultParserPoolOptions, ...options };
  let running = 0;
  const waiting: (() => void)[] = [];

  function runInWorker(job: ParseJob): Promise<ParseResult> {
    return new Promise((resolve) => {
      const worker = new Worker(BOOTSTRAP, {
        eval: true,
        workerData: job,
        transferList: [job.data.buffer as ArrayBuffer],
        resourceLimits: {
          maxOldGenerationSizeMb: opts.maxHeapMb,
          maxYoungGenerationSizeMb: 32,
          stackSizeMb: 4,
        },
        stdout: true,
        stderr: true,
      });
      // pdf.js warns on stdout about odd files; nobody reads it, so let it drain.
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      const finish = (result: ParseResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(result);
      };
      const timer = setTimeout(() => finish({ ok: false, reason: 'limits' }), opts.timeoutMs);
      worker.once('message', (result: ParseResult) => finish(result));
      worker.once('error', () => finish({ ok: false, reason: 'limits' }));
      worker.once('exit', () => finish({ ok: false, reason: 'limits' }));
    });
  }

  return {
    async parse(job: ParseJob): Promise<ParseResult> {
      if (running >= opts.concurrency) {
        if (waiting.length >= opts.maxQueue) return { ok: false, reason: 'busy' };
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await runInWorker(job);
      } finally {
        // Hand the slot straight to the next in line, or free it.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export type ParserPool = ReturnType<typeof createParserPool>;

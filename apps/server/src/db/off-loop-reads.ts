import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

/** A thread idle this long is ended (its isolate costs ~8 MB resident); the next read starts one. */
export const READER_IDLE_MS = 60_000;

/** How long `stop` waits for the thread to close its connection before it ends the thread. */
const STOP_WAIT_MS = 5000;

/**
 * The thread's code, plain CommonJS run with `eval` (no TypeScript loader, no file of its own): a
 * read-only connection to the database, its statements kept by their SQL, and one query at a time
 * from the main thread. A statement that would write is refused: only reads come this way.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let statement = statements.get(message.sql);
    if (!statement) {
      statement = db.prepare(message.sql);
      if (!statement.reader) throw new Error('only reads run off the event loop');
      if (statements.size >= 100) statements.clear();
      statements.set(message.sql, statement);
    }
    parentPort.postMessage({ id: message.id, rows: statement.all(...message.parameters) });
  } catch (err) {
    parentPort.postMessage({ id: message.id, error: String((err && err.message) || err) });
  }
});
parentPort.postMessage({ ready: true });
`;

/** A read whose thread ended before it answered: it runs again on the main connection. */
class ThreadLost extends Error {}

interface Pending {
  resolve(rows: unknown[]): void;
  reject(err: Error): void;
}

type Reply = { ready: true } | { id: number; rows?: unknown[]; error?: string };

/** One thread and the reads sent to it. */
interface Thread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  /** set once it is asked to end (idle, or the reader stopped): its exit is then no failure */
  ending: boolean;
}

export interface OffLoopReaderOptions {
  /** runs a query on the main connection: the reader's fallback once its thread cannot work */
  fallback(query: CompiledQuery): Promise<QueryResult<unknown>>;
  /** told once, when the thread failed and reads go back to the main connection */
  onFailure?(reason: string): void;
  idleMs?: number;
}

/**
 * Reads that may scan a large table (the admin area's keyword searches and counts), run on a
 * connection in a thread of their own so that the event loop, and every chat stream on it, never
 * waits for them (docs/decisions/045). SQLite's WAL lets this connection read while the main one
 * writes; each read sees what was committed when it began. The thread starts with the first read
 * and ends after `idleMs` without one. Should it fail to open the file or die, reads run on the main
 * connection from then on, as they did before.
 */
export class OffLoopReader {
  private thread: Thread | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private failed = false;
  private stopped = false;
  /** reads answered by a thread so far (the metrics read it) */
  answered = 0;

  constructor(
    private readonly file: string,
    private readonly opts: OffLoopReaderOptions,
  ) {}

  /** whether reads still go to a thread (false once it failed or the reader stopped) */
  get offLoop(): boolean {
    return !this.failed && !this.stopped;
  }

  /** whether a thread is up now (it ends after `idleMs` without a read) */
  get running(): boolean {
    return this.thread !== null;
  }

  async read(query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (!this.offLoop) return this.opts.fallback(query);
    const thread = this.thread ?? this.start();
    try {
      await thread.ready;
    } catch {
      return this.opts.fallback(query);
    }
    this.clearIdle();
    const id = this.nextId++;
    try {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        // held while a read is out, so that the process waits for it; let go when none is
        if (thread.pending.size === 0) thread.worker.ref();
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
      }).finally(() => {
        if (thread.pending.size === 0) thread.worker.unref();
        this.armIdle();
      });
      this.answered += 1;
      return { rows };
    } catch (err) {
      if (err instanceof ThreadLost) return this.opts.fallback(query);
      throw err;
    }
  }

  /** ends the thread and its connection (resolves once they are gone); later reads use the main one */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.end();
  }

  private start(): Thread {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { file: this.file, driver },
      execArgv: [],
      // A page of an admin list is small; the limits only bound a thread that went wrong.
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 },
    });
    // It holds the process while it starts (a read is waiting for it); once that read is answered,
    // `read` lets it go, so that it never keeps the process alive while no read is out.
    const pending = new Map<number, Pending>();
    const thread: Thread = { worker, pending, ending: false, ready: Promise.resolve() };
    thread.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if ('ready' in reply) return resolve();
        const waiting = pending.get(reply.id);
        if (!waiting) return;
        pending.delete(reply.id);
        if (reply.error !== undefined) waiting.reject(new Error(reply.error));
        else waiting.resolve(reply.rows ?? []);
      });
      worker.on('error', (err) => this.lost(thread, err.message));
      worker.on('exit', () => {
        const reason = 'the reader thread ended';
        reject(new Error(reason));
        this.lost(thread, reason);
      });
    });
    // a thread that never got ready rejects `ready`; each read awaiting it falls back
    thread.ready.catch(() => {});
    this.thread = thread;
    return thread;
  }

  /** A thread ended or broke: its reads fail, and unless it was asked to end, the reader falls back. */
  private lost(thread: Thread, reason: string): void {
    for (const waiting of thread.pending.values()) waiting.reject(new ThreadLost(reason));
    thread.pending.clear();
    if (this.thread === thread) {
      this.thread = null;
      this.clearIdle();
    }
    if (thread.ending || this.failed || this.stopped) return;
    this.failed = true;
    this.opts.onFailure?.(reason);
  }

  private armIdle(): void {
    const thread = this.thread;
    if (!thread || thread.pending.size > 0) return;
    this.clearIdle();
    this.idleTimer = setTimeout(() => void this.end(), this.opts.idleMs ?? READER_IDLE_MS);
    this.idleTimer.unref();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Asks the thread to close its connection and end; reads sent before are answered first. */
  private async end(): Promise<void> {
    this.clearIdle();
    const thread = this.thread;
    if (!thread) return;
    // detached at once: a read from now on starts a new thread
    this.thread = null;
    thread.ending = true;
    const exited = new Promise<void>((resolve) => thread.worker.once('exit', () => resolve()));
    thread.worker.postMessage('stop');
    const timer = setTimeout(() => void thread.worker.terminate(), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }
}

/** A Kysely whose queries run through `reader`: SQLite's SQL, no transactions, reads only. */
export function offLoopKysely<DB>(reader: OffLoopReader): Kysely<DB> {
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => reader.read(query) as Promise<QueryResult<R>>,
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('off-loop reads do not stream');
    },
  };
  const noTransactions = () => Promise.reject(new Error('off-loop reads run no transactions'));
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => {},
    destroy: () => reader.stop(),
  };
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the write-ahead log is copied back into the database file, off the event loop. */
export const CHECKPOINT_EVERY_MS = 1000;

/** How long `stop` waits for the checkpointer's last checkpoint before it ends the thread. */
const STOP_WAIT_MS = 5000;

/**
 * The worker's code, plain CommonJS (run with `eval`, so it needs neither the TypeScript loader nor a
 * file of its own): its own connection to the database, and a PASSIVE checkpoint every `everyMs`. A
 * PASSIVE checkpoint never waits for the writer or for readers and never calls the busy handler: it
 * copies what it can and leaves the rest to the next one. Once the log is all copied, the main
 * connection's next write starts the log again from its beginning.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ failed: String(err && err.message || err) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** ends the checkpointer's thread and its connection (resolves once they are gone) */
  stop(): Promise<void>;
}

/**
 * Checkpoints the SQLite database `file` (in WAL mode) from a thread of its own. SQLite's automatic
 * checkpoint runs inside the commit that fills the log past 1,000 pages, on the connection that
 * commits: for this server, on the event loop, about every 55 chat turns, with two `fsync`s in it.
 * Timed on a 2-vCPU VM (bench/sqlite-commits.ts), such a turn took 6-10 ms instead of 0.2 ms, and
 * every stream and request waited for it (docs/decisions/040). The caller turns the automatic
 * checkpoint off on its own connection (`wal_autocheckpoint = 0`) once this is started; `onFailure`
 * is told if the thread cannot work (it failed to open the file, or a checkpoint failed), so that
 * the caller can turn it back on.
 */
export function startWalCheckpointer(
  file: string,
  opts: { everyMs?: number; onFailure(reason: string): void },
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { file, driver, everyMs: opts.everyMs ?? CHECKPOINT_EVERY_MS },
    // plain JavaScript: none of the main thread's loaders or flags
    execArgv: [],
    // A V8 isolate of its own costs ~8 MB resident; a small young generation saves ~1 MB of it. The
    // thread allocates next to nothing; one that ran out would end, and SQLite's checkpoint is back.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
  });
  // Never what keeps the process alive.
  worker.unref();
  let failed = false;
  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    opts.onFailure(reason);
  };
  let stopping = false;
  worker.on('message', (message: { failed?: string }) => {
    if (message.failed) fail(message.failed);
  });
  worker.on('error', (err) => fail(err.message));
  worker.on('exit', () => {
    if (!stopping) fail('the checkpointer thread ended');
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

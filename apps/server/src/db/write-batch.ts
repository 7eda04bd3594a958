import type { Kysely } from 'kysely';
import type { QueryRunner } from './prepared-queries.ts';

/** One write: its statements, run on the database or on the transaction it shares. */
export type BatchedWrite = (on: QueryRunner) => Promise<void>;

interface Job {
  work: BatchedWrite;
  /** run alone, it still needs a transaction of its own (several statements that go together) */
  atomic: boolean;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * SQLite: the writes asked for in the same tick committed together, in one transaction. Each commit
 * appends every page it changed to the write-ahead log (a write of a few 4 KB pages); when a burst
 * of chat turns starts, the turns admitted together (chat/turn-pacer.ts) share their tables' and
 * indexes' pages and one commit writes them once. Nothing waits for a batch to fill: the batch is
 * committed on the next tick, after the microtasks of whatever asked for it, so a lone write costs
 * what it did. A batch that fails is rolled back and its writes run again one by one, each in its own
 * transaction, so that one write's failure (a constraint) is only that write's.
 *
 * Not for PostgreSQL: there the writes of different connections run in parallel anyway.
 */
export function createWriteBatch<DB>(db: Kysely<DB>) {
  let queue: Job[] = [];

  const alone = async (job: Job) => {
    try {
      if (job.atomic) await db.transaction().execute((trx) => job.work(trx));
      else await job.work(db);
      job.resolve();
    } catch (err) {
      job.reject(err);
    }
  };

  async function commit(jobs: Job[]) {
    if (jobs.length > 1) {
      try {
        await db.transaction().execute(async (trx) => {
          for (const job of jobs) await job.work(trx);
        });
        for (const job of jobs) job.resolve();
        return;
      } catch {
        // rolled back: each one again on its own, below
      }
    }
    for (const job of jobs) await alone(job);
  }

  const flush = () => {
    const jobs = queue;
    queue = [];
    void commit(jobs);
  };

  return {
    /** runs `work` with the other writes of this tick; resolves once it is committed */
    run(work: BatchedWrite, opts: { atomic: boolean }): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        if (queue.push({ work, atomic: opts.atomic, resolve, reject }) === 1) {
          process.nextTick(flush);
        }
      });
    },
  };
}

export type WriteBatch = ReturnType<typeof createWriteBatch>;

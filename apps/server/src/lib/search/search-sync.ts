import {
  noNotifyBus,
  startFallbackPoll,
  type NotifyBus,
  type NotifyChange,
} from '../notify/notify-bus.ts';
import type { SearchIndex, SearchEntry } from './search-index.ts';

/** An item as an index reads it from the database: listed or not, and when it last changed. */
export interface SearchRow extends SearchEntry {
  /** whether it belongs in the index (a public robot, a directory item that is not hidden) */
  listed: boolean;
  updatedAt: string;
}

/** The queries an index is filled and refreshed from (robots: search-source.ts of the module). */
export interface SearchSource {
  /** listed items, or every item changed at or after `since` (listed or not) */
  searchRows(since?: string): Promise<SearchRow[]>;
  /** these items as they are now, listed or not; an id left out no longer exists */
  searchRowsByIds(ids: readonly string[]): Promise<SearchRow[]>;
  /** the counts of the first `limit` listed items whose id is above `after`, by id ascending */
  searchCounts(
    after: string,
    limit: number,
  ): Promise<{ id: string; favoriteCount: number; traffic: number }[]>;
}

export interface SearchSyncOptions {
  /**
   * whether to read other instances' writes at all: only the PostgreSQL set-up runs several; on the
   * embedded SQLite one every write passes through this process, and its synchronous full-table reads
   * would stall the event loop for nothing
   */
  refresh?: boolean;
  /** how often items edited by other server instances are read (by updated_at) */
  changesEveryMs?: number;
  /** how often all counts are read and items deleted elsewhere dropped */
  reconcileEveryMs?: number;
  /**
   * Other instances' writes as they happen (decision 020): the ids named are read at once; while the
   * bus is connected, the poll of changes runs only every `fallbackEveryMs`.
   */
  notify?: { bus: NotifyBus; topic: string; fallbackEveryMs: number };
  /** what the index holds, for the log line of a failed refresh ('robot', 'aitool', ...) */
  name?: string;
  log?: { warn(obj: unknown, msg: string): void };
}

/** Other instances' clocks and transactions committed late: read back this far before the last seen. */
const OVERLAP_MS = 60_000;
/** ids read in one query at most */
const IDS_PER_READ = 500;
/** counts read in one query at most: a page is applied in a few milliseconds */
const COUNTS_PER_READ = 2000;
/** ids waiting past this many: read everything changed instead (bounded memory) */
const MAX_PENDING_IDS = 5000;

/**
 * Fills an index from the database and keeps it following writes made by OTHER server instances
 * (this process's own writes update it at once, where they are made, and are published on the bus).
 * Their notifications name the items changed, which are read by id: edits, new items, listing changes
 * and deletions show within a moment. The polls stay as the fallback: edits carry updated_at and are
 * read by it every few seconds (less often while the bus is connected); counts (views, chats,
 * favourites) do not touch updated_at and are reconciled on a longer interval, as are deletions a
 * lost message did not tell. Every read runs one at a time, in order, so an older read is never
 * applied over a newer one; ids notified meanwhile are gathered and read together. Answers `stop`
 * for the app's close.
 */
export async function startSearchSync(
  index: SearchIndex,
  source: SearchSource,
  opts: SearchSyncOptions = {},
): Promise<{ stop(): void }> {
  if (opts.refresh === false) {
    index.replaceAll((await source.searchRows()).filter((r) => r.listed));
    return { stop: () => {} };
  }

  const pendingIds = new Set<string>();
  let wantChanges = false;
  let wantCounts = false;
  // until the first load is in: notifications that come meanwhile wait for it
  let running = true;
  let stopped = false;
  let lastSeen = '';

  const readChanges = async () => {
    const since = lastSeen ? new Date(Date.parse(lastSeen) - OVERLAP_MS).toISOString() : '';
    const changed = await source.searchRows(since);
    applyRows(index, changed);
    lastSeen = latest(changed, lastSeen);
  };

  // Counts page by page, so that no read or apply holds the event loop for long at a million items;
  // the entries no page named are read again by id (deleted, unlisted, or only just added).
  const reconcile = async () => {
    const tally = index.startTally();
    let after = '';
    for (;;) {
      const page = await source.searchCounts(after, COUNTS_PER_READ);
      for (const c of page) {
        index.tally(tally, c.id);
        index.setCounts(c.id, c);
      }
      if (page.length < COUNTS_PER_READ || stopped) break;
      after = page[page.length - 1]!.id;
    }
    const unseen = index.untallied(tally) ?? [];
    for (let i = 0; i < unseen.length && !stopped; i += IDS_PER_READ) {
      await readIds(unseen.slice(i, i + IDS_PER_READ));
    }
  };

  const readIds = async (ids: string[]) => {
    const found = await source.searchRowsByIds(ids);
    applyRows(index, found);
    const present = new Set(found.map((r) => r.id));
    for (const id of ids) if (!present.has(id)) index.remove(id);
  };

  const step = async () => {
    if (wantChanges) {
      wantChanges = false;
      await readChanges();
    } else if (wantCounts) {
      wantCounts = false;
      await reconcile();
    } else {
      const ids = [...pendingIds].slice(0, IDS_PER_READ);
      for (const id of ids) pendingIds.delete(id);
      await readIds(ids);
    }
  };

  const run = () => {
    if (running || stopped) return;
    running = true;
    void (async () => {
      while (!stopped && (wantChanges || wantCounts || pendingIds.size > 0)) {
        try {
          await step();
        } catch (err) {
          // the polls catch up what this read missed
          opts.log?.warn({ err }, `${opts.name ?? 'robot'} search index refresh failed`);
        }
      }
      running = false;
    })();
  };

  const notified = (change: NotifyChange) => {
    if (change === 'all' || pendingIds.size + change.length > MAX_PENDING_IDS) {
      pendingIds.clear();
      wantChanges = true;
      wantCounts = true;
    } else for (const id of change) pendingIds.add(id);
    run();
  };

  const { notify } = opts;
  const unsubscribe = notify?.bus.subscribe(notify.topic, notified) ?? (() => {});
  try {
    const rows = await source.searchRows();
    index.replaceAll(rows.filter((r) => r.listed));
    lastSeen = latest(rows, '');
  } catch (err) {
    unsubscribe();
    throw err;
  }
  running = false;
  run();
  const changesEveryMs = opts.changesEveryMs ?? 5000;
  const stopChanges = startFallbackPoll(
    () => {
      wantChanges = true;
      run();
    },
    {
      everyMs: changesEveryMs,
      busEveryMs: notify?.fallbackEveryMs ?? changesEveryMs,
      bus: notify?.bus ?? noNotifyBus(),
    },
  );
  const counts = setInterval(() => {
    wantCounts = true;
    run();
  }, opts.reconcileEveryMs ?? 60_000);
  counts.unref();
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
      stopChanges();
      clearInterval(counts);
    },
  };
}

/** Puts listed rows and removes the others. */
export function applyRows(index: SearchIndex, rows: SearchRow[]): void {
  for (const { listed, updatedAt: _, ...entry } of rows) {
    if (listed) index.put(entry);
    else index.remove(entry.id);
  }
}

const latest = (rows: SearchRow[], from: string): string =>
  rows.reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), from);

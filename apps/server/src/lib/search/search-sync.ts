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
  /** the counts of every listed item */
  searchCounts(): Promise<{ id: string; favoriteCount: number; traffic: number }[]>;
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
  /** what the index holds, for the log line of a failed refresh ('robot', 'aitool', ...) */
  name?: string;
  log?: { warn(obj: unknown, msg: string): void };
}

/** Other instances' clocks and transactions committed late: read back this far before the last seen. */
const OVERLAP_MS = 60_000;

/**
 * Fills an index from the database and keeps it following writes made by OTHER server instances
 * (this process's own writes update it at once, where they are made). Edits, new items and listing
 * changes carry updated_at and are picked up every few seconds; counts (views, chats, favourites) and
 * deletions do not touch updated_at, so they are reconciled on a longer interval: the order by counts
 * tolerates that lag, and an item deleted elsewhere is already left out of pages, which are read by id
 * from the database. Answers `stop` for the app's close.
 */
export async function startSearchSync(
  index: SearchIndex,
  source: SearchSource,
  opts: SearchSyncOptions = {},
): Promise<{ stop(): void }> {
  const rows = await source.searchRows();
  index.replaceAll(rows.filter((r) => r.listed));
  let lastSeen = latest(rows, '');

  if (opts.refresh === false) return { stop: () => {} };
  let busy = false;
  const guarded = (job: () => Promise<void>) => () => {
    if (busy) return;
    busy = true;
    job()
      .catch((err: unknown) =>
        opts.log?.warn({ err }, `${opts.name ?? 'robot'} search index refresh failed`),
      )
      .finally(() => {
        busy = false;
      });
  };

  const readChanges = async () => {
    const since = lastSeen ? new Date(Date.parse(lastSeen) - OVERLAP_MS).toISOString() : '';
    const changed = await source.searchRows(since);
    applyRows(index, changed);
    lastSeen = latest(changed, lastSeen);
  };

  const reconcile = async () => {
    const counts = await source.searchCounts();
    const present = new Set<string>();
    for (const c of counts) {
      present.add(c.id);
      index.setCounts(c.id, c);
    }
    for (const id of index.ids()) if (!present.has(id)) index.remove(id);
  };

  const timers = [
    setInterval(guarded(readChanges), opts.changesEveryMs ?? 5000),
    setInterval(guarded(reconcile), opts.reconcileEveryMs ?? 60_000),
  ];
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach(clearInterval) };
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

import { DIRECTORY_KINDS, type DirectoryKind } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { SearchIndex } from '../../../lib/search/search-index.ts';
import { startSearchSync, type SearchSyncOptions } from '../../../lib/search/search-sync.ts';
import { searchTerms } from '../../../lib/search/search-terms.ts';
import type { NotifyBus } from '../../../lib/notify/notify-bus.ts';
import { createDirectorySearchSource, readDirectorySearchRow } from './directory-search-source.ts';
import type {
  DirectorySearch,
  DirectorySearchHits,
  DirectorySearchQuery,
} from './directory-search.ts';

export type DirectorySearchOptions = Omit<SearchSyncOptions, 'name' | 'notify'> & {
  /** other instances' writes as they happen, and this one's told to them (decision 020) */
  notify?: { bus: NotifyBus; fallbackEveryMs: number };
};

/** the bus topic of one kind's index: the ids of its items written */
const topicOf = (kind: DirectoryKind) => `search:directory:${kind}`;

export interface DirectorySearchUnit extends DirectorySearch {
  /**
   * Start-up: fills every kind's index from the database and, with `refresh` (the PostgreSQL set-up,
   * where other instances write), starts following their writes until `close`.
   */
  load(): Promise<void>;
  /** moves on every change to a kind's index (for caches of finished answers) */
  version(kind: DirectoryKind): number;
  /** items in a kind's index (the metrics read it) */
  size(kind: DirectoryKind): number;
}

/**
 * Directory search (decision 009): one in-memory index (lib/search) per kind, holding the items that
 * are not hidden with their categories; keywords are normalised and split as the robot square's.
 * Writes on this instance arrive through `changed` (the item is read back at once, and the other
 * instances are told on the bus); other instances' through the bus and the polling sync on
 * `updated_at`, as robots' (decisions 005, 020).
 */
export function createDirectorySearch(
  db: Kysely<DB>,
  options: DirectorySearchOptions = {},
): DirectorySearchUnit {
  const indexes = new Map<DirectoryKind, SearchIndex>(
    DIRECTORY_KINDS.map((kind) => [kind, new SearchIndex()]),
  );
  const indexOf = (kind: DirectoryKind): SearchIndex => indexes.get(kind)!;
  let syncs: { stop(): void }[] = [];
  let closed = false;

  return {
    async load() {
      const { notify, ...rest } = options;
      const started = await Promise.all(
        DIRECTORY_KINDS.map((kind) =>
          startSearchSync(indexOf(kind), createDirectorySearchSource(db, kind), {
            ...rest,
            ...(notify ? { notify: { ...notify, topic: topicOf(kind) } } : {}),
            name: `directory ${kind}`,
          }),
        ),
      );
      if (closed) started.forEach((s) => s.stop());
      else syncs.push(...started);
    },

    async search(q: DirectorySearchQuery): Promise<DirectorySearchHits> {
      return indexOf(q.kind).search({
        terms: searchTerms(q.keyword),
        category: q.category,
        sort: q.sort,
        skip: q.skip,
        limit: q.limit,
      });
    },

    async changed(kind: DirectoryKind, id: string): Promise<void> {
      options.notify?.bus.publish(topicOf(kind), [id]);
      // Read back whatever its kind: the item is put in its own kind's index unless hidden or gone,
      // and leaves the others (removing an id an index lacks is a no-op).
      const row = await readDirectorySearchRow(db, id);
      for (const [indexKind, index] of indexes) {
        if (row?.listed && row.kind === indexKind) {
          const { listed: _, updatedAt: __, kind: ___, ...entry } = row;
          index.put(entry);
        } else index.remove(id);
      }
    },

    version: (kind) => indexOf(kind).version,
    size: (kind) => indexOf(kind).size,

    async close() {
      closed = true;
      for (const s of syncs) s.stop();
      syncs = [];
    },
  };
}

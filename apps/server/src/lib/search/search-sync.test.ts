import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { createMemoryHub } from '../notify/memory-transport.ts';
import { createNotifyBus } from '../notify/notify-bus.ts';
import { startSearchSync, type SearchRow, type SearchSource } from './search-sync.ts';
import { entry, find, id, query } from './search-test-entries.ts';

describe('startSearchSync', () => {
  it('loads public robots, then reads changes and counts from the source', async () => {
    let rows: SearchRow[] = [
      { ...entry(1, 'alpha'), listed: true, updatedAt: '2026-01-01T00:00:00.000Z' },
      { ...entry(2, 'beta'), listed: true, updatedAt: '2026-01-01T00:00:00.000Z' },
      {
        ...entry(3, 'delta', { traffic: 5 }),
        listed: true,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    let counts = [
      { id: id(1), favoriteCount: 0, traffic: 0 },
      { id: id(2), favoriteCount: 0, traffic: 0 },
      { id: id(3), favoriteCount: 0, traffic: 5 },
    ];
    const index = new SearchIndex();
    const sync = await startSearchSync(
      index,
      {
        searchRows: async (since) => (since ? rows.filter((r) => r.updatedAt >= since) : rows),
        searchRowsByIds: async () => [],
        searchCounts: async () => counts,
      },
      { changesEveryMs: 5, reconcileEveryMs: 5 },
    );
    try {
      expect(index.size).toBe(3);
      expect(index.search(query({ sort: 'traffic' })).ids[0]).toBe(id(3));
      // Another instance renamed 1 (its row, read again and again while its time is the newest,
      // carries its counts, as a real row does), deleted 2, and views of 3 were recounted: only the
      // count reader tells that.
      rows = [
        {
          ...entry(1, 'gamma', { favoriteCount: 3, traffic: 8 }),
          listed: true,
          updatedAt: '2026-01-01T00:00:05.000Z',
        },
      ];
      counts = [
        { id: id(1), favoriteCount: 3, traffic: 8 },
        { id: id(3), favoriteCount: 0, traffic: 2 },
      ];
      await expect.poll(() => find(index, ['gamma']).ids).toEqual([id(1)]);
      await expect.poll(() => index.size).toBe(2);
      expect(find(index, ['alpha']).ids).toEqual([]);
      await expect.poll(() => index.search(query({ sort: 'traffic' })).ids).toEqual([id(1), id(3)]);
      counts = [
        { id: id(1), favoriteCount: 3, traffic: 8 },
        { id: id(3), favoriteCount: 0, traffic: 11 },
      ];
      await expect.poll(() => index.search(query({ sort: 'traffic' })).ids).toEqual([id(3), id(1)]);
    } finally {
      sync.stop();
    }
  });

  it('reconciles counts page by page and drops what no page named', async () => {
    const rows = new Map<string, SearchRow>();
    for (let n = 0; n < 4500; n += 1) {
      rows.set(id(n), { ...entry(n % 60, `item${n}`), id: id(n), listed: true, updatedAt: '' });
    }
    const pages: { after: string; limit: number }[] = [];
    const index = new SearchIndex();
    const sync = await startSearchSync(
      index,
      {
        searchRows: async (since) => (since ? [] : [...rows.values()]),
        searchRowsByIds: async (ids) => ids.flatMap((i) => rows.get(i) ?? []),
        searchCounts: async (after, limit) => {
          pages.push({ after, limit });
          return [...rows.values()]
            .filter((r) => r.listed && r.id > after)
            .sort((a, b) => (a.id < b.id ? -1 : 1))
            .slice(0, limit);
        },
      },
      { changesEveryMs: 3_600_000, reconcileEveryMs: 20 },
    );
    try {
      expect(index.size).toBe(4500);
      // the last robot gets counts, two are deleted and one unlisted, none of it notified
      rows.set(id(4499), { ...rows.get(id(4499))!, favoriteCount: 9 });
      rows.delete(id(10));
      rows.delete(id(3000));
      rows.set(id(2500), { ...rows.get(id(2500))!, listed: false });
      await expect.poll(() => index.size).toBe(4497);
      expect(find(index, ['item3000']).total).toBe(0);
      expect(find(index, ['item2500']).total).toBe(0);
      expect(find(index, ['item4']).total).toBeGreaterThan(0);
      await expect
        .poll(() => index.search(query({ sort: 'favorites', limit: 1 })).ids)
        .toEqual([id(4499)]);
      // 4,500 robots are read in pages of at most 2,000, each after the last id of the one before
      expect(pages[0]).toEqual({ after: '', limit: 2000 });
      expect(pages.every((p) => p.limit === 2000)).toBe(true);
      expect(pages.some((p) => p.after >= id(3999))).toBe(true);
    } finally {
      sync.stop();
    }
  });

  it('only loads, without timers, when told not to refresh (the one-process SQLite set-up)', async () => {
    let reads = 0;
    const index = new SearchIndex();
    const sync = await startSearchSync(
      index,
      {
        searchRows: async () => {
          reads += 1;
          return [{ ...entry(1, 'alpha'), listed: true, updatedAt: '' }];
        },
        searchRowsByIds: async () => [],
        searchCounts: async () => [],
      },
      { refresh: false, changesEveryMs: 1, reconcileEveryMs: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    sync.stop();
    expect(reads).toBe(1);
    expect(index.size).toBe(1);
  });

  describe('with a notification bus', () => {
    const row = (n: number, text: string, listed = true): SearchRow => ({
      ...entry(n, text),
      listed,
      updatedAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
    });

    /** A table of rows, and how often each query was asked. */
    function table(initial: SearchRow[]) {
      const rows = new Map(initial.map((r) => [r.id, r]));
      const asked = { all: 0, since: 0, byIds: 0, counts: 0 };
      const source: SearchSource = {
        searchRows: async (since) => {
          asked[since ? 'since' : 'all'] += 1;
          return [...rows.values()].filter((r) => (since ? r.updatedAt >= since : r.listed));
        },
        searchRowsByIds: async (ids) => {
          asked.byIds += 1;
          return ids.flatMap((i) => rows.get(i) ?? []);
        },
        searchCounts: async (after, limit) => {
          asked.counts += 1;
          return [...rows.values()]
            .filter((r) => r.listed && r.id > after)
            .sort((a, b) => (a.id < b.id ? -1 : 1))
            .slice(0, limit);
        },
      };
      return { rows, asked, source };
    }

    async function setUp(initial: SearchRow[], changesEveryMs = 3_600_000) {
      const hub = createMemoryHub();
      const writer = createNotifyBus(hub.transport());
      const bus = createNotifyBus(hub.transport());
      await expect.poll(() => bus.connected && writer.connected).toBe(true);
      const t = table(initial);
      const index = new SearchIndex();
      const sync = await startSearchSync(index, t.source, {
        // polls that never come within a test: only the notifications can explain what follows
        changesEveryMs,
        reconcileEveryMs: 3_600_000,
        notify: { bus, topic: 'search:test', fallbackEveryMs: 3_600_000 },
      });
      const close = async () => {
        sync.stop();
        await writer.close();
        await bus.close();
      };
      return { hub, writer, index, ...t, close };
    }

    it('reads the ids another instance names: new, edited, unlisted and deleted items', async () => {
      const s = await setUp([row(1, 'alpha'), row(2, 'beta')]);
      try {
        s.rows.set(id(3), row(3, 'gamma'));
        s.rows.set(id(1), row(1, 'alpha renamed'));
        s.writer.publish('search:test', [id(3), id(1)]);
        await expect.poll(() => find(s.index, ['gamma']).ids).toEqual([id(3)]);
        expect(find(s.index, ['renamed']).ids).toEqual([id(1)]);

        s.rows.set(id(3), row(3, 'gamma', false));
        s.rows.delete(id(2));
        s.writer.publish('search:test', [id(3), id(2)]);
        await expect.poll(() => s.index.size).toBe(1);
        expect(s.index.ids()).toEqual([id(1)]);
        expect(s.asked.since).toBe(0);
        expect(s.asked.counts).toBe(0);
      } finally {
        await s.close();
      }
    });

    it('reads a burst of a thousand writes in a few queries', async () => {
      const s = await setUp([]);
      try {
        for (let n = 1; n <= 1000; n += 1) {
          s.rows.set(id(n), { ...row(n % 60, `item${n}`), id: id(n) });
          s.writer.publish('search:test', [id(n)]);
        }
        await expect.poll(() => s.index.size).toBe(1000);
        // more than a message holds: the receiver reads what changed instead of 1,000 ids
        expect(s.asked.byIds + s.asked.since).toBeLessThanOrEqual(5);
      } finally {
        await s.close();
      }
    });

    it('polls for changes only while the bus is down', async () => {
      const s = await setUp([row(1, 'alpha')], 10);
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const whileUp = s.asked.since;
        expect(whileUp).toBeLessThanOrEqual(1); // the re-read of the first connection at most
        s.hub.down();
        s.rows.set(id(1), { ...row(1, 'polled'), updatedAt: '2026-01-01T00:01:00.000Z' });
        await expect.poll(() => find(s.index, ['polled']).ids).toEqual([id(1)]);
        expect(s.asked.since).toBeGreaterThan(whileUp);
      } finally {
        await s.close();
      }
    });

    it('re-reads changes and counts when the bus connects again (what was sent meanwhile is lost)', async () => {
      const s = await setUp([row(1, 'alpha'), row(2, 'beta')]);
      try {
        s.hub.down();
        s.rows.set(id(1), { ...row(1, 'alpha edited'), updatedAt: '2026-01-01T00:01:00.000Z' });
        s.rows.delete(id(2));
        s.writer.publish('search:test', [id(1), id(2)]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(find(s.index, ['edited']).ids).toEqual([]);
        s.hub.up();
        await expect.poll(() => find(s.index, ['edited']).ids).toEqual([id(1)]);
        await expect.poll(() => s.index.ids()).toEqual([id(1)]);
      } finally {
        await s.close();
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { startSearchSync, type SearchRow } from './search-sync.ts';
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
        searchCounts: async () => [],
      },
      { refresh: false, changesEveryMs: 1, reconcileEveryMs: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    sync.stop();
    expect(reads).toBe(1);
    expect(index.size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexQuery, type SearchEntry } from './search-index.ts';
import { applyRows, type SearchRow } from './search-sync.ts';
import { entry, find, id, query } from './search-test-entries.ts';

describe('SearchIndex', () => {
  it('matches words as substrings, all of them, and counts every match', () => {
    const index = new SearchIndex();
    index.replaceAll([entry(1, '咖啡 老师'), entry(2, '咖啡豆'), entry(3, 'Coffee Tutor')]);
    expect(find(index, ['咖啡']).total).toBe(2);
    expect(find(index, ['啡']).ids).toEqual([id(2), id(1)]);
    expect(find(index, ['咖啡豆']).ids).toEqual([id(2)]);
    expect(find(index, ['咖啡', '老师']).ids).toEqual([id(1)]);
    expect(find(index, ['咖啡', 'coffee']).ids).toEqual([]);
    expect(find(index, ['coffee', 'tut']).ids).toEqual([id(3)]);
    // all its pairs occur, but not as one substring
    expect(find(index, ['啡老']).ids).toEqual([]);
    expect(find(index, ['zebra']).total).toBe(0);
  });

  it('follows inserts, edits, deletes and a robot turning private', () => {
    const index = new SearchIndex();
    index.replaceAll([entry(1, '旧名字')]);
    index.put(entry(2, '新来的'));
    expect(find(index, ['新']).ids).toEqual([id(2)]);

    index.put(entry(1, '新名字'));
    expect(find(index, ['旧名']).ids).toEqual([]);
    expect(find(index, ['新']).ids).toEqual([id(2), id(1)]);
    expect(index.size).toBe(2);

    index.remove(id(2));
    expect(find(index, ['新']).ids).toEqual([id(1)]);
    expect(index.search(query()).total).toBe(1);

    // what the sync does with a row that is no longer public
    const priv: SearchRow = { ...entry(1, '新名字'), listed: false, updatedAt: '' };
    applyRows(index, [priv]);
    expect(find(index, ['新']).ids).toEqual([]);
    expect(index.search(query()).ids).toEqual([]);
    index.remove(id(99)); // unknown ids are ignored
  });

  it('never returns a robot it was not given as public', () => {
    const index = new SearchIndex();
    applyRows(index, [
      { ...entry(1, '私人唐诗'), listed: false, updatedAt: '' },
      { ...entry(2, '唐诗'), listed: true, updatedAt: '' },
    ]);
    expect(find(index, ['唐诗']).ids).toEqual([id(2)]);
    expect(index.search(query()).ids).toEqual([id(2)]);
  });

  it('finds an entry under each of its categories, and follows changes to them', () => {
    const index = new SearchIndex();
    index.replaceAll([
      entry(1, '画画 draw', { categories: [2, 5], favoriteCount: 1 }),
      entry(2, '画图 draw', { categories: [5], favoriteCount: 2 }),
      entry(3, '画', { categories: [7, 2, 9], favoriteCount: 3 }),
    ]);
    const inCategory = (category: number, terms: string[] = []) =>
      find(index, terms, { category, sort: 'favorites' }).ids;
    expect(inCategory(2)).toEqual([id(3), id(1)]);
    expect(inCategory(5, ['画'])).toEqual([id(2), id(1)]);
    expect(inCategory(9, ['画'])).toEqual([id(3)]);
    expect(inCategory(2, ['draw'])).toEqual([id(1)]);
    // counts move the orders of every category the entry is in, and of no other
    index.setCounts(id(1), { favoriteCount: 9 });
    expect(inCategory(2)).toEqual([id(1), id(3)]);
    expect(inCategory(5)).toEqual([id(1), id(2)]);
    expect(inCategory(9)).toEqual([id(3)]);
    // same text, other categories: the entry leaves 2 and joins 9
    index.put(entry(1, '画画 draw', { categories: [5, 9], favoriteCount: 9 }));
    expect(inCategory(2)).toEqual([id(3)]);
    expect(inCategory(9, ['画'])).toEqual([id(1), id(3)]);
    expect(inCategory(4)).toEqual([]);
  });

  it('filters by category, with and without words', () => {
    const index = new SearchIndex();
    index.replaceAll([entry(1, 'a', { categories: [2] }), entry(2, 'ab', { categories: [3] })]);
    expect(find(index, ['a'], { category: 3 }).ids).toEqual([id(2)]);
    expect(index.search(query({ category: 2 })).ids).toEqual([id(1)]);
    expect(index.search(query({ category: 9 }))).toEqual({ ids: [], total: 0 });
    index.put(entry(1, 'a', { categories: [3] }));
    expect(index.search(query({ category: 3 })).ids).toEqual([id(2), id(1)]);
  });

  it('sorts by each key, ties by id descending, and pages', () => {
    const index = new SearchIndex();
    const same = '2026-01-01T00:00:00.000Z';
    index.replaceAll([
      entry(1, 'x', { favoriteCount: 5, traffic: 1, createdAt: same }),
      entry(2, 'x', { favoriteCount: 5, traffic: 9, createdAt: same }),
      entry(3, 'x', { favoriteCount: 7, traffic: 1, createdAt: '2025-01-01T00:00:00.000Z' }),
    ]);
    for (const terms of [[], ['x']]) {
      expect(index.search(query({ terms, sort: 'favorites' })).ids).toEqual([id(3), id(2), id(1)]);
      expect(index.search(query({ terms, sort: 'traffic' })).ids).toEqual([id(2), id(3), id(1)]);
      expect(index.search(query({ terms, sort: 'latest' })).ids).toEqual([id(2), id(1), id(3)]);
      const page = index.search(query({ terms, sort: 'latest', skip: 1, limit: 1 }));
      expect(page).toEqual({ ids: [id(1)], total: 3 });
    }
  });

  it('moves a robot in the orders when its counts change', () => {
    const index = new SearchIndex();
    index.replaceAll([
      entry(1, 'a', { categories: [2] }),
      entry(2, 'b', { categories: [2] }),
      entry(3, 'c'),
    ]);
    // build the cached orders first, so that the change must move them
    expect(index.search(query({ sort: 'traffic' })).ids).toEqual([id(3), id(2), id(1)]);
    expect(index.search(query({ sort: 'favorites', category: 2 })).ids).toEqual([id(2), id(1)]);
    const before = index.version;
    index.setCounts(id(1), { traffic: 4 });
    index.setCounts(id(1), { favoriteCount: 2 });
    expect(index.version).toBeGreaterThan(before);
    expect(index.search(query({ sort: 'traffic' })).ids).toEqual([id(1), id(3), id(2)]);
    expect(index.search(query({ sort: 'favorites', category: 2 })).ids).toEqual([id(1), id(2)]);
    expect(find(index, ['a', 'b'], { sort: 'traffic' }).ids).toEqual([]);
    const unchanged = index.version;
    index.setCounts(id(1), { traffic: 4 });
    expect(index.version).toBe(unchanged);
  });

  it('sorts keyword matches by the moved orders after count changes', () => {
    const index = new SearchIndex();
    index.replaceAll([1, 2, 3, 4, 5].map((n) => entry(n, 'x', { favoriteCount: 60 - n * 10 })));
    // the full order by favourites is built by a keyword-less page; keyword pages then use its ranks
    expect(index.search(query({ sort: 'favorites' })).ids).toEqual([1, 2, 3, 4, 5].map(id));
    index.setCounts(id(1), { favoriteCount: 15 });
    expect(find(index, ['x'], { sort: 'favorites' }).ids).toEqual([2, 3, 4, 1, 5].map(id));
    index.setCounts(id(5), { favoriteCount: 45 });
    expect(find(index, ['x'], { sort: 'favorites' }).ids).toEqual([5, 2, 3, 4, 1].map(id));
  });

  it('stays right across a rebuild after many edits', () => {
    const index = new SearchIndex();
    index.replaceAll([entry(0, 'keep')]);
    for (let i = 1; i <= 6000; i += 1) index.put(entry(1, `name ${i}`));
    expect(find(index, ['name']).total).toBe(1);
    expect(find(index, ['name', '6000']).ids).toEqual([id(1)]);
    expect(find(index, ['keep']).ids).toEqual([id(0)]);
    expect(index.size).toBe(2);
  });

  it('keeps every sort right across a rebuild that renumbers the slots', () => {
    const index = new SearchIndex();
    const fav = (n: number, i: number) => (n * 7 + i) % 5;
    index.replaceAll([0, 1, 2, 3].map((n) => entry(n, `word ${n}`, { favoriteCount: n })));
    for (let i = 1; i <= 6000; i += 1) {
      const n = i % 4;
      index.put(entry(n, `word ${n} v${i}`, { favoriteCount: fav(n, i), traffic: i % 3 }));
      if (i % 1000 === 0) index.setCounts(id(0), { traffic: i });
    }
    const want = [0, 1, 2, 3]
      .map((n) => ({ n, f: fav(n, 6000 - ((6000 - n) % 4)) }))
      .sort((a, b) => b.f - a.f || b.n - a.n)
      .map((x) => id(x.n));
    expect(index.search(query({ sort: 'favorites' })).ids).toEqual(want);
    expect(find(index, ['word'], { sort: 'favorites' }).ids).toEqual(want);
    expect(find(index, ['word'], { sort: 'traffic' }).ids[0]).toBe(id(0));
    expect(index.search(query({ sort: 'latest' })).total).toBe(4);
  });

  it('answers like a scan of every robot through edits, count changes and repeated queries', () => {
    // A small alphabet, so that some grams are held by most robots (bitset postings) and others by
    // few (lists); every query is asked twice (the second from the match cache) and after changes.
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const alphabet = 'abcdefghijklmnopqrstuvwxyz书画茶猫山水云月  ';
    const text = () =>
      Array.from({ length: 3 + rand(12) }, () => alphabet[rand(alphabet.length)]).join('');
    const robots = new Map<string, SearchEntry>();
    const make = (n: number) =>
      entry(n, text(), {
        categories: rand(4) === 0 ? [1 + rand(3), 4] : [1 + rand(3)],
        favoriteCount: rand(5),
        traffic: rand(5),
      });
    for (let n = 0; n < 600; n += 1) robots.set(id(n), make(n));
    const index = new SearchIndex();
    index.replaceAll([...robots.values()]);

    const sorts = ['favorites', 'traffic', 'latest'] as const;
    const scan = (q: IndexQuery) => {
      const key = (e: SearchEntry) =>
        q.sort === 'favorites' ? e.favoriteCount : q.sort === 'traffic' ? e.traffic : 0;
      const hits = [...robots.values()]
        .filter((e) => q.category === undefined || e.categories.includes(q.category))
        .filter((e) => q.terms.every((t) => e.searchText.includes(t)))
        .sort(
          (a, b) =>
            key(b) - key(a) ||
            (b.createdAt < a.createdAt ? -1 : b.createdAt > a.createdAt ? 1 : 0) *
              (q.sort === 'latest' ? 1 : 0) ||
            (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
        );
      return { ids: hits.slice(q.skip, q.skip + q.limit).map((e) => e.id), total: hits.length };
    };
    const randomQuery = (): IndexQuery => {
      const words = Array.from({ length: 1 + rand(2) }, () =>
        text()
          .replace(/ /g, '')
          .slice(0, 1 + rand(4)),
      ).filter(Boolean);
      return query({
        terms: [...new Set(words)],
        sort: sorts[rand(3)]!,
        category: rand(3) === 0 ? 1 + rand(4) : undefined,
        skip: rand(3) * 5,
        limit: 1 + rand(30),
      });
    };
    for (let round = 0; round < 600; round += 1) {
      const q = randomQuery();
      // The full orders (and with them the ranks) exist only after a keyword-less query; count
      // changes made after it must move them.
      if (rand(2) === 0) index.search(query({ sort: q.sort }));
      for (let c = 0; c < 3; c += 1) {
        const n = rand(700);
        const change = rand(6);
        if (change === 0) {
          const e = make(n);
          robots.set(e.id, e);
          index.put(e);
        } else if (change === 1) {
          robots.delete(id(n));
          index.remove(id(n));
        } else if (robots.has(id(n))) {
          const counts = { favoriteCount: rand(6), traffic: rand(6) };
          robots.set(id(n), { ...robots.get(id(n))!, ...counts });
          index.setCounts(id(n), counts);
        }
      }
      expect(index.search(q)).toEqual(scan(q));
      expect(index.search(q)).toEqual(scan(q));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createVisitorPageCache } from './visitor-page-cache.ts';

const page = (s: string) => Buffer.from(s);

describe('visitor page cache', () => {
  it('answers a page only at the version it was made at', () => {
    const cache = createVisitorPageCache(() => 0);
    cache.set('q', 1, page('a'));
    expect(cache.get('q', 1)?.toString()).toBe('a');
    expect(cache.get('q', 2)).toBeUndefined();
    expect(cache.get('q', 1)).toBeUndefined(); // dropped once stale
  });

  it('forgets a page after 3 s', () => {
    let t = 1000;
    const cache = createVisitorPageCache(() => t);
    cache.set('q', 1, page('a'));
    t += 2999;
    expect(cache.get('q', 1)).toBeDefined();
    t += 2;
    expect(cache.get('q', 1)).toBeUndefined();
  });

  it('when full, drops the least recently asked page, not everything', () => {
    const cache = createVisitorPageCache(() => 0);
    cache.set('popular', 1, page('p'));
    for (let i = 0; i < 199; i += 1) cache.set(`odd${i}`, 1, page('x'));
    expect(cache.get('popular', 1)).toBeDefined(); // asked: now the most recent
    cache.set('one-more', 1, page('y'));
    expect(cache.get('popular', 1)).toBeDefined();
    expect(cache.get('odd0', 1)).toBeUndefined();
    expect(cache.get('odd1', 1)).toBeDefined();
  });
});

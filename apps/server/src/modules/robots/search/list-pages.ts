import { envelope, robotApi } from '@robot/contracts';
import type { z } from 'zod';
import type { CurrentUser } from '../../auth/auth.service.ts';
import { createVisitorPageCache } from './visitor-page-cache.ts';

type SearchQuery = z.output<NonNullable<typeof robotApi.search.query>>;
type HotQuery = z.output<NonNullable<typeof robotApi.hot.query>>;
type RobotList = z.output<typeof robotApi.search.data>;

/** What the list pages are made from (robots.service.ts answers it). */
export interface RobotLists {
  search(query: SearchQuery, viewer: CurrentUser | null): Promise<RobotList>;
  hot(query: HotQuery, viewer: CurrentUser | null): Promise<RobotList>;
}

/** The square's list answers as finished JSON bytes, ready for the route to send. */
export interface ListPages {
  search(query: SearchQuery, viewer: CurrentUser | null): Promise<Buffer>;
  hot(query: HotQuery, viewer: CurrentUser | null): Promise<Buffer>;
}

const searched = envelope(robotApi.search.data);
const hotList = envelope(robotApi.hot.data);

/**
 * The search and hot lists as finished answers. A visitor's keyword-less page (the square as it
 * opens, asked far more than anything else) is made once through the response schema and its bytes
 * reused while the search index's `version` stands (any change to a public robot moves it) and for a
 * few seconds at most (visitor-page-cache.ts). A signed-in caller's page (favourite marks) and a
 * keyword search are made every time.
 */
export function createListPages(lists: RobotLists, version: () => number): ListPages {
  const visitorPages = createVisitorPageCache();

  async function page(
    schema: typeof searched,
    cacheKey: string | null,
    load: () => Promise<RobotList>,
  ): Promise<Buffer> {
    const at = version();
    const hit = cacheKey === null ? undefined : visitorPages.get(cacheKey, at);
    if (hit) return hit;
    const json = Buffer.from(
      JSON.stringify(schema.parse({ code: 200, msg: 'ok', data: await load() })),
      'utf8',
    );
    if (cacheKey !== null) visitorPages.set(cacheKey, at, json);
    return json;
  }

  return {
    search(query, viewer) {
      const key =
        viewer || query.keyword
          ? null
          : `search|${query.category ?? ''}|${query.sort}|${query.skip}|${query.limit}`;
      return page(searched, key, () => lists.search(query, viewer));
    },
    hot(query, viewer) {
      const key = viewer ? null : `hot|${query.skip}|${query.limit}`;
      return page(hotList, key, () => lists.hot(query, viewer));
    },
  };
}

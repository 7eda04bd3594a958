import { sql, type Kysely, type SqlBool } from 'kysely';
import { hiddenFilterCount } from '../../db/hidden-filter-count.ts';
import type { DB } from '../../db/schema.ts';
import { likeContains, searchTerms } from '../../lib/search/search-terms.ts';
import type { AdminRobotFilter, AdminRobotRow, Page } from './robot-rows.ts';

const adminColumns = [
  'robots.id',
  'robots.owner_id',
  'users.username as owner_username',
  'users.nickname as owner_nickname',
  'robots.name',
  'robots.headportrait_url',
  'robots.visibility',
  'robots.hidden',
  'robots.featured',
  'robots.view_count',
  'robots.favorite_count',
  'robots.created_at',
] as const;

const toInt = (v: unknown): number => Number(v ?? 0);

/**
 * The admin's reads of robots: every robot, private and hidden ones too, with its owner. The list
 * runs on `reads` (Database.reads): a keyword reads every robot's search text, which on SQLite runs
 * in a thread of its own.
 */
export function createRobotsAdminQueries(db: Kysely<DB>, reads: Kysely<DB> = db) {
  return {
    /** Admin: every robot with its owner, newest first, filtered by keyword and the hidden flag. */
    async adminList(f: AdminRobotFilter): Promise<Page<AdminRobotRow>> {
      let rows = reads
        .selectFrom('robots')
        .innerJoin('users', 'users.id', 'robots.owner_id')
        .select(adminColumns);
      let count = reads.selectFrom('robots').select((eb) => eb.fn.countAll().as('n'));
      for (const term of searchTerms(f.keyword)) {
        const like = sql<SqlBool>`robots.search_text like ${likeContains(term)} escape '\\'`;
        rows = rows.where(like);
        count = count.where(like);
      }
      const hiddenCount = count.where('robots.hidden', '=', 1);
      if (f.hidden !== undefined) rows = rows.where('robots.hidden', '=', f.hidden ? 1 : 0);
      const [list, total] = await Promise.all([
        rows
          .orderBy('robots.created_at', 'desc')
          .orderBy('robots.id', 'desc')
          .limit(f.limit)
          .offset(f.skip)
          .execute(),
        hiddenFilterCount(reads, { all: count, hidden: hiddenCount }, f.hidden),
      ]);
      return { rows: list, total: toInt(total?.n) };
    },

    async adminItem(id: string): Promise<AdminRobotRow | undefined> {
      return db
        .selectFrom('robots')
        .innerJoin('users', 'users.id', 'robots.owner_id')
        .select(adminColumns)
        .where('robots.id', '=', id)
        .executeTakeFirst();
    },
  };
}

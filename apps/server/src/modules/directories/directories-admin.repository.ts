import type { DirectoryKind } from '@robot/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { hiddenFilterCount } from '../../db/hidden-filter-count.ts';
import type { DB } from '../../db/schema.ts';
import { likeContains, searchTerms } from '../../lib/search/search-terms.ts';
import type { AdminDirectoryFilter, AdminDirectoryRow, Page } from './directory-rows.ts';

const adminColumns = [
  'directory_items.id',
  'directory_items.owner_id',
  'users.username as owner_username',
  'users.nickname as owner_nickname',
  'directory_items.title',
  'directory_items.image',
  'directory_items.hidden',
  'directory_items.featured',
  'directory_items.view_count',
  'directory_items.favorite_count',
  'directory_items.created_at',
] as const;

const toInt = (v: unknown): number => Number(v ?? 0);

/**
 * The admin's reads of directory items: every item of a kind, hidden ones too, with its owner. The
 * list runs on `reads` (Database.reads): a keyword reads every item's search text (its body's
 * text included), which on SQLite runs in a thread of its own.
 */
export function createDirectoriesAdminQueries(db: Kysely<DB>, reads: Kysely<DB> = db) {
  return {
    /** Admin: every item of a kind with its owner, newest first, by keyword and the hidden flag. */
    async adminList(
      kind: DirectoryKind,
      f: AdminDirectoryFilter,
    ): Promise<Page<AdminDirectoryRow>> {
      let rows = reads
        .selectFrom('directory_items')
        .innerJoin('users', 'users.id', 'directory_items.owner_id')
        .select(adminColumns)
        .where('directory_items.kind', '=', kind);
      let count = reads
        .selectFrom('directory_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('directory_items.kind', '=', kind);
      for (const term of searchTerms(f.keyword)) {
        const like = sql<SqlBool>`directory_items.search_text like ${likeContains(term)} escape '\\'`;
        rows = rows.where(like);
        count = count.where(like);
      }
      const hiddenCount = count.where('directory_items.hidden', '=', 1);
      if (f.hidden !== undefined) {
        rows = rows.where('directory_items.hidden', '=', f.hidden ? 1 : 0);
      }
      const [list, total] = await Promise.all([
        rows
          .orderBy('directory_items.created_at', 'desc')
          .orderBy('directory_items.id', 'desc')
          .limit(f.limit)
          .offset(f.skip)
          .execute(),
        hiddenFilterCount(reads, { all: count, hidden: hiddenCount }, f.hidden),
      ]);
      return { rows: list, total: toInt(total?.n) };
    },

    async adminItem(kind: DirectoryKind, id: string): Promise<AdminDirectoryRow | undefined> {
      return db
        .selectFrom('directory_items')
        .innerJoin('users', 'users.id', 'directory_items.owner_id')
        .select(adminColumns)
        .where('directory_items.id', '=', id)
        .where('directory_items.kind', '=', kind)
        .executeTakeFirst();
    },
  };
}

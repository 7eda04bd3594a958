import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import { createPreparedQueries } from '../../db/prepared-queries.ts';
import type { DB } from '../../db/schema.ts';
import type { RobotCardRow } from './robot-rows.ts';

export const PUBLIC = 1;

/** What a robot's card shows (lists, the square, favourites). */
export const cardColumns = [
  'robots.id',
  'robots.owner_id',
  'users.nickname as owner_nickname',
  'robots.headportrait_url',
  'robots.name',
  'robots.intro',
  'robots.guide_words',
  'robots.category_id',
  'robots.visibility',
  'robots.type',
  'robots.keywords',
  'robots.view_count',
  'robots.chat_count',
  'robots.favorite_count',
  'robots.hidden',
  'robots.featured',
  'robots.created_at',
  'robots.updated_at',
] as const;

// PostgreSQL answers booleans, SQLite 0/1; counts may come back as strings (bigint) from pg.
export const toBool = (v: unknown): boolean => v === true || Number(v) === 1;
export const toInt = (v: unknown): number => Number(v ?? 0);

export function normalizeCard<T extends { is_favorite: unknown }>(
  row: T,
): T & { is_favorite: boolean } {
  return { ...row, is_favorite: toBool(row.is_favorite) };
}

/** exists(favourite of the viewer), or false for a visitor. */
export const isFavoriteOf = (viewerId: string | null): RawBuilder<SqlBool> =>
  viewerId
    ? sql<SqlBool>`exists (select 1 from robot_favorites f where f.robot_id = robots.id and f.user_id = ${viewerId})`
    : sql<SqlBool>`${sql.lit(false)}`;

/** The cards of robots, with the viewer's favourite mark. */
export function createCardQueries(db: Kysely<DB>, kind: DatabaseKind) {
  const prepared = createPreparedQueries(db);

  const cards = (viewerId: string | null) =>
    db
      .selectFrom('robots')
      .innerJoin('users', 'users.id', 'robots.owner_id')
      .select(cardColumns)
      .select(isFavoriteOf(viewerId).as('is_favorite'));

  /**
   * PostgreSQL: the ids as one array parameter (`= any($1)`), so that the statement's text is the
   * same for every page and runs as a named statement, planned once per connection
   * (db/named-statements.ts). An `in` list has a text per length.
   */
  const cardsByIdArray = async (ids: string[], viewerId: string | null) =>
    (
      await prepared.run(
        viewerId ? 'cards.byIds.viewer' : 'cards.byIds.visitor',
        (p) => cards(viewerId ? p(1) : null).where('robots.id', '=', sql<string>`any(${p(0)})`),
        viewerId ? [ids, viewerId] : [ids],
      )
    ).rows;

  return {
    cards,

    /** The cards of these ids in this order, listed ones only (the index may lag other instances). */
    async cardsByIds(ids: string[], viewerId: string | null): Promise<RobotCardRow[]> {
      if (ids.length === 0) return [];
      // Visibility is checked here, not in SQL: with it there SQLite may walk the visibility-led
      // sort indexes (every public robot) instead of looking the ids up.
      const rows =
        kind === 'postgres'
          ? await cardsByIdArray(ids, viewerId)
          : await cards(viewerId).where('robots.id', 'in', ids).execute();
      const byId = new Map(
        rows
          .filter((r) => toInt(r.visibility) === PUBLIC && !toBool(r.hidden))
          .map((r) => [r.id, normalizeCard(r)]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

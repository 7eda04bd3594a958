import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { RobotSort } from '@robot/contracts';
import type { DB, RobotsTable } from '../../db/schema.ts';
import { termGramQuery, termGrams } from '../../lib/search-grams.ts';

export type RobotRow = Selectable<RobotsTable>;

/** A robot as lists need it: no prompt, knowledge base or search text (a list never carries them). */
export interface RobotCardRow {
  id: string;
  owner_id: string;
  owner_nickname: string;
  headportrait_url: string;
  name: string;
  intro: string;
  guide_words: string;
  category_id: number;
  visibility: number;
  type: number;
  keywords: string;
  view_count: number;
  chat_count: number;
  favorite_count: number;
  created_at: string;
  updated_at: string;
  is_favorite: boolean;
}

/** The whole row, with the owner's nickname and the viewer's favourite. */
export type RobotFullRow = RobotRow & { owner_nickname: string; is_favorite: boolean };

export type RobotFields = Omit<
  RobotRow,
  'id' | 'owner_id' | 'view_count' | 'chat_count' | 'favorite_count' | 'created_at'
>;

export interface SearchFilter {
  /** lowercased terms; a robot matches when its search text contains every one */
  terms: string[];
  category?: number | undefined;
  sort: RobotSort;
  skip: number;
  limit: number;
  viewerId: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

const PUBLIC = 1;
const CHUNK_INSERT_BATCH = 200;
/**
 * How long a visitor's keyword-less page of the square (and its total) is reused. Writes through this
 * process drop it at once; the time only bounds what other server instances' writes may leave stale.
 */
const SQUARE_CACHE_MS = 3000;
const SQUARE_CACHE_MAX = 500;

const cardColumns = [
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
  'robots.created_at',
  'robots.updated_at',
] as const;

/** `%`, `_` and the escape character itself are literal in a search term. */
export const likePattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// PostgreSQL answers booleans, SQLite 0/1; counts may come back as strings (bigint) from pg.
const toBool = (v: unknown): boolean => v === true || Number(v) === 1;
const toInt = (v: unknown): number => Number(v ?? 0);

function normalizeCard<T extends { is_favorite: unknown }>(row: T): T & { is_favorite: boolean } {
  return { ...row, is_favorite: toBool(row.is_favorite) };
}

/** Every query on robots, their favourites and their knowledge chunks. */
export function createRobotsRepository(db: Kysely<DB>) {
  // Only PostgreSQL numbers its parameters; the two keep their search index differently (004).
  const postgres = sql`select ${1}`.compile(db).sql.includes('$1');

  /**
   * A term matches where the search text contains it. The gram index (migration 004) finds the few
   * rows that can contain it, and LIKE confirms them, so no query scans every robot.
   */
  const termMatch = (term: string): RawBuilder<SqlBool> => {
    const candidates = postgres
      ? sql<SqlBool>`robot_search_grams(robots.search_text) @> ${termGrams(term)}::text[]`
      : sql<SqlBool>`robots.id in (select robot_id from robots_search_grams where robots_search_grams match ${termGramQuery(term)})`;
    return sql<SqlBool>`(${candidates} and robots.search_text like ${likePattern(term)} escape '\\')`;
  };

  /**
   * The square's landing pages (no keyword, a visitor) are asked for far more than anything else and
   * their count reads every public robot, so they are shared for a moment. The promise is stored, so
   * parallel identical requests run one query; any write below clears the lot.
   */
  const square = new Map<string, { at: number; page: Promise<Page<RobotCardRow>> }>();
  const changed = () => square.clear();
  /** exists(favourite of the viewer), or false for a visitor. */
  const isFavoriteOf = (viewerId: string | null): RawBuilder<SqlBool> =>
    viewerId
      ? sql<SqlBool>`exists (select 1 from robot_favorites f where f.robot_id = robots.id and f.user_id = ${viewerId})`
      : sql<SqlBool>`${sql.lit(false)}`;

  const cards = (viewerId: string | null) =>
    db
      .selectFrom('robots')
      .innerJoin('users', 'users.id', 'robots.owner_id')
      .select(cardColumns)
      .select(isFavoriteOf(viewerId).as('is_favorite'));

  async function replaceChunks(trx: Kysely<DB>, robotId: string, chunks: string[]): Promise<void> {
    await trx.deleteFrom('robot_knowledge_chunks').where('robot_id', '=', robotId).execute();
    for (let i = 0; i < chunks.length; i += CHUNK_INSERT_BATCH) {
      const batch = chunks.slice(i, i + CHUNK_INSERT_BATCH);
      await trx
        .insertInto('robot_knowledge_chunks')
        .values(batch.map((text, k) => ({ robot_id: robotId, seq: i + k, text })))
        .execute();
    }
  }

  async function search(f: SearchFilter): Promise<Page<RobotCardRow>> {
    let rows = cards(f.viewerId).where('robots.visibility', '=', PUBLIC);
    let count = db
      .selectFrom('robots')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('robots.visibility', '=', PUBLIC);
    if (f.category !== undefined) {
      rows = rows.where('robots.category_id', '=', f.category);
      count = count.where('robots.category_id', '=', f.category);
    }
    for (const term of f.terms) {
      rows = rows.where(termMatch(term));
      count = count.where(termMatch(term));
    }
    // Each order matches an index led by visibility (migration 002), written the same way so that
    // SQLite recognises the traffic expression.
    if (f.sort === 'favorites') rows = rows.orderBy('robots.favorite_count', 'desc');
    else if (f.sort === 'traffic') {
      rows = rows.orderBy(sql`(robots.view_count + robots.chat_count)`, 'desc');
    } else rows = rows.orderBy('robots.created_at', 'desc');
    rows = rows.orderBy('robots.id', 'desc').limit(f.limit).offset(f.skip);

    const [list, total] = await Promise.all([rows.execute(), count.executeTakeFirst()]);
    return { rows: list.map(normalizeCard), total: toInt(total?.n) };
  }

  return {
    async findFull(id: string, viewerId: string | null): Promise<RobotFullRow | undefined> {
      const row = await db
        .selectFrom('robots')
        .innerJoin('users', 'users.id', 'robots.owner_id')
        .selectAll('robots')
        .select('users.nickname as owner_nickname')
        .select(isFavoriteOf(viewerId).as('is_favorite'))
        .where('robots.id', '=', id)
        .executeTakeFirst();
      return row && normalizeCard(row);
    },

    /** Only what authorisation needs: who owns it and who may see it. */
    async findAccess(
      id: string,
    ): Promise<Pick<RobotRow, 'id' | 'owner_id' | 'visibility' | 'prompt'> | undefined> {
      return db
        .selectFrom('robots')
        .select(['id', 'owner_id', 'visibility', 'prompt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async findForEdit(id: string): Promise<RobotRow | undefined> {
      return db.selectFrom('robots').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findCard(id: string, viewerId: string | null): Promise<RobotCardRow | undefined> {
      const row = await cards(viewerId).where('robots.id', '=', id).executeTakeFirst();
      return row && normalizeCard(row);
    },

    /** Inserts the robot and its knowledge chunks together. */
    async insert(row: RobotRow, chunks: string[]): Promise<void> {
      changed();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('robots').values(row).execute();
        await replaceChunks(trx, row.id, chunks);
      });
    },

    /** Updates the form fields; `chunks` replaces the stored ones unless null (knowledge unchanged). */
    async update(id: string, fields: RobotFields, chunks: string[] | null): Promise<void> {
      changed();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('robots').set(fields).where('id', '=', id).execute();
        if (chunks) await replaceChunks(trx, id, chunks);
      });
    },

    async updatePrompt(id: string, prompt: string, now: string): Promise<void> {
      await db
        .updateTable('robots')
        .set({ prompt, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** Favourites and chunks go with it (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      changed();
      await db.deleteFrom('robots').where('id', '=', id).execute();
    },

    /** One more view, counted by the database so parallel views are never lost. */
    async addView(id: string): Promise<void> {
      changed();
      await db
        .updateTable('robots')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async addChat(id: string): Promise<void> {
      changed();
      await db
        .updateTable('robots')
        .set((eb) => ({ chat_count: eb('chat_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async searchPublic(f: SearchFilter): Promise<Page<RobotCardRow>> {
      if (f.terms.length > 0 || f.viewerId !== null) return search(f);
      const key = `${f.category ?? ''}|${f.sort}|${f.skip}|${f.limit}`;
      const hit = square.get(key);
      if (hit && Date.now() - hit.at < SQUARE_CACHE_MS) return hit.page;
      if (square.size >= SQUARE_CACHE_MAX) square.clear();
      const page = search(f);
      square.set(key, { at: Date.now(), page });
      page.catch(() => square.delete(key));
      return page;
    },

    async listByOwner(ownerId: string, skip: number, limit: number): Promise<Page<RobotCardRow>> {
      const [list, total] = await Promise.all([
        cards(ownerId)
          .where('robots.owner_id', '=', ownerId)
          .orderBy('robots.created_at', 'desc')
          .orderBy('robots.id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('robots')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', ownerId)
          .executeTakeFirst(),
      ]);
      return { rows: list.map(normalizeCard), total: toInt(total?.n) };
    },

    /** The user's favourites they may still see (public ones, and their own), newest first. */
    async listFavorites(userId: string, skip: number, limit: number): Promise<Page<RobotCardRow>> {
      const visible = sql<SqlBool>`(robots.visibility = ${PUBLIC} or robots.owner_id = ${userId})`;
      const [list, total] = await Promise.all([
        db
          .selectFrom('robot_favorites as fav')
          .innerJoin('robots', 'robots.id', 'fav.robot_id')
          .innerJoin('users', 'users.id', 'robots.owner_id')
          .select(cardColumns)
          .select(sql<SqlBool>`${sql.lit(true)}`.as('is_favorite'))
          .where('fav.user_id', '=', userId)
          .where(visible)
          .orderBy('fav.created_at', 'desc')
          .orderBy('robots.id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('robot_favorites as fav')
          .innerJoin('robots', 'robots.id', 'fav.robot_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('fav.user_id', '=', userId)
          .where(visible)
          .executeTakeFirst(),
      ]);
      return { rows: list.map(normalizeCard), total: toInt(total?.n) };
    },

    /**
     * Sets or clears one user's favourite and answers the robot's count. The count moves only when a
     * row was really inserted or deleted, inside the same transaction, so repeats change nothing and
     * parallel favourites from many users all count.
     */
    async setFavorite(
      userId: string,
      robotId: string,
      favorite: boolean,
      now: string,
    ): Promise<number> {
      changed();
      return db.transaction().execute(async (trx) => {
        let delta = 0;
        if (favorite) {
          const res = await trx
            .insertInto('robot_favorites')
            .values({ user_id: userId, robot_id: robotId, created_at: now })
            .onConflict((oc) => oc.columns(['user_id', 'robot_id']).doNothing())
            .executeTakeFirst();
          delta = toInt(res.numInsertedOrUpdatedRows) > 0 ? 1 : 0;
        } else {
          const res = await trx
            .deleteFrom('robot_favorites')
            .where('user_id', '=', userId)
            .where('robot_id', '=', robotId)
            .executeTakeFirst();
          delta = toInt(res.numDeletedRows) > 0 ? -1 : 0;
        }
        if (delta !== 0) {
          await trx
            .updateTable('robots')
            .set((eb) => ({ favorite_count: eb('favorite_count', '+', delta) }))
            .where('id', '=', robotId)
            .execute();
        }
        const row = await trx
          .selectFrom('robots')
          .select('favorite_count')
          .where('id', '=', robotId)
          .executeTakeFirst();
        return toInt(row?.favorite_count);
      });
    },

    /** The knowledge passages of a robot in order (the chat's retrieval reads them). */
    async listChunks(robotId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('robot_knowledge_chunks')
        .select('text')
        .where('robot_id', '=', robotId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => r.text);
    },
  };
}

export type RobotsRepository = ReturnType<typeof createRobotsRepository>;

import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import {
  charCount,
  type OwnerQuota,
  type Page,
  type QuotaRefusal,
  type RobotCardRow,
  type RobotFields,
  type RobotFullRow,
  type RobotRow,
  type SearchFilter,
} from './robot-rows.ts';
import {
  cardColumns,
  createCardQueries,
  isFavoriteOf,
  normalizeCard,
  PUBLIC,
  toInt,
} from './robot-cards.ts';
import { createSearchSource, SearchIndex } from './search/index.ts';
import { createRobotsAdminQueries } from './robots-admin.repository.ts';
import {
  createKnowledgeQueries,
  indexedKnowledge,
  writeKnowledge,
  type IndexedKnowledge,
} from './knowledge-index.repository.ts';

/**
 * Every query on robots, their favourites and their knowledge chunks. Search runs on `index`, the
 * in-memory index of public robots (lib/search/search-index.ts), which every write here keeps up to date;
 * the database only loads the page's rows by id.
 */
export function createRobotsRepository(
  db: Kysely<DB>,
  options: {
    index?: SearchIndex;
    kind?: DatabaseKind;
    /** a robot's search entry changed here (the other instances are told: decision 020) */
    reindexed?: (id: string) => void;
    /** the database's reads that may scan (Database.reads): the admin's list */
    reads?: Kysely<DB>;
  } = {},
) {
  const index = options.index ?? new SearchIndex();
  const reindexed = options.reindexed ?? (() => {});
  const kind = options.kind ?? 'sqlite';
  const source = createSearchSource(db);

  /**
   * Serialises one owner's quota-checked writes until the transaction ends, so that parallel creates
   * cannot all see the same count. PostgreSQL: a transaction-scoped advisory lock on the owner.
   * SQLite: transactions already run one at a time on the app's single connection.
   */
  async function lockOwner(trx: Kysely<DB>, ownerId: string): Promise<void> {
    if (kind !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(hashtext(${`robots-owner:${ownerId}`}))`.execute(trx);
  }

  /** The owner's robots and their knowledge characters, leaving out `except` (the robot edited). */
  async function ownerUsage(
    trx: Kysely<DB>,
    ownerId: string,
    except: string | null,
  ): Promise<{ robots: number; knowledgeChars: number }> {
    let q = trx
      .selectFrom('robots')
      .select((eb) => [
        eb.fn.countAll().as('n'),
        eb.fn.coalesce(eb.fn.sum(sql<number>`length(knowledge_base)`), sql.lit(0)).as('chars'),
      ])
      .where('owner_id', '=', ownerId);
    if (except) q = q.where('id', '!=', except);
    const row = await q.executeTakeFirst();
    return { robots: toInt(row?.n), knowledgeChars: toInt(row?.chars) };
  }

  /** Reads one robot back after a write and puts it in the index (or takes it out). */
  async function reindex(id: string): Promise<void> {
    const entry = await source.searchRow(id);
    if (entry?.listed) index.put(entry);
    else index.remove(id);
    reindexed(id);
  }

  const { cards, cardsByIds } = createCardQueries(db, kind);

  return {
    ...createRobotsAdminQueries(db, options.reads),
    ...createKnowledgeQueries(db),

    /** the queries the search index is filled and refreshed from */
    searchSource: source,

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
    ): Promise<Pick<RobotRow, 'id' | 'owner_id' | 'visibility' | 'prompt' | 'hidden'> | undefined> {
      return db
        .selectFrom('robots')
        .select(['id', 'owner_id', 'visibility', 'prompt', 'hidden'])
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

    /**
     * Inserts the robot and its knowledge chunks together. With a quota, the owner's robots are
     * counted in the same transaction, under the owner's lock: a robot over the quota is not inserted
     * and the quota it would break is answered.
     */
    async insert(
      row: RobotRow,
      chunks: string[],
      quota: OwnerQuota | null = null,
    ): Promise<QuotaRefusal | null> {
      // tokenised before the transaction, which would otherwise hold SQLite's one connection meanwhile
      const knowledge = indexedKnowledge(chunks);
      const refused = await db.transaction().execute(async (trx) => {
        if (quota) {
          await lockOwner(trx, row.owner_id);
          const used = await ownerUsage(trx, row.owner_id, null);
          if (used.robots + 1 > quota.maxRobots) return 'robots' as const;
          const chars = used.knowledgeChars + charCount(row.knowledge_base);
          if (chars > quota.maxKnowledgeChars) return 'knowledge' as const;
        }
        await trx.insertInto('robots').values(row).execute();
        await writeKnowledge(trx, row.id, knowledge);
        return null;
      });
      if (!refused) await reindex(row.id);
      return refused;
    },

    /**
     * Updates the form fields; `chunks` replaces the stored ones unless null (knowledge unchanged).
     * With a quota, an edit that makes the knowledge longer must keep the owner's total within it
     * (checked as for insert); one that keeps or shortens it always passes.
     */
    async update(
      id: string,
      fields: RobotFields,
      chunks: string[] | null,
      quota: (OwnerQuota & { ownerId: string; currentChars: number }) | null = null,
    ): Promise<QuotaRefusal | null> {
      const knowledge: IndexedKnowledge | null = chunks && indexedKnowledge(chunks);
      const refused = await db.transaction().execute(async (trx) => {
        const chars = charCount(fields.knowledge_base);
        if (quota && chars > quota.currentChars) {
          await lockOwner(trx, quota.ownerId);
          const used = await ownerUsage(trx, quota.ownerId, id);
          if (used.knowledgeChars + chars > quota.maxKnowledgeChars) return 'knowledge' as const;
        }
        await trx.updateTable('robots').set(fields).where('id', '=', id).execute();
        if (knowledge) await writeKnowledge(trx, id, knowledge);
        return null;
      });
      if (!refused) await reindex(id);
      return refused;
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
      await db.deleteFrom('robots').where('id', '=', id).execute();
      index.remove(id);
      reindexed(id);
    },

    /** One more view, counted by the database so parallel views are never lost. */
    async addView(id: string): Promise<void> {
      const row = await db
        .updateTable('robots')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .returning(['view_count', 'chat_count'])
        .executeTakeFirst();
      if (row) index.setCounts(id, { traffic: toInt(row.view_count) + toInt(row.chat_count) });
    },

    /** The index takes the robot's counts as stored (after a write made elsewhere). */
    async refreshCounts(id: string): Promise<void> {
      const row = await db
        .selectFrom('robots')
        .select(['view_count', 'chat_count'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) index.setCounts(id, { traffic: toInt(row.view_count) + toInt(row.chat_count) });
    },

    /** A page of public robots: chosen and counted by the index, read by id. */
    async searchPublic(f: SearchFilter): Promise<Page<RobotCardRow>> {
      const hits = index.search(f);
      return { rows: await cardsByIds(hits.ids, f.viewerId), total: hits.total };
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

    /** The user's favourites they may still see (public ones not hidden, and their own), newest first. */
    async listFavorites(userId: string, skip: number, limit: number): Promise<Page<RobotCardRow>> {
      const visible = sql<SqlBool>`((robots.visibility = ${PUBLIC} and robots.hidden = 0) or robots.owner_id = ${userId})`;
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
      const count = await db.transaction().execute(async (trx) => {
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
      index.setCounts(robotId, { favoriteCount: count });
      return count;
    },

    /**
     * Sets the flags given (others kept). A change moves `updated_at`, which is how other instances'
     * search indexes learn of it; this instance's index is told at once.
     */
    async setFlags(
      id: string,
      flags: { hidden?: boolean | undefined; featured?: boolean | undefined },
      now: string,
    ): Promise<void> {
      const set = {
        ...(flags.hidden === undefined ? {} : { hidden: flags.hidden ? 1 : 0 }),
        ...(flags.featured === undefined ? {} : { featured: flags.featured ? 1 : 0 }),
      };
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('robots')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .execute();
      await reindex(id);
    },
  };
}

export type RobotsRepository = ReturnType<typeof createRobotsRepository>;

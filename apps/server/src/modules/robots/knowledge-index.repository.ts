import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import {
  buildPassageIndex,
  INDEX_FORMAT,
  serializePassageIndex,
} from '../../lib/passages/passage-index.ts';

const CHUNK_INSERT_BATCH = 200;

/** A robot's passages with their index, ready to be stored. */
export interface IndexedKnowledge {
  chunks: string[];
  stamp: string;
  body: string;
}

/** The stored index of a robot: its stamp (a new one with every change), format and JSON body. */
export interface StoredKnowledgeIndex {
  stamp: string;
  format: number;
  body: string;
}

/** Indexes the passages (the CPU work: every passage tokenised) under a new stamp. */
export const indexedKnowledge = (chunks: string[]): IndexedKnowledge => ({
  chunks,
  stamp: newId(),
  body: serializePassageIndex(buildPassageIndex(chunks)),
});

/** Replaces a robot's passages and their index, inside the caller's transaction. */
export async function writeKnowledge(
  trx: Kysely<DB>,
  robotId: string,
  knowledge: IndexedKnowledge,
): Promise<void> {
  const { chunks } = knowledge;
  await trx.deleteFrom('robot_knowledge_chunks').where('robot_id', '=', robotId).execute();
  for (let i = 0; i < chunks.length; i += CHUNK_INSERT_BATCH) {
    const batch = chunks.slice(i, i + CHUNK_INSERT_BATCH);
    await trx
      .insertInto('robot_knowledge_chunks')
      .values(batch.map((text, k) => ({ robot_id: robotId, seq: i + k, text })))
      .execute();
  }
  await trx.deleteFrom('robot_knowledge_index').where('robot_id', '=', robotId).execute();
  await trx
    .insertInto('robot_knowledge_index')
    .values({
      robot_id: robotId,
      stamp: knowledge.stamp,
      format: INDEX_FORMAT,
      body: knowledge.body,
    })
    .execute();
}

/** The reads of a robot's passages and index, and the lazy store of an index built on first use. */
export function createKnowledgeQueries(db: Kysely<DB>) {
  return {
    /** The knowledge passages of a robot in order. */
    async listChunks(robotId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('robot_knowledge_chunks')
        .select('text')
        .where('robot_id', '=', robotId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => r.text);
    },

    /**
     * What the chat reads of a robot: who may see it, what it is, and the stamp and format of its
     * stored index (null when it has none). Not the knowledge text: the index and passages answer.
     */
    async findForChat(id: string) {
      return db
        .selectFrom('robots')
        .leftJoin('robot_knowledge_index as k', 'k.robot_id', 'robots.id')
        .select([
          'robots.id',
          'robots.owner_id',
          'robots.name',
          'robots.prompt',
          'robots.type',
          'robots.guide_words',
          'robots.visibility',
          'robots.hidden',
          'k.stamp',
          'k.format',
        ])
        .where('robots.id', '=', id)
        .executeTakeFirst();
    },

    /** The stamp and format of the stored index (undefined: none, a robot saved before it existed). */
    async knowledgeIndexHead(
      robotId: string,
    ): Promise<Omit<StoredKnowledgeIndex, 'body'> | undefined> {
      return db
        .selectFrom('robot_knowledge_index')
        .select(['stamp', 'format'])
        .where('robot_id', '=', robotId)
        .executeTakeFirst();
    },

    async knowledgeIndex(robotId: string): Promise<StoredKnowledgeIndex | undefined> {
      return db
        .selectFrom('robot_knowledge_index')
        .select(['stamp', 'format', 'body'])
        .where('robot_id', '=', robotId)
        .executeTakeFirst();
    },

    /**
     * Stores an index built on first use, only if nothing changed meanwhile: where there was no
     * index (`replacing` null) none may have been written since, else the stamp must still be
     * `replacing`. True when stored.
     */
    async storeBuiltIndex(
      robotId: string,
      index: StoredKnowledgeIndex,
      replacing: string | null,
    ): Promise<boolean> {
      if (replacing === null) {
        const res = await db
          .insertInto('robot_knowledge_index')
          .values({ robot_id: robotId, ...index })
          .onConflict((oc) => oc.column('robot_id').doNothing())
          .executeTakeFirst();
        return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      const res = await db
        .updateTable('robot_knowledge_index')
        .set(index)
        .where('robot_id', '=', robotId)
        .where('stamp', '=', replacing)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

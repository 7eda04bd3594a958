import { LRUCache } from 'lru-cache';
import { newId } from '../../lib/ids.ts';
import {
  buildPassageIndex,
  INDEX_FORMAT,
  parsePassageIndex,
  serializePassageIndex,
  type PassageIndex,
} from '../../lib/passages/passage-index.ts';
import type { createKnowledgeQueries, StoredKnowledgeIndex } from './knowledge-index.repository.ts';

type KnowledgeQueries = ReturnType<typeof createKnowledgeQueries>;
type IndexHead = Omit<StoredKnowledgeIndex, 'body'>;

/** Roughly the bytes a parsed index holds: its text (UTF-16), its terms and their postings. */
function sizeOf(index: PassageIndex): number {
  let bytes = 64 * index.lengths.length;
  for (const p of index.passages) bytes += 2 * p.length;
  for (const [term, list] of index.postings) bytes += 48 + 2 * term.length + 8 * list.length;
  return Math.max(1, bytes);
}

/**
 * The knowledge indexes of robots as the chat reads them: parsed once and kept in memory (bounded by
 * `maxBytes`, least recently asked first out) while the stored stamp is still theirs, else read from
 * the database, and built from the stored passages (then stored) for a robot that has no index of the
 * current format: one saved before migration 012, or before the tokeniser changed. A question thus
 * tokenises only itself; a cold robot costs one JSON parse, not a tokenisation of its knowledge.
 */
export function createKnowledgeIndexStore(queries: KnowledgeQueries, maxBytes: number) {
  const cache = new LRUCache<string, { stamp: string; index: PassageIndex }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => sizeOf(entry.index),
  });

  /** Builds the index from the stored passages and stores it unless the robot changed meanwhile. */
  async function build(robotId: string, replacing: string | null): Promise<PassageIndex> {
    const index = buildPassageIndex(await queries.listChunks(robotId));
    const stored = { stamp: newId(), format: INDEX_FORMAT, body: serializePassageIndex(index) };
    if (await queries.storeBuiltIndex(robotId, stored, replacing)) {
      cache.set(robotId, { stamp: stored.stamp, index });
    }
    return index;
  }

  return {
    /**
     * The index of a robot's passages. `head` is the stored index's stamp and format, when the caller
     * read it with the robot (one query less); undefined means "read it here".
     */
    async forRobot(robotId: string, head?: IndexHead | null): Promise<PassageIndex> {
      const current = head === undefined ? await queries.knowledgeIndexHead(robotId) : head;
      if (!current || current.format !== INDEX_FORMAT)
        return build(robotId, current?.stamp ?? null);
      const hit = cache.get(robotId);
      if (hit?.stamp === current.stamp) return hit.index;

      const stored = await queries.knowledgeIndex(robotId);
      const chunks = await queries.listChunks(robotId);
      // The passages and the index are replaced together in one transaction; reading the stamp again
      // tells whether the passages just read are the ones the index was read with.
      const after = await queries.knowledgeIndexHead(robotId);
      if (!stored || after?.stamp !== stored.stamp) return buildPassageIndex(chunks);
      const index = stored.format === INDEX_FORMAT && parsePassageIndex(stored.body, chunks);
      if (!index) return build(robotId, stored.stamp);
      cache.set(robotId, { stamp: stored.stamp, index });
      return index;
    },
  };
}

export type KnowledgeIndexStore = ReturnType<typeof createKnowledgeIndexStore>;

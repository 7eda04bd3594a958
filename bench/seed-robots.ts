import { sql } from 'kysely';
import type { Database } from '../apps/server/src/db/database.ts';
import { searchTextOf } from '../apps/server/src/modules/robots/robot-view.ts';
import { makeRobot, random } from './robot-data.ts';

const OWNERS = 50;
// 18 columns x 500 rows stays far below both databases' bound-parameter limits.
const BATCH = 500;
/** batches per transaction: fewer commits (fsyncs) at a million rows, and the memory of one batch */
const PER_TRANSACTION = 20;

/**
 * Inserts `count` public robots (and the users owning them) straight into the database, in
 * transactions of multi-row inserts (20 of 500 rows each). `search_text` is made by the same function the service uses, so
 * the bench searches exactly what the app would have stored.
 */
export async function seedRobots(database: Database, count: number): Promise<void> {
  const { db } = database;
  const rand = random(20_260_101);
  const start = Date.parse('2024-01-01T00:00:00Z');
  const span = Date.parse('2026-01-01T00:00:00Z') - start;

  const owners = Array.from({ length: OWNERS }, (_, k) => {
    const now = new Date(start).toISOString();
    const id = `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;
    return {
      id,
      username: `bench${k}`,
      username_lower: `bench${k}`,
      email: null,
      mobile: null,
      nickname: `Bench ${k}`,
      headportrait_url: null,
      password_hash: 'x',
      role: 'user' as const,
      created_at: now,
      updated_at: now,
    };
  });
  await db.insertInto('users').values(owners).execute();

  const batch = (offset: number) => {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + BATCH); i += 1) {
      const r = makeRobot(rand, i);
      const created = new Date(start + Math.floor(rand() * span)).toISOString();
      rows.push({
        id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        owner_id: owners[i % OWNERS]!.id,
        headportrait_url: '/uploads/bench.png',
        name: r.name,
        intro: r.intro,
        guide_words: '',
        category_id: r.category,
        visibility: 1,
        type: 3,
        keywords: r.keywords,
        prompt: 'You are helpful.',
        knowledge_base: '',
        search_text: searchTextOf(r),
        view_count: r.views,
        chat_count: r.chats,
        favorite_count: r.favorites,
        created_at: created,
        updated_at: created,
      });
    }
    return rows;
  };
  // Each batch is made just before its insert, so memory holds one batch, whatever the count.
  for (let offset = 0; offset < count; offset += BATCH * PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(count, offset + BATCH * PER_TRANSACTION);
      for (let at = offset; at < end; at += BATCH) {
        await trx.insertInto('robots').values(batch(at)).execute();
      }
    });
  }
  // A real database has had its statistics gathered long before it holds 100,000 robots.
  if (database.kind === 'postgres') await sql`analyze`.execute(db);
}

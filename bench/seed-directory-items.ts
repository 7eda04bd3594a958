import { sql, type Insertable } from 'kysely';
import type { Database } from '../apps/server/src/db/database.ts';
import type {
  DirectoryItemCategoriesTable,
  DirectoryItemsTable,
} from '../apps/server/src/db/schema.ts';
import { makeItem } from './directory-data.ts';
import { random } from './robot-data.ts';

const BATCH = 500;
/** apart from bench/seed-robots.ts's owners, so both can seed one database */
const OWNER = '00000000-0000-4000-8000-0000000d1000';
/** the id of the `i`th item seeded */
export const directoryItemId = (i: number) =>
  `30000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * Inserts `ITEMS` AI tools (bench/directory-data.ts) and the one user owning them straight into the
 * database, in transactions of 500, with their categories; created at random times over two years.
 */
export async function seedDirectoryItems(database: Database, ITEMS: number): Promise<void> {
  const { db } = database;
  const now = '2024-01-01T00:00:00.000Z';
  await db
    .insertInto('users')
    .values({
      id: OWNER,
      username: 'benchdir',
      username_lower: 'benchdir',
      email: null,
      mobile: null,
      nickname: 'Bench',
      headportrait_url: null,
      password_hash: 'x',
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const rand = random(20_261_123);
  const start = Date.parse(now);
  const span = Date.parse('2026-01-01T00:00:00Z') - start;
  for (let offset = 0; offset < ITEMS; offset += BATCH) {
    const items: Insertable<DirectoryItemsTable>[] = [];
    const links: Insertable<DirectoryItemCategoriesTable>[] = [];
    for (let i = offset; i < Math.min(ITEMS, offset + BATCH); i += 1) {
      const it = makeItem(rand, i);
      const created = new Date(start + Math.floor(rand() * span)).toISOString();
      items.push({
        id: directoryItemId(i),
        kind: 'aitool' as const,
        owner_id: OWNER,
        title: it.title,
        intro: it.intro,
        image: '/uploads/bench.png',
        url: `https://tool${i}.example.com/`,
        url_key: `https://tool${i}.example.com/`,
        body: it.intro,
        excerpt: '',
        search_text: it.searchText,
        hidden: 0,
        featured: 0,
        view_count: it.views,
        favorite_count: it.favorites,
        created_at: created,
        updated_at: created,
      });
      it.categories.forEach((c, position) =>
        links.push({ item_id: directoryItemId(i), category_id: c, position }),
      );
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('directory_items').values(items).execute();
      await trx.insertInto('directory_item_categories').values(links).execute();
    });
  }
  if (database.kind === 'postgres') await sql`analyze`.execute(db);
}

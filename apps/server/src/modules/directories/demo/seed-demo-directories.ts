import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DirectoryKind } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB, DirectoryItemsTable } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import { contentTypeOfKey, type Storage } from '../../../lib/storage/index.ts';
import { DEMO_ACCOUNT } from '../../users/demo-account.ts';
import { DEMO_AI_TOOLS } from './demo-ai-tools.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import type { DemoExtras } from './demo-types.ts';
import { DEMO_XKY } from './demo-xky.ts';
import { excerptOf, searchTextOf, urlKeyOf } from './directory-text.ts';

export const DEMO_IMAGES_DIR = path.join(import.meta.dirname, 'images');

const HOUR_MS = 3_600_000;

/** One demo item in the shape of the table: the columns a kind fills, its categories, its image file. */
export interface DemoEntry extends DemoExtras {
  kind: DirectoryKind;
  imageFile: string;
  title: string;
  intro: string;
  url: string | null;
  body: string;
  categories: readonly number[];
}

/** Every demo item of the three directories, as the table stores them. */
export const DEMO_ENTRIES: readonly DemoEntry[] = [
  ...DEMO_AI_TOOLS.map(({ image, name, detail, ...rest }) => ({
    ...rest,
    kind: 'aitool' as const,
    imageFile: image,
    title: name,
    body: detail,
  })),
  ...DEMO_ARTICLES.map(({ cover, content, ...rest }) => ({
    ...rest,
    kind: 'article' as const,
    imageFile: cover,
    intro: '',
    url: null,
    body: content,
  })),
  ...DEMO_XKY.map(({ cover, content, url, ...rest }) => ({
    ...rest,
    kind: 'xky' as const,
    imageFile: cover,
    url: url ?? null,
    body: content,
  })),
];

/** The row a user's save would store, plus the seeded counters, flag and an earlier creation time. */
function rowOf(entry: DemoEntry, ownerId: string, image: string, now: number): DirectoryItemsTable {
  const createdAt = new Date(now - entry.ageHours * HOUR_MS).toISOString();
  return {
    id: newId(),
    kind: entry.kind,
    owner_id: ownerId,
    title: entry.title,
    intro: entry.intro,
    image,
    url: entry.url,
    url_key: entry.kind === 'aitool' && entry.url ? urlKeyOf(entry.url) : null,
    body: entry.body,
    excerpt: excerptOf(entry.body),
    search_text: searchTextOf(entry),
    hidden: 0,
    featured: entry.featured ? 1 : 0,
    view_count: entry.views,
    favorite_count: entry.favorites,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * Fills the three empty directories on the first start (SEED_DEMO): the demo account's AI tools,
 * articles and industry applications, their pictures copied into storage like uploads. Does nothing
 * when the demo account is missing or already owns directory items, so later starts (and items the
 * demo user deleted or edited) are left alone. Answers how many items it created.
 */
export async function seedDemoDirectories(deps: {
  db: Kysely<DB>;
  /** the users module's lookup: who the demo account is */
  accounts: { idOfUsername(username: string): Promise<string | undefined> };
  storage: Storage;
  log?: { info(obj: unknown, msg: string): void } | undefined;
}): Promise<number> {
  const { db, storage } = deps;
  const demoId = await deps.accounts.idOfUsername(DEMO_ACCOUNT.username);
  if (!demoId) return 0;
  const owned = await db
    .selectFrom('directory_items')
    .select('id')
    .where('owner_id', '=', demoId)
    .limit(1)
    .executeTakeFirst();
  if (owned) return 0;

  for (const file of new Set(DEMO_ENTRIES.map((e) => e.imageFile))) {
    const data = await readFile(path.join(DEMO_IMAGES_DIR, file));
    await storage.put(file, data, contentTypeOfKey['svg']!);
  }
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const entry of DEMO_ENTRIES) {
      const row = rowOf(entry, demoId, storage.publicUrl(entry.imageFile), now);
      await trx.insertInto('directory_items').values(row).execute();
      await trx
        .insertInto('directory_item_categories')
        .values(
          entry.categories.map((id, position) => ({ item_id: row.id, category_id: id, position })),
        )
        .execute();
    }
  });
  deps.log?.info({ items: DEMO_ENTRIES.length }, 'demo directory items created');
  return DEMO_ENTRIES.length;
}

/** The start-up step (start-up.ts) of the demo directory items. */
export interface DirectoryDemo {
  /** the demo AI tools, articles and industry applications, once, when SEED_DEMO is on */
  seedDemo(): Promise<void>;
}

export function createDirectoryDemo(deps: {
  config: { SEED_DEMO: boolean };
  database: { db: Kysely<DB> };
  accounts: { idOfUsername(username: string): Promise<string | undefined> };
  storage: Storage;
  log?: { info(obj: unknown, msg: string): void };
}): DirectoryDemo {
  return {
    async seedDemo(): Promise<void> {
      if (!deps.config.SEED_DEMO) return;
      await seedDemoDirectories({ ...deps, db: deps.database.db });
    },
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { aiToolFields, articleFields, DIRECTORY_KINDS, xkyFields } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createMemoryCounterStore } from '../../../lib/counters.ts';
import { createStorage } from '../../../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sanitizeSvg } from '../../uploads/svg-sanitizer.ts';
import { DEMO_ACCOUNT } from '../../users/demo-account.ts';
import { DEMO_AI_TOOLS } from './demo-ai-tools.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { DEMO_XKY } from './demo-xky.ts';
import { urlKeyOf } from './directory-text.ts';
import { DEMO_ENTRIES, DEMO_IMAGES_DIR, seedDemoDirectories } from './seed-demo-directories.ts';

const uploads = (file: string) => `/uploads/${file}`;
const chinese = /[\u4e00-\u9fff]/;

describe('demo directory items: the data', () => {
  it('every item is a valid form of its kind', () => {
    const issues = [
      ...DEMO_AI_TOOLS.map((t) => aiToolFields.safeParse({ ...t, image: uploads(t.image) })),
      ...DEMO_ARTICLES.map((a) => articleFields.safeParse({ ...a, cover: uploads(a.cover) })),
      ...DEMO_XKY.map((x) => xkyFields.safeParse({ ...x, cover: uploads(x.cover) })),
    ].flatMap((r) => r.error?.issues ?? []);
    expect(issues).toEqual([]);
    expect(DEMO_AI_TOOLS.length).toBeGreaterThanOrEqual(16);
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_XKY.length).toBeGreaterThanOrEqual(6);
  });

  it('names only example.com addresses, each tool its own url key', () => {
    const keys = DEMO_AI_TOOLS.map((t) => urlKeyOf(t.url));
    expect(new Set(keys).size).toBe(keys.length);
    for (const url of [...DEMO_AI_TOOLS, ...DEMO_XKY].flatMap((i) => i.url ?? [])) {
      expect(new URL(url).hostname).toBe('example.com');
    }
  });

  it('covers every AI-tool category and features four tools', () => {
    const used = new Set(DEMO_AI_TOOLS.flatMap((t) => t.categories));
    expect([...used].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(DEMO_AI_TOOLS.filter((t) => t.featured)).toHaveLength(4);
    const views = DEMO_AI_TOOLS.map((t) => t.views);
    const byViews = [...DEMO_AI_TOOLS].sort((a, b) => b.views - a.views);
    const byFavorites = [...DEMO_AI_TOOLS].sort((a, b) => b.favorites - a.favorites);
    expect(new Set(views).size).toBe(views.length);
    expect(byViews.map((t) => t.name)).not.toEqual(byFavorites.map((t) => t.name));
  });

  it('writes articles with real markdown: headings, lists, tables, code with a language', () => {
    for (const { title, content } of DEMO_ARTICLES) {
      expect(content.match(/^#{2,3} \S/gm)?.length ?? 0, title).toBeGreaterThanOrEqual(4);
      expect(content, title).toMatch(/^(- |\d+\. )\S/m);
      expect(content, title).toMatch(/^```[a-z]+$/m);
      expect(content, title).toMatch(/^\| .+ \|\n\| (:?-{3,}:? \| )*:?-{3,}:? \|$/m);
    }
    expect(DEMO_ARTICLES.filter((a) => /^> /m.test(a.content)).length).toBeGreaterThan(4);
  });

  it('has items in Chinese and in English in every directory', () => {
    for (const kind of DIRECTORY_KINDS) {
      const titles = DEMO_ENTRIES.filter((e) => e.kind === kind).map((e) => e.title);
      expect(
        titles.some((t) => chinese.test(t)),
        kind,
      ).toBe(true);
      expect(
        titles.some((t) => /^[\x20-\x7e]+$/.test(t)),
        kind,
      ).toBe(true);
    }
  });

  it('ships images the upload sanitiser would accept, without scripts or outside references', async () => {
    const files = new Set(DEMO_ENTRIES.map((e) => e.imageFile));
    expect(files.size).toBe(DEMO_ENTRIES.length);
    for (const file of files) {
      expect(file).toMatch(/^demo-(aitool|article|xky)-[a-z0-9-]+\.svg$/);
      const data = await readFile(path.join(DEMO_IMAGES_DIR, file));
      expect(() => sanitizeSvg(data), file).not.toThrow();
      expect(data.toString()).not.toMatch(/<script|\bon[a-z]+=|href|url\(|<image|foreignObject/i);
      expect(data.length).toBeLessThan(3 * 1024);
    }
  });
});

describe('demo directory items: the seed (SEED_DEMO)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const items = () =>
    t.database.db.selectFrom('directory_items').selectAll().orderBy('id').execute();
  const links = () =>
    t.database.db
      .selectFrom('directory_item_categories')
      .selectAll()
      .orderBy('item_id')
      .orderBy('category_id')
      .execute();
  const demoId = async () =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', DEMO_ACCOUNT.username)
        .executeTakeFirstOrThrow()
    ).id;

  it('stores every item, owned by the demo account, with its derived columns', async () => {
    const rows = await items();
    expect(rows).toHaveLength(DEMO_ENTRIES.length);
    const owner = await demoId();
    for (const row of rows) {
      expect(row.owner_id).toBe(owner);
      expect(row.hidden).toBe(0);
      expect(Array.from(row.excerpt).length).toBeLessThanOrEqual(160);
      expect(row.excerpt).not.toMatch(/^#|\*\*|```|\| ---/);
      expect(row.search_text).toContain(row.title.normalize('NFKC').toLowerCase());
      expect(row.url_key).toBe(row.kind === 'aitool' ? urlKeyOf(row.url!) : null);
      if (row.kind === 'article') expect(row.excerpt.length).toBeGreaterThan(40);
    }
    expect(rows.filter((r) => r.kind === 'aitool' && r.featured === 1)).toHaveLength(4);
    const ages = rows.map((r) => Date.parse(r.created_at));
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(14 * 24 * 3_600_000);
  });

  it('files every item under one to four categories that exist for its kind, in order', async () => {
    const rows = await items();
    const categories = await t.database.db
      .selectFrom('categories')
      .select(['id', 'kind'])
      .execute();
    const all = await links();
    for (const row of rows) {
      const mine = all.filter((l) => l.item_id === row.id).sort((a, b) => a.position - b.position);
      const entry = DEMO_ENTRIES.find((e) => e.kind === row.kind && e.title === row.title)!;
      expect(mine.map((l) => l.category_id)).toEqual(entry.categories);
      for (const link of mine) {
        expect(categories, `${row.kind} ${link.category_id}`).toContainEqual({
          id: link.category_id,
          kind: row.kind,
        });
      }
    }
  });

  it('serves every image from storage as the SVG it was drawn as', async () => {
    for (const row of await items()) {
      expect(row.image).toMatch(/^\/uploads\/demo-[a-z0-9-]+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: row.image });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const file = await readFile(path.join(DEMO_IMAGES_DIR, path.basename(row.image)));
      expect(res.rawPayload.equals(file)).toBe(true);
    }
  });

  it('changes nothing when seeded again, by a new start or a direct call', async () => {
    const [before, beforeLinks] = [await items(), await links()];
    const again = await buildApp(t.config, {
      database: t.database,
      counters: createMemoryCounterStore(),
    });
    await again.ready();
    await again.close();
    const direct = await seedDemoDirectories({
      db: t.database.db,
      accounts: { idOfUsername: async () => demoId() },
      storage: await createStorage(t.config),
    });
    expect(direct).toBe(0);
    expect(await items()).toEqual(before);
    expect(await links()).toEqual(beforeLinks);
  });
});

describe('demo directory items: nothing to seed', () => {
  it('seeds nothing without SEED_DEMO, and nothing without the demo account', async () => {
    const t = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const count = () => t.database.db.selectFrom('directory_items').select('id').execute();
      expect(await count()).toEqual([]);
      const created = await seedDemoDirectories({
        db: t.database.db,
        accounts: { idOfUsername: async () => undefined },
        storage: await createStorage(t.config),
      });
      expect(created).toBe(0);
      expect(await count()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

import { dictApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { DEFAULT_ROBOT_CATEGORY, robotCategorySeeds } from './categories.seed.ts';
import { buildApp } from '../../app.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';

describe(`robot categories (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded bilingual list, sorted, to anybody', async () => {
    const { status, code, data } = await t.api(dictApi.robotCategories);
    expect(status).toBe(200);
    expect(code).toBe(200);
    expect(data!.total).toBe(robotCategorySeeds.length);
    expect(data!.list).toEqual(
      robotCategorySeeds.map(({ id, nameEn, nameZh }) => ({ id, nameEn, nameZh })),
    );
    expect(data!.list[0]).toEqual({ id: 1, nameEn: 'General', nameZh: '通用助手' });
  });

  it('ignores a token, even a bad one', async () => {
    const { status } = await t.api(dictApi.robotCategories, { token: 'not-a-token' });
    expect(status).toBe(200);
  });

  it('knows which categories exist (for robots to check theirs)', async () => {
    const repo = createCategoriesRepository(t.database.db);
    expect(await repo.exists('robot', DEFAULT_ROBOT_CATEGORY)).toBe(true);
    expect(await repo.exists('robot', 10)).toBe(true);
    expect(await repo.exists('robot', 999)).toBe(false);
    // Each kind has its own ids: AI tools stop at 12, robots at 10.
    expect(await repo.exists('aitool', 12)).toBe(true);
    expect(await repo.exists('robot', 12)).toBe(false);
    expect(await repo.exists('article', 8)).toBe(false);
  });

  it('seeds idempotently and keeps what an operator changed', async () => {
    const db = t.database.db;
    await db
      .updateTable('categories')
      .set({ name_en: 'Assistant' })
      .where('kind', '=', 'robot')
      .where('id', '=', 1)
      .execute();
    await db.deleteFrom('categories').where('kind', '=', 'robot').where('id', '=', 5).execute();

    // a second start-up on the same database
    const again = await buildApp(t.config, {
      database: t.database,
      counters: createMemoryCounterStore(),
    });
    await again.close();

    const rows = await db
      .selectFrom('categories')
      .select(['id', 'name_en'])
      .where('kind', '=', 'robot')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(robotCategorySeeds.map((s) => s.id));
    expect(rows[0]?.name_en).toBe('Assistant');
    const repo = createCategoriesRepository(db);
    expect(await repo.insertMissing('robot', robotCategorySeeds)).toBe(0);
  });
});

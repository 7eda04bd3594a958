import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { robotFormBody, RobotType } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createMemoryCounterStore } from '../../../lib/counters.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sanitizeSvg } from '../../uploads/svg-sanitizer.ts';
import { DEMO_ACCOUNT } from '../../users/demo-account.ts';
import { createRobotsRepository } from '../robots.repository.ts';
import { search } from '../robots.test-helpers.ts';
import { DEMO_ROBOTS } from './demo-robots.ts';
import { DEMO_PORTRAITS_DIR } from './seed-demo-robots.ts';

interface Card {
  uuid: string;
  ownerNickname: string;
  headportraitUrl: string;
  robotCatagory: number;
  type: number;
}

const demoCards = async (t: TestApp): Promise<Card[]> => {
  const res = await search(t, { limit: 100, sort: 'latest' });
  expect(res.status).toBe(200);
  return (res.data!.list as Card[]).filter((c) => c.ownerNickname === DEMO_ACCOUNT.nickname);
};

describe('demo robots (SEED_DEMO)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('every demo robot is a valid form within the limits', () => {
    for (const robot of DEMO_ROBOTS) {
      const parsed = robotFormBody.safeParse({
        headportraitUrl: `/uploads/${robot.portrait}`,
        robotName: robot.name,
        robotIntro: robot.intro,
        keywords: robot.keywords,
        robotGuideWords: robot.guideWords,
        prompt: robot.prompt,
        knowledgeBase: robot.knowledgeBase,
        robotCatagory: robot.category,
        type: robot.type,
      });
      expect(parsed.error?.issues ?? [], robot.name).toEqual([]);
      expect(robot.guideWords.split('\n'), robot.name).toHaveLength(3);
    }
  });

  it('fills the square with public robots across the categories, in both languages', async () => {
    const cards = await demoCards(t);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cards.map((c) => c.robotCatagory)).size).toBeGreaterThanOrEqual(6);
    const names = DEMO_ROBOTS.map((r) => r.name);
    expect(names.some((n) => /[\u4e00-\u9fff]/.test(n))).toBe(true);
    expect(names.some((n) => /^[A-Za-z ]+$/.test(n))).toBe(true);

    const chinese = await search(t, { keyword: '咖啡' });
    expect(chinese.data!.list.map((c: { robotName: string }) => c.robotName)).toContain(
      '晨光咖啡小助手',
    );
    const english = await search(t, { keyword: 'coworking' });
    expect(english.data!.list.map((c: { robotName: string }) => c.robotName)).toContain(
      'Harbor Hub Concierge',
    );
  });

  it('gives the sorts different orders', async () => {
    const order = async (sort: string) =>
      ((await search(t, { sort, limit: 100 })).data!.list as Card[]).map((c) => c.uuid);
    const [favorites, traffic, latest] = await Promise.all(
      ['favorites', 'traffic', 'latest'].map(order),
    );
    expect(favorites).not.toEqual(traffic);
    expect(favorites).not.toEqual(latest);
  });

  it('stores knowledge passages for the two knowledge robots', async () => {
    const knowledge = (await demoCards(t)).filter((c) => c.type === RobotType.knowledge);
    expect(knowledge).toHaveLength(2);
    const repository = createRobotsRepository(t.database.db);
    for (const card of knowledge) {
      const chunks = await repository.listChunks(card.uuid);
      expect(chunks.length).toBeGreaterThan(2);
    }
  });

  it('serves every portrait from storage as an SVG image', async () => {
    for (const card of await demoCards(t)) {
      expect(card.headportraitUrl).toMatch(/^\/uploads\/demo-[a-z0-9-]+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: card.headportraitUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const file = await readFile(
        path.join(DEMO_PORTRAITS_DIR, path.basename(card.headportraitUrl)),
      );
      expect(res.rawPayload.equals(file)).toBe(true);
    }
  });

  it('ships portraits the upload sanitiser would accept, without scripts or outside references', async () => {
    for (const robot of DEMO_ROBOTS) {
      const file = await readFile(path.join(DEMO_PORTRAITS_DIR, robot.portrait));
      expect(() => sanitizeSvg(file)).not.toThrow();
      expect(file.toString()).not.toMatch(/<script|\bon[a-z]+=|href|url\(|<image|foreignObject/i);
      expect(file.length).toBeLessThan(3 * 1024);
    }
  });

  it('does not seed again on the next start', async () => {
    const before = (await demoCards(t)).length;
    const again = await buildApp(t.config, {
      database: t.database,
      counters: createMemoryCounterStore(),
    });
    await again.ready();
    await again.close();
    expect((await demoCards(t)).length).toBe(before);
  });
});

describe('without SEED_DEMO', () => {
  it('seeds no robots', async () => {
    const t = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const res = await search(t, { limit: 100 });
      expect(res.data!.total).toBe(0);
    } finally {
      await t.close();
    }
  });
});

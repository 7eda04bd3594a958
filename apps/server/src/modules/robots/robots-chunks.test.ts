import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { CHUNK_MAX, CHUNK_OVERLAP, chunkKnowledge, splitSentences } from './knowledge-chunks.ts';
import { createRobotsRepository } from './robots.repository.ts';
import { createKnowledgeIndexStore } from './knowledge-index-store.ts';
import { createRobotsService } from './robots.service.ts';
import { createViewDedup } from '../../lib/view-dedup.ts';
import { createUserBrake } from '../../lib/user-brake.ts';
import {
  createRobot,
  createUser,
  robotForm,
  saveRobot,
  type TestUser,
} from './robots.test-helpers.ts';

const zhSentences = (n: number, tag = '') =>
  Array.from({ length: n }, (_, i) => `这是第${i}条${tag}知识，说明机器人广场的一个细节。`).join(
    '',
  );

describe('chunkKnowledge', () => {
  it('has no passage for an empty or blank text, one for a short one', () => {
    expect(chunkKnowledge('')).toEqual([]);
    expect(chunkKnowledge(' \n\n \r\n')).toEqual([]);
    expect(chunkKnowledge('  只有一句话。 ')).toEqual(['只有一句话。']);
  });

  it('splits Chinese and English sentences and keeps every character', () => {
    const text = '第一句。第二句！第三句？“引号。”然后\n\nFirst one. Second one! 3.14 stays.';
    const pieces = splitSentences(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces).toEqual([
      '第一句。',
      '第二句！',
      '第三句？',
      '“引号。”',
      '然后\n\n',
      'First one. ',
      'Second one! ',
      '3.14 stays.',
    ]);
  });

  it('makes passages of at most CHUNK_MAX characters ending on sentence ends, with overlap', () => {
    const text = zhSentences(200);
    const chunks = chunkKnowledge(text);
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(c.endsWith('。')).toBe(true);
    }
    for (const c of chunks.slice(0, -1)) expect(c.length).toBeGreaterThanOrEqual(500);
    // each passage repeats the last sentences of the previous one (at most CHUNK_OVERLAP characters)
    for (let i = 1; i < chunks.length; i += 1) {
      const lastSentence = chunks[i - 1]!.split('。').at(-2)! + '。';
      expect(chunks[i]).toContain(lastSentence);
      const overlap = chunks[i]!.slice(0, chunks[i]!.indexOf(lastSentence) + lastSentence.length);
      expect(chunks[i - 1]!.endsWith(overlap)).toBe(true);
      expect(overlap.length).toBeLessThanOrEqual(CHUNK_OVERLAP);
    }
    // nothing is lost
    for (let i = 0; i < 200; i += 1) {
      expect(chunks.some((c) => c.includes(`这是第${i}条知识`))).toBe(true);
    }
  });

  it('ends a long enough passage at a paragraph break', () => {
    const text = `${zhSentences(25, 'A')}\n\n${zhSentences(14, 'B')}`;
    const chunks = chunkKnowledge(text);
    expect(chunks[0]).not.toContain('B知识');
    expect(chunks.at(-1)).toContain('第13条B知识');
  });

  it('cuts a sentence without ends into passages no longer than CHUNK_MAX', () => {
    const chunks = chunkKnowledge('字'.repeat(2000));
    expect(chunks.map((c) => c.length)).toEqual([800, 800, 400]);
    const words = chunkKnowledge('word '.repeat(400));
    for (const c of words) expect(c.length).toBeLessThanOrEqual(CHUNK_MAX);
    expect(words.join(' ').split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(400);
  });
});

describe(`robots: knowledge passages stored at save time (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  const chunksOf = async (uuid: string) =>
    (
      await t.database.db
        .selectFrom('robot_knowledge_chunks')
        .select(['seq', 'text'])
        .where('robot_id', '=', uuid)
        .orderBy('seq')
        .execute()
    ).map((r) => r.text);

  it('stores the passages of a knowledge robot when it is created', async () => {
    const knowledgeBase = zhSentences(100);
    const uuid = await createRobot(t, owner, { type: 2, knowledgeBase });
    expect(await chunksOf(uuid)).toEqual(chunkKnowledge(knowledgeBase));
    expect((await chunksOf(uuid)).length).toBeGreaterThan(2);
  });

  it('stores none for a plain robot, even with knowledge text', async () => {
    const uuid = await createRobot(t, owner, { type: 3, knowledgeBase: zhSentences(50) });
    expect(await chunksOf(uuid)).toEqual([]);
  });

  it('replaces them when the knowledge changes, drops them when the type becomes plain', async () => {
    const uuid = await createRobot(t, owner, { type: 2, knowledgeBase: zhSentences(60, '旧') });
    const edit = (over: Record<string, unknown>) =>
      saveRobot(t, owner.token, robotForm({ uuid, ...over }));

    expect((await edit({ knowledgeBase: '新的知识。只有两句。' })).status).toBe(200);
    expect(await chunksOf(uuid)).toEqual(['新的知识。只有两句。']);

    // an edit that leaves the knowledge out keeps it and its passages
    await edit({ robotName: 'renamed' });
    expect(await chunksOf(uuid)).toEqual(['新的知识。只有两句。']);

    await edit({ type: 3 });
    expect(await chunksOf(uuid)).toEqual([]);
    await edit({ type: 2 });
    expect(await chunksOf(uuid)).toEqual(['新的知识。只有两句。']);
    await edit({ knowledgeBase: '' });
    expect(await chunksOf(uuid)).toEqual([]);
  });

  it('stores a full 200,000-character knowledge base in passages', async () => {
    const knowledgeBase = zhSentences(10_000).slice(0, 200_000);
    const res = await saveRobot(t, owner.token, robotForm({ type: 2, knowledgeBase }));
    expect(res.status).toBe(201);
    const chunks = await chunksOf(res.data!.uuid);
    expect(chunks.length).toBeGreaterThan(250);
    expect(chunks.every((c) => c.length <= CHUNK_MAX)).toBe(true);
  });

  it('hands the chat the prompt and passages of robots the user may use', async () => {
    const counters = createMemoryCounterStore();
    const repository = createRobotsRepository(t.database.db);
    const service = createRobotsService({
      robots: repository,
      categories: { exists: async () => true },
      counters,
      quotas: { maxRobots: 10, maxKnowledgeChars: 1000, savesPerMinute: 10 },
      views: createViewDedup(counters, {
        scope: 'robots:view',
        windowSeconds: 60,
        visitorsPerAddress: 20,
      }),
      knowledge: createKnowledgeIndexStore(repository, 1024 * 1024),
      favoriteBrake: createUserBrake(counters, 'favorites', 60),
    });
    const uuid = await createRobot(t, owner, {
      type: 2,
      prompt: '只根据资料回答',
      knowledgeBase: '资料一。资料二。',
      robotVisibility: 2,
    });
    expect(await service.forChat(uuid, owner.uuid)).toMatchObject({
      id: uuid,
      prompt: '只根据资料回答',
      type: 2,
      chunks: ['资料一。资料二。'],
    });
    const other = await createUser(t);
    await expect(service.forChat(uuid, other.uuid)).rejects.toMatchObject({
      key: 'errors.robotNotFound',
    });
  });
});

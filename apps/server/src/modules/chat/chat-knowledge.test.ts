import { chatApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  createRobot,
  createUser,
  noRobotQuotas,
  type TestUser,
} from '../robots/robots.test-helpers.ts';

/** A knowledge base of 20,000 characters whose sentences are all different. */
function knowledgeBase(): string {
  let text = '';
  for (let i = 0; text.length < 20_000; i += 1) {
    text += `第${i}条：型号K${i}的价格是${i * 7}元，保修${(i % 5) + 1}年，颜色编号C${i * 3}。`;
  }
  return text.slice(0, 20_000);
}

const QUESTIONS = Array.from({ length: 20 }, (_, i) => `型号K${25 + i * 40}的价格是多少？`);

const ask = (t: TestApp, user: TestUser, robotUUID: string, message: string) =>
  t.api(chatApi.chat, {
    token: user.token,
    body: { conversationId: 'new_conversation', robotUUID, message },
  });

/** The quoted lines of an offline answer, as one text without the '…' that marks a cut. */
const quotedIn = (answer: string): string =>
  answer
    .split('\n')
    .filter((l) => l.startsWith('>'))
    .map((l) => l.replace(/^> ?/, ''))
    .join('\n')
    .replace(/…$/, '');

/** How many characters of `kb` the quotes cover together (each quote is found where it occurs). */
function coveredChars(kb: string, quotes: string[]): number {
  const covered = new Uint8Array(kb.length);
  for (const q of quotes) {
    const at = kb.indexOf(q);
    expect(at, `quoted text not verbatim from the knowledge: ${q}`).toBeGreaterThanOrEqual(0);
    covered.fill(1, at, at + q.length);
  }
  return covered.reduce((n, c) => n + c, 0);
}

describe(`chat: a public knowledge robot's file cannot be read out (${testDatabaseKind})`, () => {
  const kb = knowledgeBase();
  let t: TestApp;
  let owner: TestUser;
  let robot: string;
  beforeAll(async () => {
    // No model configured: the offline responder answers. The knowledge limit is above 20 here.
    t = await createTestApp({
      ...noRobotQuotas,
      CHAT_RATE_PER_MINUTE: '1000',
      CHAT_KNOWLEDGE_QUESTIONS_MAX: '30',
      OFFLINE_QUOTE_MAX_CHARS: '240',
    });
    owner = await createUser(t);
    robot = await createRobot(t, owner, { type: 2, knowledgeBase: kb, robotVisibility: 1 });
  });
  afterAll(() => t.close());

  it('20 different questions recover at most 20 × 240 characters of a 20,000-character file', async () => {
    const asker = await createUser(t);
    const quotes: string[] = [];
    for (const q of QUESTIONS) {
      const res = await ask(t, asker, robot, q);
      expect(res.status).toBe(200);
      const quote = quotedIn(res.data!.message.content as string);
      expect(Array.from(quote).length).toBeLessThanOrEqual(240);
      quotes.push(quote);
    }
    // Each answer does quote something that answers its question.
    expect(quotes.filter((q) => q.length > 0)).toHaveLength(20);
    expect(quotes[0]).toContain('型号K25的价格是175元');
    expect(coveredChars(kb, quotes)).toBeLessThanOrEqual(20 * 240);
  });
});

describe(`chat: knowledge questions per asker and robot (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      ...noRobotQuotas,
      CHAT_RATE_PER_MINUTE: '1000',
      CHAT_KNOWLEDGE_QUESTIONS_MAX: '10',
    });
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  it('answers CHAT_KNOWLEDGE_QUESTIONS_MAX questions, then 10429, so 20 recover at most 10 excerpts', async () => {
    const kb = knowledgeBase();
    const robot = await createRobot(t, owner, { type: 2, knowledgeBase: kb });
    const asker = await createUser(t);
    const quotes: string[] = [];
    const refused: unknown[] = [];
    for (const q of QUESTIONS) {
      const res = await ask(t, asker, robot, q);
      if (res.status === 200) quotes.push(quotedIn(res.data!.message.content as string));
      else refused.push(res.body);
    }
    expect(quotes).toHaveLength(10);
    expect(refused).toHaveLength(10);
    expect(refused[0]).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    expect(coveredChars(kb, quotes)).toBeLessThanOrEqual(10 * 240);
    // The stream call is held to the same count, before any stream starts.
    const stream = await t.raw(chatApi.stream, {
      token: asker.token,
      body: { conversationId: 'new_conversation', robotUUID: robot, message: QUESTIONS[0] },
    });
    expect(stream.status).toBe(429);
    // Per robot: another knowledge robot still answers this asker.
    const other = await createRobot(t, owner, { type: 2, knowledgeBase: '另一份资料。' });
    expect((await ask(t, asker, other, '资料')).status).toBe(200);
  });

  it("does not count the robot's owner, nor questions to a plain robot", async () => {
    const robot = await createRobot(t, owner, { type: 2, knowledgeBase: knowledgeBase() });
    for (const q of QUESTIONS) expect((await ask(t, owner, robot, q)).status).toBe(200);
    const plain = await createRobot(t, owner, { type: 3 });
    const asker = await createUser(t);
    for (const q of QUESTIONS) expect((await ask(t, asker, plain, q)).status).toBe(200);
  });
});

import { chatApi } from '@robot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  createRobot,
  createUser,
  noRobotQuotas,
  type TestUser,
} from '../robots/robots.test-helpers.ts';
import { scriptedModel, type ScriptedModel } from './chat.test-helpers.ts';

const CITIES = ['Beijing', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Hangzhou', 'Shanghai'];
/** Over 100 characters, so that no sentence of one section is carried into the next passage. */
const CLOSING =
  'This paragraph was written for the customer handbook and is checked by the service team every spring and every autumn.';

/** One passage per paragraph (each over the 500 characters at which a paragraph break ends one). */
function section(first: string, filler: string): string {
  let text = first;
  while (text.length < 420) text += ` ${filler}`;
  return `${text} ${CLOSING}`;
}

/** The address of each city's office, then each one's refund form: Shanghai last in both. */
const KNOWLEDGE = [
  ...CITIES.map((c) =>
    section(
      `The ${c} office is at 12 Station Road, third floor.`,
      'Opening hours are nine to six on weekdays. Visitors sign in at the front desk.',
    ),
  ),
  ...CITIES.map((c) =>
    section(
      `Refund form at the ${c} office.`,
      'Bring the receipt and the card you paid with; the desk stamps the refund form.',
    ),
  ),
].join('\n\n');

const REFUND = (city: string) => `Refund form at the ${city} office.`;

let t: TestApp;
let model: ScriptedModel;
let owner: TestUser;
let robot: string;

beforeAll(async () => {
  model = scriptedModel();
  t = await createTestApp({ ...noRobotQuotas, CHAT_RATE_PER_MINUTE: '1000' }, { models: model });
  owner = await createUser(t);
  robot = await createRobot(t, owner, {
    type: 2,
    knowledgeBase: KNOWLEDGE,
    robotVisibility: 1,
    prompt: 'Answer from these passages only:\n{knowledge}',
  });
});
afterAll(() => t.close());
beforeEach(() => {
  model.calls.length = 0;
});

/** The system prompt the model got on its last call. */
const lastSystemPrompt = (): string => model.calls.at(-1)!.messages[0]!.content as string;

async function ask(user: TestUser, message: string, conversationId = 'new_conversation') {
  const res = await t.api(chatApi.chat, {
    token: user.token,
    body: {
      conversationId,
      message,
      ...(conversationId === 'new_conversation' ? { robotUUID: robot } : {}),
    },
  });
  expect(res.status).toBe(200);
  return res.data!.conversationId;
}

describe(`chat: knowledge retrieval reads the conversation (${testDatabaseKind})`, () => {
  it("a follow-up ('the refund form there?') finds the passage of the place the previous question named", async () => {
    const asker = await createUser(t);
    // Alone, the follow-up matches every city's refund form alike, and four other cities come first.
    await ask(asker, 'And what about the refund form there?');
    expect(lastSystemPrompt()).toContain(REFUND('Beijing'));
    expect(lastSystemPrompt()).not.toContain(REFUND('Shanghai'));

    const conversation = await ask(asker, 'Where is the Shanghai office?');
    expect(lastSystemPrompt()).toContain('The Shanghai office is at');
    await ask(asker, 'And what about the refund form there?', conversation);
    expect(lastSystemPrompt()).toContain(REFUND('Shanghai'));
  });

  it('a robot saved before its index existed still answers, and its index is stored on first use', async () => {
    const asker = await createUser(t);
    const db = t.database.db;
    await db.deleteFrom('robot_knowledge_index').where('robot_id', '=', robot).execute();
    // As after migration 012: passages, no index. The memory holds none without a stored stamp.
    await ask(asker, 'Where is the Chengdu office?');
    expect(lastSystemPrompt()).toContain('The Chengdu office is at');
    const stored = await db
      .selectFrom('robot_knowledge_index')
      .select(['stamp', 'format'])
      .where('robot_id', '=', robot)
      .executeTakeFirstOrThrow();
    expect(Number(stored.format)).toBe(1);

    // An index of an older format is rebuilt the same way.
    await db
      .updateTable('robot_knowledge_index')
      .set({ format: 0, body: '{}' })
      .where('robot_id', '=', robot)
      .execute();
    await ask(asker, 'Refund form at the Hangzhou office?');
    expect(lastSystemPrompt()).toContain(REFUND('Hangzhou'));
    const rebuilt = await db
      .selectFrom('robot_knowledge_index')
      .select(['stamp', 'format'])
      .where('robot_id', '=', robot)
      .executeTakeFirstOrThrow();
    expect(Number(rebuilt.format)).toBe(1);
    expect(rebuilt.stamp).not.toBe(stored.stamp);
  });
});

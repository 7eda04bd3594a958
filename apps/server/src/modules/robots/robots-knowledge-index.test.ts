import { filesApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPassageIndex,
  INDEX_FORMAT,
  parsePassageIndex,
  queryWeights,
  searchPassageIndex,
} from '../../lib/passages/passage-index.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { postFile } from '../files/files.test-helpers.ts';
import { chunkKnowledge } from './knowledge-chunks.ts';
import {
  createRobot,
  createUser,
  noRobotQuotas,
  robotForm,
  saveRobot,
  type TestUser,
} from './robots.test-helpers.ts';

/** Sentences that differ, about 30 characters each. */
const zhSentences = (n: number, tag = '') =>
  Array.from(
    { length: n },
    (_, i) => `${tag}第${i}条知识：编号${i * 7}的零件放在${i % 9}号仓库。`,
  ).join('');

describe(`robots: the knowledge index is written with the passages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ...noRobotQuotas });
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  const storedIndex = (uuid: string) =>
    t.database.db
      .selectFrom('robot_knowledge_index')
      .select(['stamp', 'format', 'body'])
      .where('robot_id', '=', uuid)
      .executeTakeFirst();

  /** The stored index read back over the stored passages: it must fit them and find with them. */
  async function expectIndexOf(uuid: string, knowledge: string) {
    const chunks = chunkKnowledge(knowledge);
    const stored = await storedIndex(uuid);
    expect(stored).toBeDefined();
    expect(Number(stored!.format)).toBe(INDEX_FORMAT);
    const index = parsePassageIndex(stored!.body, chunks);
    expect(index, 'the stored index fits the passages').toBeDefined();
    expect(index!.lengths).toEqual(buildPassageIndex(chunks).lengths);
    expect(Object.fromEntries(index!.postings)).toEqual(
      Object.fromEntries(buildPassageIndex(chunks).postings),
    );
    return stored!;
  }

  it('writes it when a knowledge robot is created, and a new one when its knowledge changes', async () => {
    const first = zhSentences(80, '旧');
    const uuid = await createRobot(t, owner, { type: 2, knowledgeBase: first });
    const created = await expectIndexOf(uuid, first);

    // an edit that leaves the knowledge alone keeps the index (and its stamp)
    await saveRobot(t, owner.token, robotForm({ uuid, robotName: 'renamed' }));
    expect((await storedIndex(uuid))!.stamp).toBe(created.stamp);

    const second = zhSentences(40, '新');
    expect(
      (await saveRobot(t, owner.token, robotForm({ uuid, knowledgeBase: second }))).status,
    ).toBe(200);
    const updated = await expectIndexOf(uuid, second);
    expect(updated.stamp).not.toBe(created.stamp);

    // a plain robot keeps an empty index (no passages), a knowledge robot again a full one
    await saveRobot(t, owner.token, robotForm({ uuid, type: 3 }));
    await expectIndexOf(uuid, '');
    await saveRobot(t, owner.token, robotForm({ uuid, type: 2 }));
    await expectIndexOf(uuid, second);
  });

  it('writes it for a knowledge file: the extracted text saved as knowledge is found by its words', async () => {
    const file = [
      'Opening hours of the harbour warehouse are seven to three.',
      'The lighthouse café sells an osmanthus latte for 28 yuan.',
      zhSentences(30),
    ].join('\n\n');
    const extracted = await postFile(
      t,
      filesApi.extractFile,
      owner.token,
      'knowledge.txt',
      Buffer.from(file),
    );
    expect(extracted.status).toBe(200);
    const text = extracted.data!.content;
    const uuid = await createRobot(t, owner, { type: 2, knowledgeBase: text });
    await expectIndexOf(uuid, text);
    const stored = await storedIndex(uuid);
    const index = parsePassageIndex(stored!.body, chunkKnowledge(text))!;
    expect(searchPassageIndex(index, queryWeights('osmanthus latte price?'), 1)[0]).toContain(
      'osmanthus latte for 28 yuan',
    );
  });
});

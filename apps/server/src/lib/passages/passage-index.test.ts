import { describe, expect, it } from 'vitest';
import {
  buildPassageIndex,
  parsePassageIndex,
  queryWeights,
  searchPassageIndex,
  serializePassageIndex,
} from './passage-index.ts';
import { scanPassages } from './passage-scan.ts';
import { mixedKnowledge, mixedQuestions } from './passage-test-corpus.ts';

/** Passages of about 500 characters, as the robots module cuts them (without importing it). */
const passagesOf = (text: string): string[] =>
  text
    .split('\n\n')
    .map((p) => p.trim())
    .filter(Boolean);

describe('passage index', () => {
  const passages = passagesOf(mixedKnowledge(15_000));
  const questions = [
    ...mixedQuestions(80),
    'submarine',
    '  ?! ',
    '长江大桥',
    'refund',
    '退款表格',
    'the the the',
  ];

  it('answers what the scan before it answered, question for question, built or read back', () => {
    expect(passages.length).toBeGreaterThan(25);
    const built = buildPassageIndex(passages);
    const read = parsePassageIndex(serializePassageIndex(built), passages)!;
    for (const q of questions) {
      for (const k of [1, 4]) {
        const before = scanPassages(passages, q, k);
        expect(searchPassageIndex(built, queryWeights(q), k), q).toEqual(before);
        expect(searchPassageIndex(read, queryWeights(q), k), q).toEqual(before);
      }
    }
  });

  it('answers nothing for an empty base, an empty question or k = 0, as before', () => {
    expect(searchPassageIndex(buildPassageIndex([]), queryWeights('apples'))).toEqual([]);
    expect(searchPassageIndex(buildPassageIndex(['apples']), queryWeights(' ?! '))).toEqual([]);
    expect(searchPassageIndex(buildPassageIndex(['apples']), queryWeights('apples'), 0)).toEqual(
      [],
    );
  });

  it('refuses a stored index that does not fit the passages (then it is built again)', () => {
    const body = serializePassageIndex(buildPassageIndex(['a b', 'c d']));
    expect(parsePassageIndex(body, ['a b'])).toBeUndefined();
    expect(parsePassageIndex('{not json', ['a b'])).toBeUndefined();
    expect(parsePassageIndex('null', ['a b'])).toBeUndefined();
  });

  it('keeps a term spelled like an object key ("__proto__", "constructor") as a term', () => {
    const index = parsePassageIndex(
      serializePassageIndex(buildPassageIndex(['the __proto__ field', 'a constructor call'])),
      ['the __proto__ field', 'a constructor call'],
    )!;
    expect(searchPassageIndex(index, queryWeights('__proto__'))).toEqual(['the __proto__ field']);
    expect(searchPassageIndex(index, queryWeights('constructor'))).toEqual(['a constructor call']);
  });

  it('weighs earlier questions less than the question, the previous one most', () => {
    const w = queryWeights('and the refund form there?', [
      'Where is the Beijing office?',
      'Where is the Shanghai office?',
    ]);
    expect(w.get('refund')).toBe(1);
    expect(w.get('shanghai')).toBe(0.5);
    expect(w.get('beijing')).toBe(0.25);
    // a term of the question keeps its full weight even when an earlier question had it too
    expect(w.get('the')).toBe(1);
    expect(queryWeights('上海的退款表格', ['北京']).get('上海')).toBe(1);
  });

  it("finds the follow-up's place from the previous question, in Chinese too", () => {
    const cities = ['北京', '广州', '深圳', '成都', '上海'];
    const docs = cities.flatMap((c) => [
      `${c}门店的地址和营业时间：每天九点开门。`,
      `${c}门店的退款表格在服务台领取，填写后交给店长。`,
    ]);
    const index = buildPassageIndex(docs);
    const alone = searchPassageIndex(index, queryWeights('那里的退款表格呢？'), 2);
    expect(alone.some((p) => p.startsWith('上海'))).toBe(false);
    const followUp = searchPassageIndex(
      index,
      queryWeights('那里的退款表格呢？', ['上海门店在哪里？']),
      2,
    );
    expect(followUp).toContain('上海门店的退款表格在服务台领取，填写后交给店长。');
  });
});

import { KNOWLEDGE_PLACEHOLDER, KNOWLEDGE_PROMPT_TEMPLATE } from '@robot/contracts';
import { describe, expect, it } from 'vitest';
import { chunkKnowledge } from '../robots/knowledge-chunks.ts';
import { buildSystemPrompt, retrievePassages, terms } from './retrieval.ts';

const ZH_FILLER = [
  '港口的早班渡轮在清晨六点出发，乘客需要提前十分钟到达码头。',
  '本市的公共图书馆周一闭馆，其余时间上午九点开放。',
  '社区花园每个季度举办一次种植活动，欢迎居民报名参加。',
  '地铁二号线在节假日会延长运营时间，具体以车站公告为准。',
  '博物馆的临时展览每两个月更换一次主题。',
];
const EN_FILLER = [
  'The harbour ferry leaves at six in the morning and passengers should arrive ten minutes early.',
  'The public library is closed on Mondays and opens at nine on other days.',
  'The community garden runs a planting day every quarter and residents may sign up.',
  'Metro line two runs later on public holidays; see the station notices.',
  'The museum changes the theme of its temporary exhibition every two months.',
];

/** About 60k characters of look-alike filler with one fact in the middle. */
function knowledgeBase(fact: string): string {
  const half: string[] = [];
  let size = 0;
  for (let i = 0; size < 30_000; i += 1) {
    const line = `${ZH_FILLER[i % ZH_FILLER.length]} ${EN_FILLER[i % EN_FILLER.length]}`;
    half.push(line);
    size += line.length + 1;
  }
  return [...half, fact, ...half].join('\n');
}

describe('retrieval', () => {
  it('finds a Chinese fact hidden in the middle of a 60k-character base, and the prompt stays small', () => {
    const fact = '灯塔咖啡馆的招牌饮品是桂花拿铁，每杯售价二十八元。';
    const text = knowledgeBase(fact);
    expect(text.length).toBeGreaterThan(58_000);
    const chunks = chunkKnowledge(text);
    const passages = retrievePassages(chunks, '灯塔咖啡馆的招牌饮品是什么？');
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(4);
    expect(passages.some((p) => p.includes('桂花拿铁'))).toBe(true);
    const prompt = buildSystemPrompt(KNOWLEDGE_PROMPT_TEMPLATE['zh-CN'], passages, 'zh-CN');
    expect(prompt).toContain('桂花拿铁');
    expect(prompt).not.toContain(KNOWLEDGE_PLACEHOLDER);
    expect(prompt.length).toBeLessThan(6_000);
  });

  it('finds an English fact in any case, and Chinese segmented differently still matches', () => {
    const fact = 'The Lighthouse Cafe signature drink is the Osmanthus Latte, priced at 28 yuan.';
    const chunks = chunkKnowledge(knowledgeBase(fact));
    const passages = retrievePassages(chunks, 'what does an OSMANTHUS latte cost?', 2);
    expect(passages.length).toBeLessThanOrEqual(2);
    expect(passages.some((p) => p.includes('Osmanthus Latte'))).toBe(true);

    // bigrams meet where whole words do not
    const zh = ['长江大桥全长六千七百米。', '黄河的水很浑。'];
    expect(retrievePassages(zh, '大桥有多长')).toEqual(['长江大桥全长六千七百米。']);
    expect(terms('长江大桥')).toEqual(expect.arrayContaining(['长江', '江大', '大桥']));
  });

  it('answers nothing when no term matches, for an empty question or an empty base', () => {
    expect(retrievePassages(['apples and pears', '苹果和梨'], 'submarine')).toEqual([]);
    expect(retrievePassages(['apples'], '  ?! ')).toEqual([]);
    expect(retrievePassages([], 'apples')).toEqual([]);
  });

  it('answers the best passages in document order', () => {
    const chunks = ['cats purr', 'dogs bark', 'cats and dogs', 'fish swim', 'cats cats cats'];
    expect(retrievePassages(chunks, 'cats', 2)).toEqual(['cats purr', 'cats cats cats']);
  });

  it('appends the passages in a marked block when the prompt has no placeholder', () => {
    const out = buildSystemPrompt('You are a barista.', ['Latte costs $5 ($&).'], 'en-US');
    expect(out.startsWith('You are a barista.\n\n')).toBe(true);
    expect(out).toContain('"""\nLatte costs $5 ($&).\n"""');
    expect(buildSystemPrompt(`A ${KNOWLEDGE_PLACEHOLDER} B`, ['$&'], 'en-US')).toBe('A $& B');
    expect(buildSystemPrompt(`A ${KNOWLEDGE_PLACEHOLDER}`, [], 'en-US')).toContain(
      'nothing that matches',
    );
  });
});

/**
 * A seeded knowledge base of mixed Chinese and English sentences, and questions about it, for the
 * retrieval tests and the knowledge bench (bench/knowledge-retrieval.ts): the same seed gives the same
 * text on every machine.
 */

/** mulberry32: a small seeded generator, enough to vary test text. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZH_PLACES = ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '西安', '重庆'];
const ZH_THINGS = [
  '退款表格',
  '会员卡',
  '发票',
  '保修单',
  '快递',
  '停车券',
  '预约单',
  '积分',
  '门禁卡',
];
const ZH_VERBS = ['办理', '领取', '申请', '查询', '更换', '补办'];
const EN_PLACES = ['Harbour', 'Riverside', 'Old Town', 'Airport', 'University', 'Market Street'];
const EN_THINGS = ['refund form', 'loyalty card', 'invoice', 'warranty', 'parcel', 'parking pass'];
const EN_ADJ = ['new', 'quiet', 'busy', 'main', 'small', 'central', 'late', 'early'];

const pick = <T>(rnd: () => number, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)]!;

function sentence(rnd: () => number, i: number): string {
  const n = Math.floor(rnd() * 900) + 100;
  switch (i % 4) {
    case 0:
      return `${pick(rnd, ZH_PLACES)}门店的${pick(rnd, ZH_THINGS)}可以在${(n % 12) + 1}号窗口${pick(rnd, ZH_VERBS)}，型号K${n}的价格是${n * 3}元。`;
    case 1:
      return `The ${pick(rnd, EN_ADJ)} ${pick(rnd, EN_PLACES)} office handles the ${pick(rnd, EN_THINGS)} for model Q${n}; it opens at ${(n % 12) + 1} o'clock. `;
    case 2:
      return `${pick(rnd, ZH_VERBS)}${pick(rnd, ZH_THINGS)}需要携带身份证，${pick(rnd, ZH_PLACES)}的服务热线是4008${n}。`;
    default:
      return `Customers of the ${pick(rnd, EN_PLACES)} branch may ask for a ${pick(rnd, EN_THINGS)} by phone, code ${pick(rnd, ZH_PLACES)}${n}. `;
  }
}

/** About `chars` characters, in paragraphs of a few sentences. */
export function mixedKnowledge(chars: number, seed = 12): string {
  const rnd = seeded(seed);
  let text = '';
  for (let i = 0; text.length < chars; i += 1) {
    text += sentence(rnd, i);
    if (i % 5 === 4) text += '\n\n';
  }
  return text.slice(0, chars);
}

/** `count` questions in both languages about what the knowledge base names. */
export function mixedQuestions(count: number, seed = 34): string[] {
  const rnd = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const n = Math.floor(rnd() * 900) + 100;
    switch (i % 4) {
      case 0:
        return `${pick(rnd, ZH_PLACES)}的${pick(rnd, ZH_THINGS)}在哪里${pick(rnd, ZH_VERBS)}？`;
      case 1:
        return `When does the ${pick(rnd, EN_PLACES)} office open for the ${pick(rnd, EN_THINGS)}?`;
      case 2:
        return `型号K${n}多少钱？`;
      default:
        return `How do I get a ${pick(rnd, EN_THINGS)} for model Q${n} at ${pick(rnd, ZH_PLACES)}?`;
    }
  });
}

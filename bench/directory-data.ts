/**
 * Made-up directory items for the bench (AI tools: the kind with the longest texts besides articles):
 * titles, intros and a few sentences of detail assembled from word lists, Chinese, English or both mixed as people name tools
 * ("ChatGPT 写作助手"), with 1-4 of 12 categories and long-tailed view and favourite counts. A seeded
 * generator (robot-data.ts `random`) makes every run insert the same rows.
 */
import { normalizeForSearch } from '../apps/server/src/lib/search/search-terms.ts';

const ZH_TOPICS =
  '写作 翻译 编程 绘画 视频 音乐 设计 办公 表格 简历 营销 客服 教育 医疗 法律 翻唱 配音 剪辑 摄影 海报 论文 数据 搜索 聊天 阅读 笔记 会议 邮件 电商 游戏'.split(
    ' ',
  );
const ZH_KINDS = '助手 工具 平台 神器 生成器 插件 大模型 应用 机器人 引擎'.split(' ');
const ZH_ADJ = '智能 免费 高效 专业 一键 在线 开源 极速 全能 轻量'.split(' ');
const ZH_INTRO = [
  '用人工智能帮你完成{t}，几秒钟出结果。',
  '专注{t}场景，支持中文和英文，免费试用。',
  '{t}从未如此简单：上传素材，一键生成。',
  '面向团队的{t}平台，提供接口和插件。',
  '国内可用的{t}工具，无需注册即可体验。',
];
const EN_TOPICS =
  'writing translation coding drawing video music design office spreadsheet resume marketing support education health legal voice editing photo poster research data search chat reading notes meetings email shopping gaming'.split(
    ' ',
  );
const EN_BRANDS =
  'Chat Gen Auto Deep Smart Magic Pixel Copy Note Code Muse Flow Nova Mind Sonic Vision'.split(' ');
const EN_SUFFIX = 'AI GPT Pro Studio Lab Bot Hub Kit Pilot Writer'.split(' ');
const EN_INTRO = [
  'An AI assistant for {t} that works in your browser.',
  'Generate {t} content in seconds with state of the art models.',
  'The open source toolkit for {t}, with an API and plugins.',
  'Fast and free {t} for teams, students and creators.',
  'Turn your ideas into {t} results with one click.',
];

export interface BenchItem {
  title: string;
  intro: string;
  searchText: string;
  categories: number[];
  views: number;
  favorites: number;
}

export const DIRECTORY_CATEGORIES = 12;

export function makeItem(rand: () => number, i: number): BenchItem {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const brand = `${pick(EN_BRANDS)}${pick(EN_SUFFIX)}`;
  const zhTopic = pick(ZH_TOPICS);
  const enTopic = pick(EN_TOPICS);
  const zhName = `${rand() < 0.5 ? pick(ZH_ADJ) : ''}${zhTopic}${pick(ZH_KINDS)}`;
  // a third Chinese, a third English, a third both (brand name and Chinese description)
  const style = i % 3;
  const title = style === 0 ? zhName : style === 1 ? `${brand} ${enTopic}` : `${brand} ${zhName}`;
  const zhIntro = pick(ZH_INTRO).replace('{t}', zhTopic);
  const enIntro = pick(EN_INTRO).replace('{t}', enTopic);
  const intro = style === 0 ? zhIntro : style === 1 ? enIntro : `${zhIntro} ${enIntro}`;
  // the detail's plain text, which the writer adds to the search text: a few more sentences
  const body = Array.from({ length: 2 + Math.floor(rand() * 3) }, () =>
    rand() < 0.5
      ? pick(ZH_INTRO).replace('{t}', pick(ZH_TOPICS))
      : pick(EN_INTRO).replace('{t}', pick(EN_TOPICS)),
  ).join(' ');
  const count = 1 + Math.floor(rand() * 4);
  const categories = new Set<number>();
  while (categories.size < count) categories.add(1 + Math.floor(rand() * DIRECTORY_CATEGORIES));
  const views = Math.floor(rand() ** 4 * 80_000);
  const favorites = Math.floor(views * rand() * 0.05);
  return {
    title,
    intro,
    searchText: normalizeForSearch(`${title}\n${intro}\n${body}`),
    categories: [...categories],
    views,
    favorites,
  };
}

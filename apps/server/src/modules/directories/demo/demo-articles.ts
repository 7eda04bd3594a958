import { AI_IN_RETAIL, PROMPT_HABITS, RAG_EXPLAINED } from './article-texts-1.ts';
import { MEETING_TOOLS_REVIEW, RELIABLE_JSON, TOKENS_AND_CONTEXT } from './article-texts-2.ts';
import { BOOKSHOP_INTERVIEW, EVALUATION_CHECKLIST } from './article-texts-3.ts';
import type { DemoArticle } from './demo-types.ts';

/**
 * The articles of the AI genius hall a first start shows (SEED_DEMO): original texts with real
 * markdown (headings enough for a table of contents, lists, code, tables, quotes), in both languages.
 */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    cover: 'demo-article-prompt.svg',
    title: '写好提示词的六个习惯',
    categories: [2, 1],
    content: PROMPT_HABITS,
    views: 4210,
    favorites: 688,
    ageHours: 560,
  },
  {
    cover: 'demo-article-rag.svg',
    title: 'RAG 检索增强生成：原理、流程与常见的坑',
    categories: [4],
    content: RAG_EXPLAINED,
    views: 3180,
    favorites: 802,
    ageHours: 430,
  },
  {
    cover: 'demo-article-retail.svg',
    title: 'AI in Retail: Five Uses That Pay Off in Physical Stores',
    categories: [3, 5],
    content: AI_IN_RETAIL,
    views: 1760,
    favorites: 240,
    ageHours: 320,
  },
  {
    cover: 'demo-article-review.svg',
    title: '三款 AI 会议纪要工具实测对比',
    categories: [6],
    content: MEETING_TOOLS_REVIEW,
    views: 2530,
    favorites: 305,
    ageHours: 210,
  },
  {
    cover: 'demo-article-json.svg',
    title: 'Getting Reliable JSON Out of a Language Model',
    categories: [2, 4],
    content: RELIABLE_JSON,
    views: 1390,
    favorites: 412,
    ageHours: 140,
  },
  {
    cover: 'demo-article-tokens.svg',
    title: 'Token 与上下文窗口：一文看懂大模型的“记忆”',
    categories: [1, 4],
    content: TOKENS_AND_CONTEXT,
    views: 2960,
    favorites: 517,
    ageHours: 90,
  },
  {
    cover: 'demo-article-bookshop.svg',
    title: '访谈：一家社区书店的 AI 实践',
    categories: [7, 5, 3],
    content: BOOKSHOP_INTERVIEW,
    views: 880,
    favorites: 131,
    ageHours: 36,
  },
  {
    cover: 'demo-article-checklist.svg',
    title: 'Before You Roll Out an AI Assistant: An Evaluation Checklist',
    categories: [6, 3],
    content: EVALUATION_CHECKLIST,
    views: 610,
    favorites: 96,
    ageHours: 12,
  },
];

import { Limits } from './limits.ts';

/**
 * The three directories (api.md "Directories"): AI tools, articles (the AI genius hall) and industry
 * applications. They share one shape, so the server runs one engine and the web one set of pages;
 * a kind only adds its own fields.
 */
export const DIRECTORY_KINDS = ['aitool', 'article', 'xky'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** The limits of every directory field; both sides check them (form rules derive from the schemas). */
export const DirectoryLimits = {
  aitool: {
    name: 50,
    intro: 200,
    detail: Limits.aiToolDetail,
    categories: Limits.aiToolCategories,
  },
  article: { title: 100, content: Limits.articleContent, categories: Limits.articleCategories },
  xky: { title: 100, intro: 200, content: Limits.articleContent, categories: 3 },
  url: 2048,
  /** the plain-text excerpt of an article's markdown shown on cards */
  excerpt: 160,
  keyword: 100,
} as const;

/** An absolute http(s) address: `javascript:`, `data:` and every other scheme are refused. */
export const isWebUrl = (v: string): boolean => {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

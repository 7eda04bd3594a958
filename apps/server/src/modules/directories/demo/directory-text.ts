import { DirectoryLimits } from '@robot/contracts';
import { normalizeForSearch } from '../../../lib/search/search-terms.ts';
import { excerptOf as excerptUpTo, markdownToText } from '../markdown-text.ts';
import { urlKey } from '../url-key.ts';

/**
 * The derived columns of a demo item, computed by the module's own rules (url-key.ts,
 * markdown-text.ts), so that a demo tool's url key is the one a user's submit of the same url meets.
 */

/** An AI tool's address as the unique key compares it; throws on an address that is not http(s). */
export function urlKeyOf(url: string): string {
  const key = urlKey(url);
  if (key === null) throw new Error(`not an http(s) address: ${url}`);
  return key;
}

/** The words of a markdown text without its syntax: what search and card excerpts read. */
export const markdownToPlain = markdownToText;

/** The start of the body as plain text, at most `DirectoryLimits.excerpt` characters. */
export const excerptOf = (markdown: string): string =>
  excerptUpTo(markdown, DirectoryLimits.excerpt);

/** `search_text`: title, intro and the plain body, normalised. */
export function searchTextOf(item: { title: string; intro: string; body: string }): string {
  return normalizeForSearch([item.title, item.intro, markdownToText(item.body)].join('\n'));
}

import { DirectoryLimits } from '@robot/contracts';

/**
 * The derived columns of a directory item (migration 009): what a save computes from the fields.
 * The demo seed needs them before the directory module exists on this branch; the module may hold
 * its own copy (the lead keeps one).
 */

/** NFKC folds full-width letters and digits to ASCII; lowercasing makes English case-insensitive. */
export const normalizeForSearch = (s: string): string => s.normalize('NFKC').toLowerCase();

/**
 * An AI tool's address as the unique key compares it: scheme and host lowercased, default port,
 * fragment, `utm_*` parameters and trailing slashes dropped. Throws on an address that is not a URL.
 */
export function urlKeyOf(url: string): string {
  const parsed = new URL(url.trim());
  parsed.hash = '';
  for (const name of [...parsed.searchParams.keys()]) {
    if (name.toLowerCase().startsWith('utm_')) parsed.searchParams.delete(name);
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${parsed.host}${path}${parsed.search}`;
}

/** The words of a markdown text without its syntax: what search and card excerpts read. */
export function markdownToPlain(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*(```|~~~)/.test(line)) // code fences (the code itself stays)
    .filter((line) => !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) // table rules
    .filter((line) => !/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) // horizontal rules
    .map(
      (line) =>
        line
          .replace(/^\s{0,3}#{1,6}\s+/, '') // headings
          .replace(/^\s*(>\s?)+/, '') // blockquotes
          .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '') // list markers, task boxes
          .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
          .replace(/<[^>]+>/g, ' ') // html tags
          .replace(/`+([^`]*)`+/g, '$1') // inline code
          .replace(/(\*\*|__)(.+?)\1/g, '$2') // bold
          .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2') // italics
          .replace(/~~(.+?)~~/g, '$1') // strike-through
          .replace(/^\s*\||\|\s*$/g, '') // table edges
          .replace(/\s*\|\s*/g, ' '), // table cells
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of the body as plain text, at most `DirectoryLimits.excerpt` characters (not UTF-16 units). */
export function excerptOf(markdown: string): string {
  return Array.from(markdownToPlain(markdown)).slice(0, DirectoryLimits.excerpt).join('').trim();
}

/** `search_text`: title, intro and the plain body, normalised. */
export function searchTextOf(item: { title: string; intro: string; body: string }): string {
  return normalizeForSearch([item.title, item.intro, markdownToPlain(item.body)].join('\n'));
}

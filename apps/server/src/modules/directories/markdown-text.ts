/**
 * The readable text of a markdown document, for search and for card excerpts: syntax goes, words
 * stay. Deliberately small (no parser): fenced code keeps its code but not its fences, links and
 * images keep their text, emphasis, headings, quotes, list markers, table rules and HTML tags go.
 * Whitespace runs become one space. Every pattern is bounded (a span is at most a line and a few
 * hundred characters), so hostile input of the longest allowed size stays linear.
 */
export function markdownToText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // fences (``` or ~~~, with an info string) and table separator rows
      .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*$/gm, ' ')
      .replace(/^(?=[^\n]*\|)[ \t|:-]*-[ \t|:-]*$/gm, ' ')
      // images and links: their text; reference definitions: nothing
      .replace(/!\[([^\]\n]{0,500})\]\([^)\n]{0,2100}\)/g, '$1')
      .replace(/\[([^\]\n]{0,500})\]\([^)\n]{0,2100}\)/g, '$1')
      .replace(/\[([^\]\n]{0,500})\]\[[^\]\n]{0,500}\]/g, '$1')
      .replace(/^[ \t]*\[[^\]]+\]:[ \t]*\S+.*$/gm, ' ')
      // HTML tags and comments
      .replace(/<!--[\s\S]{0,2000}?-->/g, ' ')
      .replace(/<\/?[A-Za-z][^>\n]{0,500}>/g, ' ')
      // block markers at the start of a line: headings, quotes, list items, rules
      .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ' ')
      // setext heading underlines
      .replace(/^[ \t]*=+[ \t]*$/gm, ' ')
      // inline: code spans, emphasis, strike-through, table pipes, escapes
      .replace(/`{1,3}([^`\n]{0,500})`{1,3}/g, '$1')
      .replace(/(?<!\\)(\*{1,3}|_{1,3})(\S(?:[^\n]{0,500}?[^\s\\])??)\1/g, '$2')
      .replace(/~~([^\n]{0,500}?)~~/g, '$1')
      .replace(/\|/g, ' ')
      .replace(/\\([\\`*_{}[\]()#+\-.!|~<>])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The start of the text of a markdown document: at most `max` characters (code points). */
export function excerptOf(markdown: string, max: number): string {
  const chars = [...markdownToText(markdown)];
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, max).join('').trimEnd();
}

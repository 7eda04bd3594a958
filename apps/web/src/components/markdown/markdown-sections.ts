/**
 * A markdown text cut before its top-level headings, so that each part can be parsed and drawn on
 * its own (`Markdown inSections`): a page then draws a long text in several short tasks, which the
 * browser can interleave with input, instead of one long one (docs/decisions/059).
 *
 * A cut is made only where it cannot change what is drawn: before an ATX heading written at the
 * start of a line (`# `…`###### `) that follows a blank line, outside fenced code. There no list,
 * quote, table or paragraph can go on past the heading. The source is not cut at all (null) where
 * that rule would not hold or where the parts would need each other:
 * - link reference or footnote definitions (`[x]: …`, `[^1]: …`): they serve the whole text (the
 *   scan refuses any line holding `]:`, rather than tell a definition from text);
 * - HTML blocks (a line starting with `<`): some run on past blank lines;
 * - fenced code not at the start of its line (indented, in a list or a quote), where following the
 *   fences line by line is not exact;
 * - headings the scan cannot count exactly: setext headings (a line under text made of `=` or `-`),
 *   and ATX headings indented or inside a list or a quote.
 *
 * With those excluded, the ATX headings at the start of a line are all of the text's headings, so
 * each part also gets what the parts before it hold: how many h1-h4 (the table of contents' ids are
 * numbered across the whole text) and the levels of its headings (they are nested across it).
 */
export interface MarkdownSection {
  text: string;
  /** h1-h4 headings in the parts before this one (rehypeHeadingIds numbers on from there) */
  idsBefore: number;
  /** the levels, as written, of every heading in the parts before this one (rehypeNestedHeadings) */
  levelsBefore: number[];
}

const FENCE_AT_START = /^(`{3,}|~{3,})(.*)$/;
const FENCE_ANYWHERE = /^((?:[ \t]|>|[*+-][ \t]|\d{1,9}[.)][ \t])*)(`{3,}|~{3,})/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const HEADING = /^(#{1,6})(?:[ \t]|$)/;
const NESTED_HEADING = /^(?:[ \t]|>|[*+-][ \t]|\d{1,9}[.)][ \t])+#{1,6}(?:[ \t]|$)/;
const DEFINITION = /\]:/;
const HTML_BLOCK = /^ {0,3}</;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const BLANK = /^[ \t]*$/;

/** The text's parts (at least two), or null where it is kept whole. */
export function markdownSections(source: string): MarkdownSection[] | null {
  const lines = source.split('\n');
  const sections: MarkdownSection[] = [];
  let start = 0;
  let ids = 0;
  const levels: number[] = [];
  let idsAtStart = 0;
  let levelsAtStart = 0;
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence !== null) {
      const closing = CLOSING_FENCE.exec(line)?.[1];
      if (closing && closing[0] === fence[0] && closing.length >= fence.length) fence = null;
      continue;
    }
    const opening = FENCE_AT_START.exec(line);
    if (opening) {
      // a backtick fence's info string has no backtick (else the line is text with inline code)
      if (opening[1]![0] === '`' && opening[2]!.includes('`')) return null;
      fence = opening[1]!;
      continue;
    }
    if (FENCE_ANYWHERE.test(line)) return null;
    if (DEFINITION.test(line) || HTML_BLOCK.test(line) || NESTED_HEADING.test(line)) return null;
    if (UNDERLINE.test(line) && i > 0 && !BLANK.test(lines[i - 1]!)) return null;
    const heading = HEADING.exec(line);
    if (!heading) continue;
    if (i > 0 && BLANK.test(lines[i - 1]!)) {
      sections.push(part(lines, start, i, idsAtStart, levels.slice(0, levelsAtStart)));
      start = i;
      idsAtStart = ids;
      levelsAtStart = levels.length;
    }
    const level = heading[1]!.length;
    levels.push(level);
    if (level <= 4) ids += 1;
  }
  if (sections.length === 0) return null;
  sections.push(part(lines, start, lines.length, idsAtStart, levels.slice(0, levelsAtStart)));
  return sections;
}

const part = (
  lines: string[],
  from: number,
  to: number,
  idsBefore: number,
  levelsBefore: number[],
): MarkdownSection => ({ text: lines.slice(from, to).join('\n'), idsBefore, levelsBefore });

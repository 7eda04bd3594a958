/**
 * A markdown text cut before its top-level headings, so that each part can be parsed and drawn on
 * its own (`Markdown parts="sections"`): a page then draws a long text in several short tasks, which
 * the browser can interleave with input, instead of one long one (docs/decisions/059). A streamed
 * answer is cut between its blocks instead (`markdownBlocks`, below).
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
    const followed = followFence(line, fence);
    if (followed === REFUSE) return null;
    fence = followed.fence;
    if (followed.code) continue;
    if (NESTED_HEADING.test(line)) return null;
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

const REFUSE = Symbol('refuse');

/**
 * One line of the scan, outside or inside fenced code: the fence open after it, and whether it is
 * code (a fence's line or a line inside one); REFUSE where the text must be kept whole (the rules
 * both cuts share: definitions, HTML blocks, fences not at the start of their line).
 */
function followFence(
  line: string,
  fence: string | null,
): { fence: string | null; code: boolean } | typeof REFUSE {
  if (fence !== null) {
    const closing = CLOSING_FENCE.exec(line)?.[1];
    const closed = closing && closing[0] === fence[0] && closing.length >= fence.length;
    return { fence: closed ? null : fence, code: true };
  }
  const opening = FENCE_AT_START.exec(line);
  if (opening) {
    // a backtick fence's info string has no backtick (else the line is text with inline code)
    if (opening[1]![0] === '`' && opening[2]!.includes('`')) return REFUSE;
    return { fence: opening[1]!, code: true };
  }
  if (FENCE_ANYWHERE.test(line) || DEFINITION.test(line) || HTML_BLOCK.test(line)) return REFUSE;
  return { fence: null, code: false };
}

/** A list item's marker at the start of a line: the line may go on a list above it. */
const LIST_MARKER = /^(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/;

/**
 * A streamed text (a model's answer) cut between its top-level blocks, into parts of at least
 * `minChars` characters but the last, so that each new piece of the answer parses and draws only
 * the last part again (`Markdown parts="blocks"`, decision 060). Null where it is kept whole.
 *
 * A cut is made before a line that follows a blank line, starts at its first column with neither
 * a space nor a list item's marker, and is complete (a line break follows it), outside fenced
 * code. After a blank line, such a line ends any paragraph, list, quote, table or indented code
 * above it and cannot join them: what is drawn is the same, whole or in parts. Headings are not
 * counted, so setext headings do not keep the text whole here; the rules both cuts share do
 * (`followFence`). As the text grows, the cuts already made stay where they are: each depends
 * only on the text before it and on its own complete line.
 */
export function markdownBlocks(source: string, minChars: number): string[] | null {
  const lines = source.split('\n');
  const parts: string[] = [];
  let start = 0;
  let chars = 0;
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const cut =
      fence === null &&
      chars >= minChars &&
      i > 0 &&
      i < lines.length - 1 &&
      BLANK.test(lines[i - 1]!) &&
      /^\S/.test(line) &&
      !LIST_MARKER.test(line);
    const followed = followFence(line, fence);
    if (followed === REFUSE) return null;
    fence = followed.fence;
    if (cut) {
      parts.push(lines.slice(start, i).join('\n'));
      start = i;
      chars = 0;
    }
    chars += line.length + 1;
  }
  if (parts.length === 0) return null;
  parts.push(lines.slice(start).join('\n'));
  return parts;
}

const part = (
  lines: string[],
  from: number,
  to: number,
  idsBefore: number,
  levelsBefore: number[],
): MarkdownSection => ({ text: lines.slice(from, to).join('\n'), idsBefore, levelsBefore });

/**
 * The opening paragraph of a markdown text, when it is simple enough to draw without the renderer
 * exactly as the renderer will: plain text with, at most, `**bold**` spans. A page whose largest
 * paint is its text's first paragraph (a short AI tool's page) draws it with its first frame; the
 * renderer, which comes after that frame, then draws the same paragraph in the same place.
 *
 * Anything this cannot be sure of gives null, and the page waits for the renderer as before: a
 * paragraph that another construct starts or interrupts (heading, list, quote, fence, table,
 * indented code), any other inline syntax (emphasis with `_` or a single `*`, code, links, images,
 * autolinks, HTML, entities, escapes, strikethrough, hard breaks), and any `**` whose pairing the
 * CommonMark rules (micromark's, the renderer's parser) could read another way (decision 055).
 *
 * `**` runs pair by micromark's attention rules: a run can open when the character after it is a
 * letter, or punctuation with white space or punctuation before it, and close the other way round;
 * one that can do both opens when nothing is open and closes when something is. Characters are
 * UTF-16 units, as micromark reads them; the text's start and end count as white space.
 *
 * One self-contained function in ES2017 syntax (the one newer feature, Unicode property classes, is
 * built at run time): the app shell's boot script carries its source (`String(leadParagraph)`,
 * build/app-shell-boot.ts) to draw the same paragraph before the app has loaded, and must still
 * parse in a browser too old for the app.
 */

export interface LeadPart {
  text: string;
  strong: boolean;
}

export interface LeadParagraph {
  parts: LeadPart[];
  /** the paragraph is the whole text: nothing follows it */
  whole: boolean;
}

export function leadParagraph(source: string): LeadParagraph | null {
  const otherInline = /[`_[\]<>\\&!~|@]|https?:|www\./i;
  const blockStart = /^(?:[#>+=|`~<-]|\d{1,9}[.)]|\*(?!\*[^\s*]))/;
  const indented = /^(?: {4}|\t)/;
  const punctuation = new RegExp('[\\p{P}\\p{S}]', 'u');
  const kindOf = (char: string | undefined) =>
    char === undefined || /\s/.test(char)
      ? 'space'
      : punctuation.test(char)
        ? 'punctuation'
        : 'other';

  // markdown's white space at a line's ends and in a blank line is spaces and tabs, nothing else
  const strip = (line: string) => line.replace(/^[ \t]+|[ \t]+$/g, '');
  const lines = source.replace(/^(?:[ \t]*\r?\n)+/, '').split(/\r?\n/);
  let end = lines.findIndex((line) => strip(line) === '');
  if (end === -1) end = lines.length;
  if (end === 0) return null;
  for (let i = 0; i < end; i += 1) {
    const line = lines[i]!;
    if (indented.test(line) || blockStart.test(line.replace(/^[ \t]+/, ''))) return null;
    // two spaces before a line break make a hard break
    if (i < end - 1 && / {2}$/.test(line)) return null;
  }
  const text = lines.slice(0, end).map(strip).join('\n');
  if (otherInline.test(text) || /\*{3,}/.test(text) || text.split('**').join('').includes('*'))
    return null;

  const parts: LeadPart[] = [];
  let open = false;
  let from = 0;
  for (let at = text.indexOf('**'); at !== -1; at = text.indexOf('**', from)) {
    const before = kindOf(text[at - 1]);
    const after = kindOf(text[at + 2]);
    const canOpen = after === 'other' || (after === 'punctuation' && before !== 'other');
    const canClose = before === 'other' || (before === 'punctuation' && after !== 'other');
    if (open ? !canClose : !canOpen) return null;
    if (at > from) parts.push({ text: text.slice(from, at), strong: open });
    open = !open;
    from = at + 2;
  }
  if (open) return null;
  if (from < text.length) parts.push({ text: text.slice(from), strong: false });
  const whole = lines.slice(end).every((line) => strip(line) === '');
  return { parts, whole };
}

/**
 * The markdown for an uploaded image: `![name](url)`, the file's name without its extension as the
 * text alternative (the author can reword it). Brackets and backslashes in the name are escaped so
 * that it cannot close the alternative early; line breaks would end the image, so they become spaces.
 */
export function imageMarkdown(fileName: string, url: string): string {
  const dot = fileName.lastIndexOf('.');
  const name = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');
  // Our upload addresses have no spaces or parentheses; encode them anyway so one cannot end the link.
  const target = url.replace(/[\s()]/g, (c) =>
    c === '(' ? '%28' : c === ')' ? '%29' : encodeURIComponent(c),
  );
  return `![${name}](${target})`;
}

/** Whether replacing `start`..`end` of `text` with `insert` keeps it within `max` characters. */
export const fitsWithin = (text: string, start: number, end: number, insert: string, max: number) =>
  text.length - (end - start) + insert.length <= max;

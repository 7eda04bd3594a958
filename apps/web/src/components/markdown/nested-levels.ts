/**
 * The levels that headings of an author's text take under a page's own headings: the first at
 * `from`, each one a level under the heading it falls under (the last one before it of a smaller
 * level in the text), siblings alike, never past 6. An article whose first heading is `###`, or that
 * jumps from `##` to `####`, is then read as an outline with no level skipped (WCAG 1.3.1), and
 * none of its headings competes with the page's h1. Kept apart from the renderer's plugins: the
 * page's table of contents reads it before the renderer has loaded.
 */
export function nestedLevels(levels: readonly number[], from: number): number[] {
  const open: { level: number; nested: number }[] = [];
  return levels.map((level) => {
    while (open.length > 0 && open.at(-1)!.level >= level) open.pop();
    const nested = Math.min(6, open.length > 0 ? open.at(-1)!.nested + 1 : from);
    open.push({ level, nested });
    return nested;
  });
}

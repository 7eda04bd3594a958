/** How many guidance words the detail page offers; the rest would only crowd it. */
export const MAX_GUIDE_WORDS = 6;

/**
 * robotGuideWords is free text; owners separate suggestions with new lines, semicolons (either
 * width) or bars. Answers the distinct, non-empty suggestions in their order.
 */
export function splitGuideWords(text: string, max = MAX_GUIDE_WORDS): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n\r;；|｜]+/)) {
    const word = part.trim();
    if (word) seen.add(word);
    if (seen.size >= max) break;
  }
  return [...seen];
}

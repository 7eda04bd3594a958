const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

/**
 * The terms of a text: the words `Intl.Segmenter` finds (lower-cased), and for Chinese also every pair of
 * neighbouring Han characters, because the dictionary may cut a question and a passage differently
 * ("长江大桥" as one word in one, "长江" + "大桥" in the other) while their bigrams still meet.
 * Changing what this answers changes every stored index: bump INDEX_FORMAT (passage-index.ts) with it.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  let hanRun = '';
  const flushHan = () => {
    const chars = Array.from(hanRun);
    for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
    hanRun = '';
  };
  for (const s of segmenter.segment(text.normalize('NFKC'))) {
    if (!s.isWordLike) {
      flushHan();
      continue;
    }
    const word = s.segment.toLowerCase();
    out.push(word);
    if (HAN.test(word)) hanRun += word;
    else flushHan();
  }
  flushHan();
  return out;
}

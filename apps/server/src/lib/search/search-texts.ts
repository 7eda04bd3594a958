/**
 * The search texts of an index's slots (search-index.ts), kept for confirming words longer than a
 * gram. The texts of the slots present at the last build are joined into long strings, those of
 * texts of Latin-1 characters only apart from the rest (so English texts keep one byte per
 * character), each text followed by a newline: a million texts are then two objects, not a
 * million, and the texts of ascending slots lie one after another in memory. Slots added since the
 * build keep their own strings.
 */

/** a character beyond Latin-1: the text needs two bytes per character */
const WIDE = /[\u0100-\uffff]/;
/**
 * Characters per joined string at most (V8 caps a string near 2^29): long texts (articles) at
 * scale fill several.
 */
const CHUNK_CHARS = 1 << 26;

export class SearchTexts {
  /** the joined strings, narrow and wide ones apart */
  private corpora: string[] = [];
  /** by built slot: which joined string holds its text, where it starts and ends (exclusive) */
  private chunkOf: Uint32Array;
  private starts: Int32Array;
  private ends: Int32Array;
  private readonly built: number;
  private extra: string[] = [];

  /** `texts` by slot; null for a slot with no text (a dead one). */
  constructor(texts: ArrayLike<string | null>, chunkChars = CHUNK_CHARS) {
    const n = texts.length;
    this.built = n;
    this.chunkOf = new Uint32Array(n);
    this.starts = new Int32Array(n);
    this.ends = new Int32Array(n);
    // the string being filled for narrow texts and for wide ones
    const open = [0, 1].map(() => ({ chunk: -1, parts: [] as string[], size: 0 }));
    const close = (o: (typeof open)[number]) => {
      if (o.chunk >= 0) this.corpora[o.chunk] = join(o.parts);
      o.chunk = this.corpora.length;
      this.corpora.push('');
      o.parts = [];
      o.size = 0;
    };
    for (let slot = 0; slot < n; slot += 1) {
      const text = texts[slot] ?? '';
      const o = open[WIDE.test(text) ? 1 : 0]!;
      if (o.chunk < 0 || (o.size > 0 && o.size + text.length + 1 > chunkChars)) close(o);
      this.chunkOf[slot] = o.chunk;
      this.starts[slot] = o.size;
      this.ends[slot] = o.size + text.length;
      o.size += text.length + 1;
      o.parts.push(text);
    }
    // a newline after each text: query words never hold whitespace, so none spans two texts
    for (const o of open) if (o.chunk >= 0) this.corpora[o.chunk] = join(o.parts);
  }

  /** How many joined strings hold the built texts. */
  get strings(): number {
    return this.corpora.length;
  }

  /** The text of a slot (built slots: a slice of the joined string, made on demand). */
  text(slot: number): string {
    if (slot >= this.built) return this.extra[slot - this.built] ?? '';
    return this.corpusOf(slot).slice(this.starts[slot]!, this.ends[slot]!);
  }

  /** The text of a slot added after the build (slots are added in order). */
  add(slot: number, text: string): void {
    this.extra[slot - this.built] = text;
  }

  /**
   * Whether a slot's text holds every word: searched within its text, sliced out of the joined
   * string (a slice shares the string's characters, nothing is copied).
   */
  holdsAll(slot: number, words: readonly string[]): boolean {
    const text =
      slot >= this.built
        ? (this.extra[slot - this.built] ?? '')
        : this.corpusOf(slot).slice(this.starts[slot]!, this.ends[slot]!);
    for (let k = 0; k < words.length; k += 1) if (!text.includes(words[k]!)) return false;
    return true;
  }

  private corpusOf(slot: number): string {
    return this.corpora[this.chunkOf[slot]!]!;
  }
}

/** The texts each followed by a newline, as one flat string. */
const join = (texts: string[]): string => (texts.length === 0 ? '' : `${texts.join('\n')}\n`);

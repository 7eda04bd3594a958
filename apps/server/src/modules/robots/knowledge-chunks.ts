/**
 * Splits a knowledge base into passages for retrieval at chat time. Passages end on paragraph or
 * sentence boundaries (Chinese 。！？； and their ASCII forms, a full stop before a space, line breaks)
 * so that a retrieved passage reads as whole sentences, and each one repeats the tail of the previous
 * one so that a fact straddling a boundary is still found whole in one of them.
 */
export const CHUNK_TARGET = 500;
export const CHUNK_MAX = 800;
export const CHUNK_OVERLAP = 100;

const SENTENCE_END = new Set(['。', '！', '？', '；', '!', '?', ';', '…']);
const CLOSERS = new Set(['”', '’', '"', "'", '）', ')', '」', '』', '】', '》']);

/** The text cut after each sentence end or line break; joining the pieces gives the text back. */
export function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    let end = -1;
    if (ch === '\n') {
      end = i + 1;
      while (end < text.length && /\s/.test(text[end]!)) end += 1;
    } else if (SENTENCE_END.has(ch) || (ch === '.' && (next === undefined || /\s/.test(next)))) {
      end = i + 1;
      while (end < text.length && (SENTENCE_END.has(text[end]!) || CLOSERS.has(text[end]!))) {
        end += 1;
      }
      // the spaces after an English sentence belong to it, not to the next one
      while (end < text.length && text[end] !== '\n' && /\s/.test(text[end]!)) end += 1;
    }
    if (end === -1) {
      i += 1;
      continue;
    }
    pieces.push(text.slice(start, end));
    start = end;
    i = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

/** A sentence longer than a chunk is cut at the last space or comma before the limit, else hard. */
function cutLong(piece: string): string[] {
  const out: string[] = [];
  let rest = piece;
  while (rest.length > CHUNK_MAX) {
    const window = rest.slice(0, CHUNK_MAX);
    const soft = Math.max(
      window.lastIndexOf(' '),
      window.lastIndexOf('，'),
      window.lastIndexOf(','),
      window.lastIndexOf('、'),
    );
    const at = soft >= CHUNK_TARGET ? soft + 1 : CHUNK_MAX;
    out.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest) out.push(rest);
  return out;
}

/** The whole sentences at the end of a chunk that fit in the overlap (none if the last is too long). */
function tailOf(pieces: string[]): string[] {
  const tail: string[] = [];
  let size = 0;
  for (let k = pieces.length - 1; k >= 0; k -= 1) {
    const p = pieces[k]!;
    if (size + p.length > CHUNK_OVERLAP) break;
    tail.unshift(p);
    size += p.length;
  }
  return tail;
}

const joined = (pieces: string[]) => pieces.join('').trim();

const PARAGRAPH_END = /\n\s*\n\s*$/;

/**
 * Passages of about CHUNK_TARGET..CHUNK_MAX characters: sentences are packed greedily, and a passage
 * past CHUNK_TARGET also ends at a paragraph break. An empty or blank text has none.
 */
export function chunkKnowledge(text: string): string[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  if (!normalized.trim()) return [];
  const pieces = splitSentences(normalized).flatMap(cutLong);

  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  let fresh = 0; // pieces in `current` that are not overlap carried from the previous chunk
  const emit = () => {
    chunks.push(joined(current));
    current = tailOf(current);
    size = current.reduce((n, p) => n + p.length, 0);
    fresh = 0;
  };
  for (const piece of pieces) {
    if (size + piece.length > CHUNK_MAX && fresh > 0) emit();
    if (size + piece.length > CHUNK_MAX) {
      current = [];
      size = 0;
    }
    current.push(piece);
    size += piece.length;
    fresh += 1;
    if (size >= CHUNK_TARGET && PARAGRAPH_END.test(piece)) emit();
  }
  if (fresh > 0) chunks.push(joined(current));
  return chunks.filter((c) => c.length > 0);
}

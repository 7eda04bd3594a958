// @ts-check
/**
 * Runs as its own process, one per document (parser-pool.ts spawns it): parsing a hostile PDF or DOCX
 * can take all the memory this process is allowed or spin, and then only this process dies.
 *
 * Plain JavaScript on purpose: it starts as a bare `node` process. Loading it through tsx would start
 * tsx's loader thread in every child, some 40 MB and a second more each (docs/decisions/006).
 *
 * Protocol: one IPC message in, { kind: 'pdf' | 'docx', data: Uint8Array, maxChars: number }; one
 * message out, a ParseResult (parser-pool.ts); then the process exits.
 */
import mammoth from 'mammoth';
import { extractText } from 'unpdf';

/** @param {unknown} err */
const outOfMemory = (err) =>
  err instanceof RangeError || /allocation failed|out of memory/i.test(String(err));

/** @param {Uint8Array} data */
async function textOfPdf(data) {
  // pdf.js wants a plain Uint8Array, and the job's may arrive as a Buffer.
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return (await extractText(bytes, { mergePages: true })).text;
}

/** @param {Uint8Array} data */
async function textOfDocx(data) {
  return (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
}

/** @param {{ kind: 'pdf' | 'docx'; data: Uint8Array; maxChars: number }} job */
async function parse(job) {
  try {
    const text = job.kind === 'docx' ? await textOfDocx(job.data) : await textOfPdf(job.data);
    // Anything longer is refused anyway: do not copy a huge string back to the server.
    if (text.length > job.maxChars * 2) return { ok: false, reason: 'tooLong' };
    return { ok: true, text };
  } catch (err) {
    return { ok: false, reason: outOfMemory(err) ? 'memory' : 'unreadable' };
  }
}

// The server went away (or killed us): nobody is waiting for the answer.
process.once('disconnect', () => process.exit(0));
process.once('message', (job) => {
  parse(/** @type {any} */ (job)).then((result) => {
    // pdf.js may leave timers behind: leave once the answer is out, whatever is still scheduled.
    process.send?.(result, () => process.exit(0));
  });
});

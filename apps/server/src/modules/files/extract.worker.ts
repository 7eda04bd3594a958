/**
 * Runs inside a worker thread with its own heap limit: parsing a hostile PDF or DOCX can exhaust that
 * heap or spin, and then only this thread dies (the pool terminates it), never the server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import { checkDeclaredSizes, readCentralDirectory, verifyInflatedSizes } from './zip-check.ts';
import type { ParseJob, ParseResult } from './parser-pool.ts';

async function parse(job: ParseJob): Promise<ParseResult> {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  try {
    let text: string;
    if (job.kind === 'docx') {
      const entries = readCentralDirectory(data);
      checkDeclaredSizes(entries);
      verifyInflatedSizes(data, entries);
      text = (await mammoth.extractRawText({ buffer: data })).value;
    } else {
      text = (await extractText(new Uint8Array(data), { mergePages: true })).text;
    }
    // Anything longer is refused anyway: do not copy a huge string back to the main thread.
    if (text.length > job.maxChars * 2) return { ok: false, reason: 'tooLong' };
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

parentPort?.postMessage(await parse(workerData as ParseJob));

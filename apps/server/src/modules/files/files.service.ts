import { extensionOf, FileLimits } from '@robot/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { ParserPool } from './parser-pool.ts';
import { checkZip, zipEntryNames, ZipRefused } from './zip-check.ts';
import { decodeText } from './text-decode.ts';

type Kind = 'txt' | 'pdf' | 'docx';

const unsupported = () => new AppError('errors.unsupportedFile');

/**
 * What the file really is, from its bytes; its name's extension must say the same. file-type knows a
 * PDF by `%PDF` and a DOCX by its zip entries; a text file is one it does not recognise at all (or
 * recognises as a text format such as XML).
 */
async function kindOf(file: UploadedFile): Promise<Kind> {
  const ext = extensionOf(file.filename);
  if (ext !== 'txt' && ext !== 'pdf' && ext !== 'docx') throw unsupported();
  const detected = await fileTypeFromBuffer(file.data);
  if (ext === 'pdf' && detected?.mime === 'application/pdf') return 'pdf';
  if (ext === 'docx' && (detected?.ext === 'docx' || detected?.ext === 'zip')) {
    // A zip is only a document when it has the main part of one.
    try {
      if ((await zipEntryNames(file.data)).includes('word/document.xml')) {
        return 'docx';
      }
    } catch (err) {
      if (!(err instanceof ZipRefused)) throw err;
    }
    throw unsupported();
  }
  const textual = !detected || detected.mime.startsWith('text/') || detected.ext === 'xml';
  if (ext === 'txt' && textual) return 'txt';
  throw unsupported();
}

/**
 * A docx whose entries declare too much, or inflate to more than they declare, is refused before a
 * parser sees it (zip-check.ts), as 10415 like any other file that is not a plain document.
 */
async function refuseZipBomb(data: Buffer): Promise<void> {
  try {
    await checkZip(data);
  } catch (err) {
    if (err instanceof ZipRefused) throw unsupported();
    throw err;
  }
}

/** Line ends unified, trailing spaces and runs of blank lines folded: what a knowledge base wants. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function createFilesService(deps: { parsers: ParserPool }) {
  return {
    /** The text of an uploaded txt, pdf or docx, at most 100,000 characters. */
    async extract(file: UploadedFile): Promise<{ content: string; chars: number }> {
      const kind = await kindOf(file);
      let text: string;
      if (kind === 'txt') {
        const decoded = decodeText(file.data);
        if (decoded === null) throw unsupported();
        text = decoded;
      } else {
        if (kind === 'docx') await refuseZipBomb(file.data);
        const result = await deps.parsers.parse({
          kind,
          data: file.data,
          maxChars: FileLimits.textMax,
        });
        if (!result.ok) {
          if (result.reason === 'tooLong') throw new AppError('errors.textTooLong');
          if (result.reason === 'busy') throw new AppError('errors.tooManyRequests');
          // Its content would not fit in the memory a parse may take: a decompression bomb, or a
          // document too big to read whatever its size on disk.
          if (result.reason === 'memory') throw new AppError('errors.fileTooLarge');
          throw unsupported();
        }
        text = result.text;
      }
      const content = tidy(text);
      if (content.length > FileLimits.textMax) throw new AppError('errors.textTooLong');
      return { content, chars: content.length };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

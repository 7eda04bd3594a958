import multipart from '@fastify/multipart';
import { FileFieldReason, FileLimits, fileNameLength } from '@robot/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, isAppError } from './app-error.ts';

/**
 * Multipart parsing for the upload calls: one file of at most 3 MB and a few small fields. Busboy stops
 * writing at the limit, so nothing beyond it is ever buffered.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: FileLimits.maxBytes,
      files: 1,
      fields: 8,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 10,
      headerPairs: 50,
    },
  });
}

export interface UploadedFile {
  /** the name the browser gave, for its extension and length only: never used as a path */
  filename: string;
  data: Buffer;
}

const hasCode = (err: unknown): err is { code: string } =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string';

/**
 * The single file of field `file`: 10415 when the request is not multipart, 10400 when there is no
 * file, its name is 50 characters or longer (checked before the content is read) or the body is not
 * well-formed multipart (no boundary, a part cut off), 10413 past 3 MB. A malformed body is the
 * client's mistake: logged at info, without a stack.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('errors.unsupportedFile');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw AppError.invalidFields({ file: 'validation.required' });
    }
    if (fileNameLength(part.filename) > FileLimits.nameMax) {
      part.file.resume();
      throw AppError.invalidFields({ file: FileFieldReason.fileNameTooLong });
    }
    return { filename: part.filename, data: await readToEnd(part.file) };
  } catch (err) {
    if (isAppError(err)) throw err;
    const refusal = refusalOf(err);
    request.log.info(
      { code: hasCode(err) ? err.code : undefined, reason: (err as Error)?.message },
      'multipart upload refused',
    );
    throw refusal;
  }
}

/**
 * Reads the file stream to its very end, then asks whether busboy cut it at the limit. Asking while
 * chunks still arrive (as the plugin's toBuffer does) misses the cut when the last chunk read ends
 * exactly at the limit: busboy then marks the stream truncated without pushing another chunk.
 */
async function readToEnd(file: NodeJS.ReadableStream & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FileLimits.maxBytes) over = true;
    if (!over) chunks.push(chunk);
  }
  if (over || file.truncated) throw new AppError('errors.fileTooLarge');
  return Buffer.concat(chunks, size);
}

/** What a multipart failure means for the client: too large, not multipart, or malformed. */
function refusalOf(err: unknown): AppError {
  switch (hasCode(err) ? err.code : '') {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('errors.fileTooLarge');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('errors.unsupportedFile');
    default:
      // busboy's own errors (no boundary, unexpected end of form, a part terminated early, a
      // malformed part header) carry no code; neither does a client that went away mid-body.
      return new AppError('errors.invalidInput');
  }
}

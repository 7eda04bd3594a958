import multipart from '@fastify/multipart';
import { FileFieldReason, FileLimits, fileNameLength } from '@robot/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

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
 * file or its name is 50 characters or longer (checked before the content is read), 10413 past 3 MB.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('errors.unsupportedFile');
  let part;
  try {
    part = await request.file();
  } catch (err) {
    throw mapMultipartError(err);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw AppError.invalidFields({ file: 'validation.required' });
  }
  if (fileNameLength(part.filename) > FileLimits.nameMax) {
    part.file.resume();
    throw AppError.invalidFields({ file: FileFieldReason.fileNameTooLong });
  }
  try {
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (err) {
    throw mapMultipartError(err);
  }
}

function mapMultipartError(err: unknown): unknown {
  if (!hasCode(err)) return err;
  switch (err.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('errors.fileTooLarge');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('errors.unsupportedFile');
    default:
      return new AppError('errors.invalidInput');
  }
}

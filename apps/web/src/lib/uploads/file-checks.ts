import {
  DocumentExtensions,
  FileLimits,
  ImageExtensions,
  ImageTypes,
  extensionOf,
  fileNameLength,
  type DocumentExtension,
  type ImageContentType,
} from '@robot/contracts/client';

/**
 * Why a chosen file is refused before anything is sent; each is a `robotForm:` or `validation:` key
 * (the robot form words the file rules first; other forms that upload images use the same words).
 */
export type FileProblem =
  | 'robotForm:upload.imageTypeError'
  | 'robotForm:knowledge.typeError'
  | 'robotForm:upload.fileSizeError'
  | 'validation:fileNameTooLong';

const sizeOk = (file: File) => file.size > 0 && file.size < FileLimits.maxBytes;
const nameOk = (file: File) => fileNameLength(file.name) <= FileLimits.nameMax;

/** The image rules of the spec (portraits, tool images, covers): png, jpg, jpeg, webp, svg or gif; above 0 and under 3 MB; name under 50. */
export function imageProblem(file: File): FileProblem | null {
  if (!(ImageExtensions as readonly string[]).includes(extensionOf(file.name)))
    return 'robotForm:upload.imageTypeError';
  if (!sizeOk(file)) return 'robotForm:upload.fileSizeError';
  if (!nameOk(file)) return 'validation:fileNameTooLong';
  return null;
}

/** Knowledge files: txt, pdf or docx; above 0 and under 3 MB; name under 50 characters. */
export function documentProblem(file: File): FileProblem | null {
  if (!(DocumentExtensions as readonly string[]).includes(extensionOf(file.name)))
    return 'robotForm:knowledge.typeError';
  if (!sizeOk(file)) return 'robotForm:upload.fileSizeError';
  if (!nameOk(file)) return 'validation:fileNameTooLong';
  return null;
}

export const documentKind = (file: File): DocumentExtension =>
  extensionOf(file.name) as DocumentExtension;

/**
 * The MIME type to sign for: the browser's when it is one we accept, else the one the extension
 * implies (some systems leave `type` empty, e.g. for svg).
 */
export function imageContentType(file: File): string {
  if (file.type in ImageTypes) return file.type;
  const ext = extensionOf(file.name);
  const match = (Object.entries(ImageTypes) as [ImageContentType, readonly string[]][]).find(
    ([, exts]) => exts.includes(ext),
  );
  return match?.[0] ?? file.type;
}

/** `accept` attributes for the file pickers. */
export const imageAccept = ImageExtensions.map((e) => `.${e}`).join(',');
export const documentAccept = DocumentExtensions.map((e) => `.${e}`).join(',');

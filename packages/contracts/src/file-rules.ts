import { Limits } from './limits.ts';

/**
 * What both sides check a file against. No zod here: the web app's start-up imports these
 * (`@robot/contracts/client`).
 */

/** Reason key of `data.fields.file` (or `.filename`) for a name of 50 characters or more. */
export const FileFieldReason = { fileNameTooLong: 'validation.fileNameTooLong' } as const;

/** Knowledge files: the extension names the kind, the content must agree with it. */
export const DocumentExtensions = ['txt', 'pdf', 'docx'] as const;
export type DocumentExtension = (typeof DocumentExtensions)[number];

/** Image types an upload may have, by MIME type, and the extensions each may carry. */
export const ImageTypes = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
} as const;
export type ImageContentType = keyof typeof ImageTypes;
export const ImageContentTypes = Object.keys(ImageTypes) as ImageContentType[];
export const ImageExtensions = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg'] as const;
export type ImageExtension = (typeof ImageExtensions)[number];

export const FileLimits = {
  /** bytes, for documents and images alike */
  maxBytes: Limits.file.maxBytes,
  /** characters: a name must be shorter than 50 */
  nameMax: Limits.file.nameMax,
  /** characters of extracted text */
  textMax: Limits.knowledgeBaseText,
  /** raster images are scaled down to fit this square (never up) */
  imageMaxSide: 1024,
} as const;

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Name length as people count it (code points, so one emoji is one character). */
export const fileNameLength = (name: string): number => [...name].length;

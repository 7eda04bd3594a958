import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Limits } from './limits.ts';

/**
 * Files and images (api.md, "Files"). Multipart bodies are read by the server itself, so these
 * descriptors describe the answers only; the constants below are what both sides check against.
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

export const extractedText = z.object({
  content: z.string(),
  chars: z.number().int().nonnegative(),
});
export type ExtractedText = z.infer<typeof extractedText>;

/** The name of a stored file served at `/uploads/{name}` by the local storage driver. */
export const uploadNameParams = z.object({ name: z.string() });

export const uploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

export const signatureQuery = z.object({
  filename: z
    .string()
    .min(1)
    .refine((name) => fileNameLength(name) <= Limits.file.nameMax, FileFieldReason.fileNameTooLong),
  contentType: z.string().min(1).max(100),
  size: z.coerce.number().int().positive(),
});
export type SignatureQuery = z.input<typeof signatureQuery>;

/**
 * How the browser sends the image. `POST`: a multipart form (field `file` plus `fields`) to our own
 * upload call, which answers `{url}`. `PUT`: the raw bytes with exactly `headers` to the store (a
 * quarantine place), then `POST /api/upload/confirm` with `{url: publicUrl}`: the server checks and
 * re-encodes the image, and only then does it live at `publicUrl`.
 */
export const uploadSignature = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('POST'),
    uploadUrl: z.string(),
    fields: z.record(z.string(), z.string()),
    publicUrl: z.null(),
    expiresAt: z.string(),
  }),
  z.object({
    method: z.literal('PUT'),
    uploadUrl: z.string(),
    headers: z.record(z.string(), z.string()),
    publicUrl: z.string(),
    expiresAt: z.string(),
  }),
]);
export type UploadSignature = z.infer<typeof uploadSignature>;

/** After a presigned PUT: the `publicUrl` the signature answered. */
export const confirmUploadBody = z.object({ url: z.string().min(1).max(2048) });
export type ConfirmUploadBody = z.infer<typeof confirmUploadBody>;

export const filesApi = {
  extractFile: endpoint({ method: 'POST', path: '/api/extract/file', data: extractedText }),
  uploadImage: endpoint({ method: 'POST', path: '/api/upload/image', data: uploadedImage }),
  confirmUpload: endpoint({
    method: 'POST',
    path: '/api/upload/confirm',
    body: confirmUploadBody,
    data: uploadedImage,
  }),
  signature: endpoint({
    method: 'GET',
    path: '/api/aitool/signature',
    query: signatureQuery,
    data: uploadSignature,
  }),
};

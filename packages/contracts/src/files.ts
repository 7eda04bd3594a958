import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Limits } from './limits.ts';
import { FileFieldReason, fileNameLength } from './file-rules.ts';

/**
 * Files and images (api.md, "Files"). Multipart bodies are read by the server itself, so these
 * descriptors describe the answers only; file-rules.ts holds what both sides check against.
 */

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

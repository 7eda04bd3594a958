import { filesApi } from '@robot/contracts/client';
import { apiCall, apiUpload, storageUpload, type UploadOptions } from '../api/index.ts';

/**
 * Uploads an image the way the signature says: to our own upload call (multipart, answers `url`) or
 * straight to object storage (PUT with exactly the signed headers into quarantine, then a confirm
 * call: the server checks and re-encodes it, and only then does it live at `publicUrl`).
 * Answers the address to store (a robot's portrait, a tool's image, a cover). `contentType` is the image's MIME type.
 * Every step's failure gets the transport's feedback, or the caller's `inline` explanation.
 */
export async function uploadImage(
  file: File,
  contentType: string,
  options: UploadOptions = {},
): Promise<string> {
  const { onProgress: _progress, ...call } = options;
  const signature = await apiCall(filesApi.signature, {
    query: { filename: file.name, contentType, size: file.size },
    ...call,
  });
  if (signature.method === 'PUT') {
    await storageUpload({ url: signature.uploadUrl, headers: signature.headers }, file, options);
    const confirmed = await apiCall(filesApi.confirmUpload, {
      body: { url: signature.publicUrl },
      ...call,
    });
    return confirmed.url;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
  form.append('file', file, file.name);
  const data = await apiUpload(filesApi.uploadImage, form, {
    ...options,
    url: signature.uploadUrl,
  });
  return data.url;
}

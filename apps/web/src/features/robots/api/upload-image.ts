import { filesApi, type UploadedImage } from '@robot/contracts';
import { apiCall } from '../../../lib/api/client.ts';
import { xhrUpload } from './xhr-upload.ts';

/**
 * Uploads an image the way the signature says: to our own upload call (multipart, answers `url`) or
 * straight to object storage (PUT with exactly the signed headers into quarantine, then a confirm
 * call: the server checks and re-encodes it, and only then does it live at `publicUrl`).
 * Answers the address to store in `headportraitUrl`. `contentType` is the image's MIME type.
 */
export async function uploadImage(
  file: File,
  contentType: string,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const signature = await apiCall(filesApi.signature, {
    query: { filename: file.name, contentType, size: file.size },
    signal: options.signal,
    silent: true,
  });
  if (signature.method === 'PUT') {
    await xhrUpload({
      method: 'PUT',
      url: signature.uploadUrl,
      headers: signature.headers,
      body: file,
      api: false,
      ...options,
    });
    const confirmed = await apiCall(filesApi.confirmUpload, {
      body: { url: signature.publicUrl },
      signal: options.signal,
      silent: true,
    });
    return confirmed.url;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
  form.append('file', file, file.name);
  const data = (await xhrUpload({
    method: 'POST',
    url: signature.uploadUrl,
    body: form,
    api: true,
    ...options,
  })) as UploadedImage;
  return data.url;
}

import { filesApi, type ExtractedText } from '@robot/contracts';
import { xhrUpload } from './xhr-upload.ts';

/** Sends a knowledge file to the server, which answers its plain text (pdf, docx, GB18030 txt). */
export async function extractFile(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ExtractedText> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await xhrUpload({
    method: 'POST',
    url: filesApi.extractFile.path,
    body: form,
    api: true,
    ...options,
  })) as ExtractedText;
}

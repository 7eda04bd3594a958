import type { ExtractedText } from '@robot/contracts';
import { filesApi } from '@robot/contracts/client';
import { apiUpload, type UploadOptions } from '../../../lib/api/index.ts';

/** Sends a knowledge file to the server, which answers its plain text (pdf, docx, GB18030 txt). */
export function extractFile(file: File, options: UploadOptions = {}): Promise<ExtractedText> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload(filesApi.extractFile, form, options);
}

import { filesApi } from '@robot/contracts/client';
import { handle, serve } from './msw.ts';

/** The image upload as local storage answers it: a POST signature, then our upload, storing at `url`. */
export const serveImageUpload = (url: string) =>
  serve(
    handle(filesApi.signature, () => ({
      method: 'POST' as const,
      uploadUrl: '/api/upload/image',
      fields: {},
      publicUrl: null,
      expiresAt: '2030-01-01T00:00:00.000Z',
    })),
    handle(filesApi.uploadImage, () => ({ url })),
  );

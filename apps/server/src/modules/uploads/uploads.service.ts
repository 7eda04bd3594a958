import { randomUUID } from 'node:crypto';
import {
  extensionOf,
  FileLimits,
  ImageTypes,
  type ImageContentType,
  type UploadSignature,
} from '@robot/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { processImage } from './image-processing.ts';

/** Per user, over all their sessions and addresses: images stored and upload instructions asked. */
export const UPLOADS_PER_USER = { max: 60, windowSeconds: 600 };
/** How long the local upload instructions are meant for; presigned requests carry their own. */
const LOCAL_INSTRUCTIONS_SECONDS = 600;

export interface UploadsDeps {
  storage: Storage;
  counters: CounterStore;
  log: { error(obj: unknown, msg: string): void };
}

export function createUploadsService(deps: UploadsDeps) {
  const { storage, counters } = deps;

  async function countUse(userId: string): Promise<void> {
    const { count } = await counters.hit(`uploads:${userId}`, UPLOADS_PER_USER.windowSeconds);
    if (count > UPLOADS_PER_USER.max) throw new AppError('errors.tooManyRequests');
  }

  return {
    /** Checks, re-encodes or sanitises, and stores an image under a new name; answers its URL. */
    async uploadImage(userId: string, file: UploadedFile): Promise<{ url: string }> {
      await countUse(userId);
      const image = await processImage(file);
      const key = `${randomUUID()}.${image.ext}`;
      try {
        await storage.put(key, image.data, image.contentType);
      } catch (err) {
        deps.log.error({ err }, 'storing an upload failed');
        throw new AppError('errors.saveFailed');
      }
      return { url: storage.publicUrl(key) };
    },

    /**
     * How the browser should upload an image of this name, type and size. With the local driver, and
     * for SVG with any driver (it must pass the sanitiser), that is our own upload call; with S3 a PUT
     * presigned for exactly this type and size under a new server-made name.
     */
    async signature(
      userId: string,
      query: { filename: string; contentType: string; size: number },
    ): Promise<UploadSignature> {
      const type = query.contentType.toLowerCase() as ImageContentType;
      const exts = ImageTypes[type] as readonly string[] | undefined;
      if (!exts || !exts.includes(extensionOf(query.filename))) {
        throw new AppError('errors.unsupportedFile');
      }
      if (query.size > FileLimits.maxBytes) throw new AppError('errors.fileTooLarge');
      await countUse(userId);

      if (storage.driver === 'local' || type === 'image/svg+xml') {
        return {
          method: 'POST',
          uploadUrl: '/api/upload/image',
          fields: {},
          publicUrl: null,
          expiresAt: new Date(Date.now() + LOCAL_INSTRUCTIONS_SECONDS * 1000).toISOString(),
        };
      }
      const key = `${randomUUID()}.${exts[0]}`;
      try {
        const signed = await storage.presignUpload(key, type, query.size);
        if (!signed) throw new Error('driver cannot presign');
        return {
          method: 'PUT',
          uploadUrl: signed.url,
          headers: signed.headers,
          publicUrl: storage.publicUrl(key),
          expiresAt: signed.expiresAt.toISOString(),
        };
      } catch (err) {
        deps.log.error({ err }, 'presigning an upload failed');
        throw new AppError('errors.signatureFailed');
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

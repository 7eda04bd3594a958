import { createHash, randomUUID } from 'node:crypto';
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
import { processImage, type SvgProcessing } from './image-processing.ts';

/** Per user, over all their sessions and addresses: images stored and upload instructions asked. */
export const UPLOADS_PER_USER = { max: 60, windowSeconds: 600 };
/** How long the local upload instructions are meant for; presigned requests carry their own. */
const LOCAL_INSTRUCTIONS_SECONDS = 600;

type UploadsLog = { error(obj: unknown, msg: string): void };

export interface UploadsDeps {
  storage: Storage;
  counters: CounterStore;
  svg: SvgProcessing;
  /** for work outside a request; a call made for a request logs through that request's logger */
  log: UploadsLog;
}

/**
 * Where a presigned upload of `key` by this user waits for its check. The owner is in the path (as
 * a hash: the user id itself never reaches a URL), so one user cannot confirm another's upload.
 */
export const quarantineKeyOf = (userId: string, key: string): string =>
  `quarantine/${createHash('sha256').update(userId).digest('hex').slice(0, 32)}/${key}`;

const unknownUpload = () => AppError.invalidFields({ url: 'validation.invalidValue' });

export function createUploadsService(deps: UploadsDeps) {
  const { storage, counters } = deps;

  async function countUse(userId: string): Promise<void> {
    const { count } = await counters.hit(`uploads:${userId}`, UPLOADS_PER_USER.windowSeconds);
    if (count > UPLOADS_PER_USER.max) throw new AppError('errors.tooManyRequests');
  }

  async function store(
    key: string,
    data: Buffer,
    contentType: string,
    log: UploadsLog,
  ): Promise<void> {
    try {
      await storage.put(key, data, contentType);
    } catch (err) {
      log.error({ err }, 'storing an upload failed');
      throw new AppError('errors.saveFailed');
    }
  }

  return {
    /** Checks, re-encodes (SVG: draws to PNG) and stores an image under a new name; answers its URL. */
    async uploadImage(
      userId: string,
      file: UploadedFile,
      log: UploadsLog = deps.log,
    ): Promise<{ url: string }> {
      await countUse(userId);
      const image = await processImage(file, deps.svg);
      const key = `${randomUUID()}.${image.ext}`;
      await store(key, image.data, image.contentType, log);
      return { url: storage.publicUrl(key) };
    },

    /**
     * How the browser should upload an image of this name, type and size. With the local driver, and
     * for SVG with any driver (it is drawn to PNG), that is our own upload call; with S3 a PUT
     * presigned for exactly this type and size into quarantine, to be confirmed (below) before the
     * image exists at `publicUrl`.
     */
    async signature(
      userId: string,
      query: { filename: string; contentType: string; size: number },
      log: UploadsLog = deps.log,
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
        const signed = await storage.presignUpload(quarantineKeyOf(userId, key), type, query.size);
        if (!signed) throw new Error('driver cannot presign');
        return {
          method: 'PUT',
          uploadUrl: signed.url,
          headers: signed.headers,
          publicUrl: storage.publicUrl(key),
          expiresAt: signed.expiresAt.toISOString(),
        };
      } catch (err) {
        log.error({ err }, 'presigning an upload failed');
        throw new AppError('errors.signatureFailed');
      }
    },

    /**
     * After a presigned PUT: reads the upload back from quarantine (at most 3 MB), checks it by its
     * bytes and re-encodes it exactly like our own upload call, stores the result under the public
     * name and removes the quarantined original. Until then nothing is at the public URL. 10400 for a
     * URL that no upload of this user waits under (another's, an old one, one already confirmed).
     */
    async confirmUpload(
      userId: string,
      url: string,
      log: UploadsLog = deps.log,
    ): Promise<{ url: string }> {
      const key = storage.keyOfPublicUrl(url);
      if (!key || storage.driver === 'local') throw unknownUpload();
      const quarantined = quarantineKeyOf(userId, key);
      let found: Awaited<ReturnType<Storage['read']>>;
      try {
        found = await storage.read(quarantined, FileLimits.maxBytes);
        // A public name is never given to other content, not even by its owner PUTting again.
        if (found !== 'missing' && (await storage.exists(key))) found = 'missing';
      } catch (err) {
        log.error({ err }, 'reading a presigned upload failed');
        throw new AppError('errors.saveFailed');
      }
      if (found === 'missing') throw unknownUpload();
      try {
        if (found === 'tooLarge') throw new AppError('errors.fileTooLarge');
        const image = await processImage({ filename: key, data: found }, deps.svg);
        await store(key, image.data, image.contentType, log);
        return { url: storage.publicUrl(key) };
      } finally {
        await storage.remove(quarantined).catch((err: unknown) => {
          log.error({ err }, 'removing a quarantined upload failed');
        });
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

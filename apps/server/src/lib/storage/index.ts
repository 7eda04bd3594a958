import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export type { PresignedUpload, Storage } from './storage.ts';
export { contentTypeOfKey, STORAGE_KEY } from './storage.ts';
export { LOCAL_UPLOADS_PATH, localUploadsDir } from './local-storage.ts';

/**
 * The driver the configuration asks for: S3 when a bucket is set, else local disk under DATA_DIR. The
 * AWS SDK (~10 MB resident) is loaded only when S3 is configured.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(config.dataDir);
}

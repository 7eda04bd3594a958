import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { PresignedUpload, Storage } from './storage.ts';
export { contentTypeOfKey, STORAGE_KEY } from './storage.ts';
export { LOCAL_UPLOADS_PATH, localUploadsDir } from './local-storage.ts';

/** The driver the configuration asks for: S3 when a bucket is set, else local disk under DATA_DIR. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
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

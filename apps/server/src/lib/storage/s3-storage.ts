import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, type Storage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region?: string | undefined;
  /** a custom endpoint (MinIO, R2, OSS, s3rver): addressed path-style */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** where the bucket's objects are public (a CDN or the bucket's website); derived when absent */
  publicUrl?: string | undefined;
  /** seconds a presigned upload stays valid */
  presignSeconds?: number;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** Objects in an S3-compatible bucket; browsers may upload straight to it with a presigned PUT. */
export function createS3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const region = settings.region || 'us-east-1';
  const client = new S3Client({
    region,
    // Otherwise the SDK signs a CRC32 of the (empty) body into presigned URLs, and the store then
    // refuses the browser's real upload; the signed Content-Length already binds the size.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  const base = settings.publicUrl
    ? trimSlash(settings.publicUrl)
    : settings.endpoint
      ? `${trimSlash(settings.endpoint)}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${region}.amazonaws.com`;
  const presignSeconds = settings.presignSeconds ?? 600;

  return {
    driver: 's3',
    client,
    async put(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    publicUrl(key) {
      assertKey(key);
      return `${base}/${key}`;
    },
    async presignUpload(key, contentType, size) {
      assertKey(key);
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      const expiresAt = new Date(Date.now() + presignSeconds * 1000);
      // Signed as headers (not query parameters), so the store refuses a PUT of another type or size.
      const url = await getSignedUrl(client, command, {
        expiresIn: presignSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
        unhoistableHeaders: new Set(['content-type', 'content-length']),
      });
      // A browser sets Content-Length itself from the body; only the type is for the caller to send.
      return { method: 'PUT', url, headers: { 'Content-Type': contentType }, expiresAt };
    },
  };
}

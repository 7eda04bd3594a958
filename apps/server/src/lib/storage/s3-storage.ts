import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertAnyKey, assertKey, publicBaseOf, STORAGE_KEY, type Storage } from './storage.ts';

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

/** The store said there is no such object (S3 says it as NoSuchKey, or as a bare 404 to a HEAD). */
const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket; browsers may upload straight to it with a presigned PUT. */
export function createS3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const region = settings.region || 'us-east-1';
  // How the SDK addresses the bucket: the same for every client made from these, whatever it signs with.
  const addressing = {
    region,
    // Otherwise the SDK signs a CRC32 of the (empty) body into presigned URLs, and the store then
    // refuses the browser's real upload; the signed Content-Length already binds the size.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  };
  const client = new S3Client({
    ...addressing,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  // S3_PUBLIC_URL as browsers write it (so that markdown can tell these URLs, decision 049); a
  // setting that is no such URL is used as it stands, as before, and names no uploads base.
  const uploadsBaseUrl = publicBaseOf(settings.publicUrl);
  const base = uploadsBaseUrl
    ? trimSlash(uploadsBaseUrl)
    : settings.publicUrl
      ? trimSlash(settings.publicUrl)
      : settings.endpoint
        ? `${trimSlash(settings.endpoint)}/${settings.bucket}`
        : `https://${settings.bucket}.s3.${region}.amazonaws.com`;
  const presignSeconds = settings.presignSeconds ?? 600;
  let uploadOrigin: Promise<string> | undefined;

  return {
    driver: 's3',
    client,
    uploadsBaseUrl,
    async put(key, data, contentType) {
      assertAnyKey(key);
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
    keyOfPublicUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return STORAGE_KEY.test(key) ? key : null;
    },
    uploadOrigin() {
      // The SDK decides the address (path-style at S3_ENDPOINT; on AWS a virtual-hosted name per
      // bucket and region, path-style for a bucket with dots, `.amazonaws.com.cn` in China), so the
      // origin is read off a presigned URL, made locally. It is signed with placeholder keys: the
      // address does not depend on them, and the SDK's credential chain (which may first wait on
      // an instance-metadata service that is not there) stays out of start-up.
      uploadOrigin ??= getSignedUrl(
        new S3Client({
          ...addressing,
          credentials: { accessKeyId: 'origin', secretAccessKey: 'origin' },
        }),
        new PutObjectCommand({ Bucket: settings.bucket, Key: 'quarantine/origin.png' }),
        { expiresIn: 60 },
      ).then((url) => new URL(url).origin);
      return uploadOrigin;
    },
    async presignUpload(key, contentType, size) {
      assertAnyKey(key);
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
    async read(key, maxBytes) {
      assertAnyKey(key);
      let res;
      try {
        res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      } catch (err) {
        if (isMissing(err)) return 'missing';
        throw err;
      }
      const body = res.Body as AsyncIterable<Uint8Array> | undefined;
      const destroy = () => (res.Body as { destroy?: () => void } | undefined)?.destroy?.();
      if (!body) return 'missing';
      if ((res.ContentLength ?? 0) > maxBytes) {
        destroy();
        return 'tooLarge';
      }
      // The length the store declares is not trusted: the read stops one byte past the limit.
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += chunk.length;
        if (size > maxBytes) {
          destroy();
          return 'tooLarge';
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks, size);
    },
    async exists(key) {
      assertAnyKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      assertAnyKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}

/**
 * Where uploaded images live. Keys are made by the server only (`<uuid>.<ext>`), never taken from a
 * client, so no driver has to defend against odd names; each still checks them.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the URL a browser loads the object from: a path on this server, or the store's public URL */
  publicUrl(key: string): string;
  /** a request that lets a browser store exactly this object itself; null when the driver cannot */
  presignUpload(key: string, contentType: string, size: number): Promise<PresignedUpload | null>;
}

export interface PresignedUpload {
  method: 'PUT';
  url: string;
  /** headers the browser must send as they are: they are part of the signature */
  headers: Record<string, string>;
  expiresAt: Date;
}

/** What a server-made key looks like; anything else is refused before it reaches a disk or a bucket. */
export const STORAGE_KEY = /^[a-z0-9-]+\.(png|jpg|webp|gif|svg)$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export const contentTypeOfKey: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

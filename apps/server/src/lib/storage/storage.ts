/**
 * Where uploaded images live. Keys are made by the server only (`<uuid>.<ext>`), never taken from a
 * client, so no driver has to defend against odd names; each still checks them.
 *
 * A browser that uploads straight to the store (a presigned PUT) writes under a quarantine key
 * (`quarantine/<owner>/<uuid>.<ext>`), which no public URL names; the server reads it back, checks
 * and re-encodes it, and only then stores the result under the final key.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * The prefix (ending in `/`) of every public URL when browsers load the files from another origin
   * that the operator named (S3_PUBLIC_URL, whose origin the page's CSP lists for images); null for
   * the local driver (its files are `/uploads/<key>` on this site) and for S3 without S3_PUBLIC_URL
   * (its derived address is no origin the CSP allows, and may be a name only the server resolves).
   * The public site settings hand it to the browser, whose markdown then loads these images
   * (decision 049).
   */
  readonly uploadsBaseUrl: string | null;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the URL a browser loads the object from: a path on this server, or the store's public URL */
  publicUrl(key: string): string;
  /** the final key a public URL of this store names, or null when it names none */
  keyOfPublicUrl(url: string): string | null;
  /**
   * The origin a browser sends `presignUpload`'s requests to, which the page's CSP must list under
   * `connect-src`; null when browsers upload to this server. Worked out once, at start-up.
   */
  uploadOrigin(): Promise<string | null>;
  /** a request that lets a browser store exactly this object itself; null when the driver cannot */
  presignUpload(key: string, contentType: string, size: number): Promise<PresignedUpload | null>;
  /** the object's bytes; `missing` when there is none, `tooLarge` past `maxBytes` (never read whole) */
  read(key: string, maxBytes: number): Promise<Buffer | 'missing' | 'tooLarge'>;
  exists(key: string): Promise<boolean>;
  /** removes the object; one already gone is fine */
  remove(key: string): Promise<void>;
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
/** Where presigned uploads land until the server has checked them (raster types only). */
export const QUARANTINE_KEY = /^quarantine\/[a-f0-9]{32}\/[a-z0-9-]+\.(png|jpg|webp|gif)$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** A final key or a quarantine key (the calls that may touch quarantine take either). */
export function assertAnyKey(key: string): void {
  if (!STORAGE_KEY.test(key) && !QUARANTINE_KEY.test(key)) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

/**
 * S3_PUBLIC_URL as the prefix of the public URLs: an absolute http(s) URL with no user, query or
 * fragment, written as browsers and markdown write it (`URL.href`: lower-case scheme and host, no
 * default port, `.` and `..` resolved, the path percent-encoded), ending in exactly one `/`. Null when
 * the setting is no such URL.
 */
export function publicBaseOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return null;
  // `?` or `#` with nothing after it leaves search and hash empty, but would still end up in every URL
  if (/[?#]/.test(url)) return null;
  return `${parsed.href.replace(/\/+$/, '')}/`;
}

export const contentTypeOfKey: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

import { createInflateRaw } from 'node:zlib';

/**
 * Just enough of the ZIP format to judge a .docx before a parser inflates it: the central directory's
 * entries with their declared sizes, and a check that each entry really inflates to no more than it
 * declares. A zip bomb is refused here in bounded memory and time instead of inside mammoth.
 */

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export const ZipLimits = {
  entries: 2000,
  /** bytes, all entries together as declared */
  totalUncompressed: 50 * 1024 * 1024,
  /** an entry bigger than `ratioFloor` that shrank more than `ratio` times is not a document */
  ratio: 200,
  ratioFloor: 1024 * 1024,
} as const;

export class ZipRefused extends Error {
  override name = 'ZipRefused';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of the central directory; throws ZipRefused when it is missing or malformed. */
export function readCentralDirectory(buf: Buffer): ZipEntry[] {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipRefused('no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no ordinary document of 3 MB needs.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ZipRefused('zip64');
  }
  if (count > ZipLimits.entries) throw new ZipRefused('too many entries');
  if (offset + size > eocd) throw new ZipRefused('central directory out of bounds');

  const entries: ZipEntry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) throw new ZipRefused('bad entry');
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localHeaderOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) {
      throw new ZipRefused('zip64');
    }
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses by the declared sizes alone: too much in total, or a ratio no document has. */
export function checkDeclaredSizes(entries: ZipEntry[]): void {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (total > ZipLimits.totalUncompressed) throw new ZipRefused('too big when inflated');
    if (
      e.uncompressedSize > ZipLimits.ratioFloor &&
      e.uncompressedSize > e.compressedSize * ZipLimits.ratio
    ) {
      throw new ZipRefused('compression ratio');
    }
    if (e.flags & 0x1) throw new ZipRefused('encrypted');
    if (e.method !== 0 && e.method !== 8) throw new ZipRefused('compression method');
  }
}

/**
 * How many bytes `data` inflates to, counted as they come and thrown away, or null past `limit`.
 * zlib works on the libuv thread pool, so the server's thread does not wait and holds one chunk at
 * a time whatever the entry says.
 */
function inflatedLength(data: Buffer, limit: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflate.destroy();
        resolve(null);
      }
    });
    inflate.once('end', () => resolve(length));
    inflate.once('error', reject);
    inflate.end(data);
  });
}

/**
 * Inflates every entry, stopping one byte past its declared size, so an entry that lies about its size
 * is caught after at most that many bytes (the declared total is already bounded).
 */
export async function verifyInflatedSizes(buf: Buffer, entries: ZipEntry[]): Promise<void> {
  for (const e of entries) {
    const p = e.localHeaderOffset;
    if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw new ZipRefused('bad local');
    const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
    const end = start + e.compressedSize;
    if (end > buf.length) throw new ZipRefused('entry out of bounds');
    const data = buf.subarray(start, end);
    if (e.method === 0) {
      if (data.length !== e.uncompressedSize) throw new ZipRefused('stored size');
      continue;
    }
    const length = await inflatedLength(data, e.uncompressedSize).catch(() => {
      throw new ZipRefused('inflate failed');
    });
    if (length !== e.uncompressedSize) throw new ZipRefused('inflated size');
  }
}

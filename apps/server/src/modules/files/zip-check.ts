import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * A .docx judged before a parser inflates it, with yauzl: the central directory's entries and their
 * declared sizes, then each entry inflated as a stream and counted, so one that inflates to more (or
 * less) than it declares is caught after at most its declared size (yauzl's validateEntrySizes). A zip
 * bomb is refused here in bounded memory, off the server's thread (zlib runs on the libuv pool),
 * instead of inside mammoth.
 */

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

const refuse = (err: unknown): never => {
  if (err instanceof ZipRefused) throw err;
  throw new ZipRefused(err instanceof Error ? err.message : String(err));
};

/** Opens `buf` and reads its whole directory, refusing more than `ZipLimits.entries` entries. */
async function open(buf: Buffer): Promise<{ zip: ZipFile; entries: Entry[] }> {
  const zip = await yauzl
    .fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true })
    .catch(refuse);
  // Known from the end record before a single entry is read.
  if (zip.entryCount > ZipLimits.entries) {
    zip.close();
    throw new ZipRefused('too many entries');
  }
  const entries = await new Promise<Entry[]>((resolve, reject) => {
    const found: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      found.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(found));
    zip.once('error', reject);
    zip.readEntry();
  }).catch(refuse);
  return { zip, entries };
}

/** The names in the zip's central directory; throws ZipRefused when it is missing or malformed. */
export async function zipEntryNames(buf: Buffer): Promise<string[]> {
  const { zip, entries } = await open(buf);
  zip.close();
  return entries.map((e) => e.fileName);
}

/** Refuses by the declared sizes alone: too much in total, or a ratio no document has. */
function checkDeclaredSizes(entries: Entry[]): void {
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
    if (e.isEncrypted()) throw new ZipRefused('encrypted');
    if (e.compressionMethod !== 0 && e.compressionMethod !== 8) {
      throw new ZipRefused('compression method');
    }
  }
}

/**
 * Reads an entry to its end, dropping each chunk as it comes. yauzl's stream fails once more bytes
 * come out than the entry declares (or fewer at the end), and on data that is not deflate.
 */
async function drain(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  try {
    for await (const chunk of stream) void chunk;
  } finally {
    stream.destroy();
  }
}

/**
 * Refuses a zip whose directory is malformed, that has too many entries, declares too much or an
 * impossible ratio, is encrypted or uses another compression than stored or deflate, or whose
 * entries inflate to other sizes than they declare.
 */
export async function checkZip(buf: Buffer): Promise<void> {
  const { zip, entries } = await open(buf);
  try {
    checkDeclaredSizes(entries);
    for (const entry of entries) await drain(zip, entry).catch(refuse);
  } finally {
    zip.close();
  }
}

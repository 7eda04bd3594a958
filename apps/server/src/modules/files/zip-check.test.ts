import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { docx, zip, type ZipInput } from './files.test-helpers.ts';
import { checkZip, zipEntryNames, ZipLimits, ZipRefused } from './zip-check.ts';

/** An entry whose compressed bytes are real but whose directory declares `declared` bytes. */
const declaring = (name: string, content: Buffer, declared: number): ZipInput => ({
  name,
  data: deflateRawSync(content),
  deflated: { uncompressedSize: declared, crc: 0 },
});

/** Rewrites a 16-bit field of every central directory record (offset from its signature). */
function patchCentral(buf: Buffer, offset: number, value: number): Buffer {
  const out = Buffer.from(buf);
  for (let p = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2])); p >= 0;) {
    out.writeUInt16LE(value, p + offset);
    p = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2]), p + 4);
  }
  return out;
}

const refused = (buf: Buffer) => expect(checkZip(buf)).rejects.toBeInstanceOf(ZipRefused);

describe('zip check (the docx pre-check)', () => {
  it('reads the entry names of a document and passes it', async () => {
    const doc = docx(['hello']);
    expect(await zipEntryNames(doc)).toContain('word/document.xml');
    await expect(checkZip(doc)).resolves.toBeUndefined();
  });

  it('refuses what is not a whole zip', async () => {
    await expect(zipEntryNames(Buffer.from('not a zip at all, just words'))).rejects.toBeInstanceOf(
      ZipRefused,
    );
    await expect(zipEntryNames(docx(['hello']).subarray(0, 200))).rejects.toBeInstanceOf(
      ZipRefused,
    );
    const doc = docx(['hello']);
    // the directory intact, the entries' data cut away
    await refused(
      Buffer.concat([doc.subarray(0, 40), doc.subarray(doc.indexOf('PK\u0001\u0002'))]),
    );
  });

  it(`takes ${ZipLimits.entries} entries and refuses one more`, async () => {
    const many = (n: number) =>
      zip(Array.from({ length: n }, (_, i) => ({ name: `e${i}`, data: Buffer.from('x') })));
    await expect(checkZip(many(ZipLimits.entries))).resolves.toBeUndefined();
    await expect(zipEntryNames(many(ZipLimits.entries + 1))).rejects.toBeInstanceOf(ZipRefused);
    await refused(many(ZipLimits.entries + 1));
  });

  it('refuses more than 50 MB declared in total', async () => {
    const half = ZipLimits.totalUncompressed / 2;
    const parts = [
      declaring('a', Buffer.from('x'), half),
      declaring('b', Buffer.from('y'), half + 1),
    ];
    await refused(zip(parts));
  });

  it('refuses a ratio no document has, past the 1 MB floor only', async () => {
    const floor = Buffer.alloc(ZipLimits.ratioFloor); // zeros: about 1000 to 1
    await expect(checkZip(zip([{ name: 'a', data: floor }]))).resolves.toBeUndefined();
    await refused(zip([{ name: 'a', data: Buffer.alloc(ZipLimits.ratioFloor + 1) }]));
  });

  it('refuses an entry that inflates to more, or less, than it declares', async () => {
    const content = Buffer.from('some words '.repeat(100));
    await expect(checkZip(zip([declaring('a', content, content.length)]))).resolves.toBeUndefined();
    await refused(zip([declaring('a', content, content.length - 1)]));
    await refused(zip([declaring('a', content, content.length + 1)]));
  });

  it('refuses encrypted entries and compression methods other than stored and deflate', async () => {
    const doc = docx(['hello']);
    await refused(patchCentral(doc, 8, 0x1)); // flags: encrypted
    await refused(patchCentral(doc, 10, 12)); // method: bzip2
  });

  it('refuses damaged deflate data', async () => {
    await refused(
      zip([
        {
          name: 'a',
          data: Buffer.from([0xff, 0xff, 0xff]),
          deflated: { uncompressedSize: 10, crc: 0 },
        },
      ]),
    );
  });
});

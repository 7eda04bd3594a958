import { constants as zlibConstants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import type { filesApi } from '@robot/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { privateMemoryMb } from './child-memory.ts';

/**
 * Test fixtures made at run time: a minimal ZIP writer (enough for .docx files and zip bombs), a
 * hand-written PDF, and a multipart body builder for app.inject.
 */

export interface ZipInput {
  name: string;
  /** compressed bytes when `deflated` is given, else the content (deflated here) */
  data: Buffer;
  /** an entry already deflated: its real size and CRC, or lies about them */
  deflated?: { uncompressedSize: number; crc: number };
}

export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const compressed = e.deflated ? e.data : deflateRawSync(e.data);
    const size = e.deflated ? e.deflated.uncompressedSize : e.data.length;
    const crc = e.deflated ? e.deflated.crc : crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOC_TAIL = '</w:body></w:document>';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The package parts around word/document.xml. */
const docxParts = (): ZipInput[] => [
  { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
  { name: '_rels/.rels', data: Buffer.from(RELS) },
];

/** A .docx with one paragraph per string. */
export function docx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return zip([
    ...docxParts(),
    { name: 'word/document.xml', data: Buffer.from(DOC_HEAD + body + DOC_TAIL) },
  ]);
}

/**
 * A .docx whose document.xml inflates to `megabytes` MB of one repeated paragraph; `lie` declares
 * 1 KB in the zip directory instead of the truth. Deflated as a stream: the test never holds the
 * inflated text.
 */
export async function docxBomb(megabytes: number, lie = false): Promise<Buffer> {
  const unit = Buffer.from('<w:p><w:r><w:t>' + 'a'.repeat(4000) + '</w:t></w:r></w:p>');
  const chunk = Buffer.concat(Array.from({ length: Math.ceil(1048576 / unit.length) }, () => unit));
  const head = Buffer.from(DOC_HEAD);
  const tail = Buffer.from(DOC_TAIL);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  let size = head.length;
  deflate.write(head);
  for (let i = 0; i < megabytes; i++) {
    deflate.write(chunk);
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  deflate.end(tail);
  crc = crc32(tail, crc);
  size += tail.length;
  await done;
  const compressed = Buffer.concat(out);
  return zip([
    ...docxParts(),
    {
      name: 'word/document.xml',
      data: compressed,
      deflated: lie ? { uncompressedSize: 1024, crc: 0 } : { uncompressedSize: size, crc },
    },
  ]);
}

/** A PDF of these objects (numbered from 1, the first the catalog), with a correct xref table. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const add = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n`));
    add(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    add(Buffer.from('\nendobj\n'));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/** Catalog, page tree and one page whose content is object 4. */
const onePage = (resources = '') => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ${resources}>>`,
];

/** A one-page PDF showing `text` (ASCII: the standard Helvetica font has no CJK glyphs). */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  return pdfOf([
    ...onePage('/Resources << /Font << /F1 5 0 R >> >> '),
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A valid one-page PDF whose content stream (FlateDecode) inflates to `mebibytes` MiB of zeros, in
 * about 1 KB per MiB (1 GiB: a 1 MB file). One MiB deflated with a full flush is a run of deflate
 * blocks that stands alone, so it is made once and repeated; the zlib wrapper is written by hand.
 */
export function pdfBomb(mebibytes: number): Buffer {
  const mib = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: zlibConstants.Z_FULL_FLUSH });
  // Adler-32 of n zero bytes: A stays 1, B is n.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((((mebibytes * (1 << 20)) % 65521) << 16) | 1) >>> 0);
  const stream = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array<Buffer>(mebibytes).fill(mib),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
  return pdfOf([
    ...onePage(),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** The first bytes of a Linux executable: what "a binary renamed" looks like. */
export const elfBinary = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]),
    Buffer.alloc(2000, 0x90),
  ]);

/** A Windows executable (MZ header), enough for file-type to name it. */
export const exeBinary = (): Buffer => {
  const b = Buffer.alloc(2048);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
};

/** A multipart/form-data body with one file in field `field`. */
export function multipart(
  filename: string,
  data: Buffer,
  opts: { field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----robot${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; ` +
      `filename="${filename}"\r\nContent-Type: ${opts.contentType ?? 'application/octet-stream'}` +
      '\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The calls that take a multipart file (the contract describes their answer, not their body). */
export type FileEndpoint = typeof filesApi.extractFile | typeof filesApi.uploadImage;

/** POSTs one file as multipart and answers the parsed, typed envelope. */
export function postFile<E extends FileEndpoint>(
  t: TestApp,
  endpoint: E,
  token: string | undefined,
  filename: string,
  data: Buffer,
  remoteAddress = '127.0.0.1',
) {
  const { payload, headers } = multipart(filename, data);
  return t.raw(endpoint, { body: payload, headers, remoteAddress, token });
}

/** The processes whose parent is this one (Linux /proc; empty elsewhere). */
export function childPids(): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      // pid (comm) state ppid ...: comm may hold spaces, so count from its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Samples every 10 ms, until stopped, what the OS reports of the server (this process: app.inject
 * runs in it) and its children: the rise of this process's resident memory, the children's private
 * memory together, and the most children at once.
 */
export function watchMemory() {
  const rssMb = () => process.memoryUsage.rss() / 1048576;
  const base = rssMb();
  const peak = { serverRiseMb: 0, childrenMb: 0, children: 0 };
  const timer = setInterval(() => {
    const pids = childPids();
    const children = pids.reduce((sum, pid) => sum + (privateMemoryMb(pid) ?? 0), 0);
    peak.serverRiseMb = Math.max(peak.serverRiseMb, rssMb() - base);
    peak.childrenMb = Math.max(peak.childrenMb, children);
    peak.children = Math.max(peak.children, pids.length);
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

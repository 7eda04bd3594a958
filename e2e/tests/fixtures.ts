import { deflateSync } from 'node:zlib';

/** A file for `setInputFiles` / `FileChooser.setFiles`, made in memory by the test itself. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (8-bit RGB, a diagonal gradient) so the server's magic-byte check and its re-encoding
 * accept it; drawn here rather than shipped as a binary fixture.
 */
export function pngImage(name = 'portrait.png', size = 64): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const row = 1 + size * 3;
  const pixels = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    pixels[y * row] = 0; // filter type: none
    for (let x = 0; x < size; x += 1) {
      const at = y * row + 1 + x * 3;
      pixels[at] = Math.round((x / size) * 255);
      pixels[at + 1] = Math.round((y / size) * 255);
      pixels[at + 2] = 180;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const buffer = Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A small UTF-8 knowledge file. */
export function textFile(name: string, text: string): FilePayload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

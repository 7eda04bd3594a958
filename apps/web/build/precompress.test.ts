import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function dist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies of big text files that decompress to the original', async () => {
    const js = `export const words = ${JSON.stringify('机器人广场 robot square '.repeat(400))};\n`;
    const dir = dist({
      'assets/index-Ab12.js': js,
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(300)}`,
    });
    const written = await precompressDir(dir);
    expect(written.map((f) => path.relative(dir, f)).sort()).toEqual([
      'assets/index-Ab12.js.br',
      'assets/index-Ab12.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const br = fs.readFileSync(path.join(dir, 'assets/index-Ab12.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/index-Ab12.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(js);
    expect(zlib.gunzipSync(gz).toString('utf8')).toBe(js);
    expect(br.length).toBeLessThan(Buffer.byteLength(js) / 10);
  });

  it('leaves small files, images and incompressible data alone', async () => {
    const noise = randomBytes(4096);
    const dir = dist({
      'assets/tiny.js': 'console.log(1)',
      'assets/portrait.png': Buffer.alloc(8192, 7),
      'assets/noise.json': noise,
    });
    const written = await precompressDir(dir);
    expect(written).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'assets/tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/portrait.png.gz'))).toBe(false);
  });
});

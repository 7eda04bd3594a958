import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A real Vite build of a tiny app with the plugin; answers the output folder. */
async function buildApp(files: Record<string, string | Buffer>): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-precompress-'));
  dirs.push(root);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [precompress()],
    build: { outDir: 'dist', minify: false },
  });
  return path.join(root, 'dist');
}

const listed = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.replaceAll('\\', '/'));

describe('precompress (build plugin)', () => {
  it('writes brotli and gzip copies of big text files that decompress to the original', async () => {
    const words = JSON.stringify('机器人广场 robot square '.repeat(400));
    const dist = await buildApp({
      'index.html': `<!doctype html><script type="module" src="./main.js"></script>${'<p>x</p>'.repeat(300)}`,
      'main.js': `document.title = ${words};\n`,
      'public/tiny.txt': 'small',
      'public/noise.json': randomBytes(4096),
    });
    const files = listed(dist);
    const js = files.find((f) => /^assets\/.*\.js$/.test(f))!;
    expect(files).toEqual(
      expect.arrayContaining([`${js}.br`, `${js}.gz`, 'index.html.br', 'index.html.gz']),
    );
    const original = fs.readFileSync(path.join(dist, js));
    const br = fs.readFileSync(path.join(dist, `${js}.br`));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${js}.gz`))).equals(original)).toBe(
      true,
    );
    expect(br.length).toBeLessThan(original.length / 10);
    // too small to gain, and incompressible data: no copies
    expect(files.filter((f) => f.startsWith('tiny.txt.') || f.startsWith('noise.json.'))).toEqual(
      [],
    );
  });
});

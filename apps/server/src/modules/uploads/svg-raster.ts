import { spawn } from 'node:child_process';

export interface SvgRasterOptions {
  /** the raster fits this square (px); an SVG is drawn at this size, not scaled up from a small one */
  side: number;
  /** wall time of one rendering, child start-up included; past it the child is killed */
  timeoutMs: number;
  /** renderings at once; more wait their turn */
  concurrency: number;
  /** renderings waiting at most; beyond that the answer is `busy` at once */
  maxQueue: number;
}

export type RasterResult =
  { ok: true; png: Buffer } | { ok: false; reason: 'unrenderable' | 'limits' | 'busy' };

const SHARP_URL = import.meta.resolve('sharp');

/**
 * The child's whole program. librsvg cannot be interrupted once it renders (a filter or a pattern can
 * keep it busy for seconds), and sharp runs it on the server's shared thread pool; in a process of its
 * own it can simply be killed. The SVG comes in on stdin, the PNG goes out on stdout; it is drawn at
 * the density that makes its larger side `side` px, within `side`² pixels.
 */
const CHILD = `
const sharp = (await import(${JSON.stringify(SHARP_URL)})).default;
sharp.concurrency(1);
sharp.cache(false);
const side = Number(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const svg = Buffer.concat(chunks);
try {
  const meta = await sharp(svg, { limitInputPixels: false }).metadata();
  const larger = Math.max(meta.width || 0, meta.height || 0) || side;
  const density = Math.min(100000, Math.max(1, (72 * side) / larger));
  const png = await sharp(svg, { density, limitInputPixels: Math.ceil(side + 2) ** 2, failOn: 'error' })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  process.stdout.write(png, () => process.exit(0));
} catch {
  process.exit(3);
}
`;

/**
 * Renders sanitised SVG to PNG in short-lived child processes, at most `concurrency` at once: a
 * rendering past its time is killed and answers `limits`; one librsvg refuses (its own reference
 * limits, a pixel count over the cap) answers `unrenderable`.
 */
export function createSvgRasterizer(options: SvgRasterOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A PNG of side² pixels, 4 bytes each, uncompressed, plus headers: more is not a PNG we made.
  const maxOutput = options.side * options.side * 4 + 64 * 1024;

  function renderInChild(svg: Buffer): Promise<RasterResult> {
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['--max-old-space-size=64', '--input-type=module', '-e', CHILD, String(options.side)],
        { stdio: ['pipe', 'pipe', 'ignore'], env: { VIPS_CONCURRENCY: '1' } },
      );
      const out: Buffer[] = [];
      let size = 0;
      let settled = false;
      const finish = (result: RasterResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        resolve(result);
      };
      const timer = setTimeout(() => finish({ ok: false, reason: 'limits' }), options.timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxOutput) finish({ ok: false, reason: 'limits' });
        else out.push(chunk);
      });
      child.once('error', () => finish({ ok: false, reason: 'limits' }));
      child.once('close', (code) =>
        finish(
          code === 0 && size > 0
            ? { ok: true, png: Buffer.concat(out, size) }
            : { ok: false, reason: code === 3 ? 'unrenderable' : 'limits' },
        ),
      );
      child.stdin.on('error', () => undefined);
      child.stdin.end(svg);
    });
  }

  return {
    async render(svg: Buffer): Promise<RasterResult> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxQueue) return { ok: false, reason: 'busy' };
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await renderInChild(svg);
      } finally {
        // The turn passes straight to the next in line, so `running` never drops in between.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export type SvgRasterizer = ReturnType<typeof createSvgRasterizer>;

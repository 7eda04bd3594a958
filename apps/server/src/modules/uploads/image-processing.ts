import { extensionOf, FileLimits, ImageTypes, type ImageContentType } from '@robot/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import type { RasterResult } from './svg-raster.ts';
import { sanitizeSvg, SvgRefused } from './svg-sanitizer.ts';

export interface ProcessedImage {
  data: Buffer;
  /** an SVG is stored as the PNG drawn from it */
  contentType: Exclude<ImageContentType, 'image/svg+xml'>;
  /** extension of the stored name */
  ext: 'png' | 'jpg' | 'webp' | 'gif';
}

/** How SVG is turned into a raster: the expansion bound and the (bounded) renderer. */
export interface SvgProcessing {
  maxRenderedElements: number;
  rasterize(svg: Buffer): Promise<RasterResult>;
}

/** About 24 megapixels: any real portrait; a decompression bomb is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 24_000_000;

const unsupported = () => new AppError('errors.unsupportedFile');

/** The image type a file name claims by its extension, or null when it is not an image name. */
export function contentTypeOfName(name: string): ImageContentType | null {
  const ext = extensionOf(name);
  for (const [type, exts] of Object.entries(ImageTypes)) {
    if ((exts as readonly string[]).includes(ext)) return type as ImageContentType;
  }
  return null;
}

/**
 * Decodes and re-encodes: EXIF orientation applied, metadata dropped, at most 1024 px a side. sharp
 * (libvips, ~15 MB resident) is loaded on the first image, not at start-up: most processes never
 * re-encode one, and every chat stream shares the memory it would hold (docs/performance/chat.md).
 */
async function reencode(data: Buffer, type: Exclude<ImageContentType, 'image/svg+xml'>) {
  const { default: sharp } = await import('sharp');
  const animated = type === 'image/gif' || type === 'image/webp';
  const side = FileLimits.imageMaxSide;
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  switch (type) {
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 85 }).toBuffer();
    case 'image/gif':
      return image.gif().toBuffer();
  }
}

/**
 * Checks an uploaded image by its bytes (the name's extension must agree) and makes the copy that is
 * stored: raster images re-encoded by sharp; SVG rebuilt by the sanitiser, checked for reference
 * fan-out and drawn to a PNG in a time-limited child process, so no uploaded SVG is ever served.
 * 10415 for anything else, damaged files and drawings past the limits included; 10429 when too many
 * drawings already wait.
 */
export async function processImage(
  file: { filename: string; data: Buffer },
  svg: SvgProcessing,
): Promise<ProcessedImage> {
  const claimed = contentTypeOfName(file.filename);
  if (!claimed) throw unsupported();
  const detected = await fileTypeFromBuffer(file.data);

  if (claimed === 'image/svg+xml') {
    // SVG is text: file-type knows it at most as XML. Anything binary is not an SVG.
    if (detected && detected.ext !== 'xml' && detected.mime !== 'image/svg+xml') {
      throw unsupported();
    }
    let clean: Buffer;
    try {
      clean = sanitizeSvg(file.data, { maxRenderedElements: svg.maxRenderedElements });
    } catch (err) {
      if (err instanceof SvgRefused) throw unsupported();
      throw err;
    }
    const raster = await svg.rasterize(clean);
    if (raster.ok) return { data: raster.png, contentType: 'image/png', ext: 'png' };
    if (raster.reason === 'busy') throw new AppError('errors.tooManyRequests');
    throw unsupported();
  }

  if (detected?.mime !== claimed) throw unsupported();
  let data: Buffer;
  try {
    data = await reencode(file.data, claimed);
  } catch {
    throw unsupported();
  }
  const ext = ImageTypes[claimed][0];
  return { data, contentType: claimed, ext };
}

import sharp from 'sharp';

/** Raster fixtures made with sharp at run time. */
export const image = {
  png: (width = 64, height = 32) =>
    sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer(),
  /** a JPEG with EXIF (orientation 6: shown turned a quarter) and a camera comment */
  jpegWithExif: (width = 200, height = 100) =>
    sharp({ create: { width, height, channels: 3, background: '#ff8800' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Artist: 'Someone' } } })
      .toBuffer(),
  webp: () =>
    sharp({ create: { width: 20, height: 20, channels: 4, background: '#00000000' } })
      .webp()
      .toBuffer(),
  gif: () =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer(),
};

/** SVG fixtures: hostile drawings that are small files. */
export const svgs = {
  /** `levels` groups, each drawing the one below `width` times: width^levels elements in all */
  fanOut: (levels = 8, width = 10) => {
    let defs = '<path id="l0" d="M0 0h1v1z"/>';
    for (let i = 1; i <= levels; i++) {
      const uses = Array.from({ length: width }, () => `<use href="#l${i - 1}"/>`).join('');
      defs += `<g id="l${i}">${uses}</g>`;
    }
    return Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
        `<defs>${defs}</defs><use href="#l${levels}"/></svg>`,
    );
  },
  /** a few elements, each under a morphology filter as wide as the picture: seconds of drawing each */
  filterBomb: () => {
    const rects = Array.from(
      { length: 12 },
      (_, i) => `<rect x="${i}" width="100" height="100" fill="#0f0" filter="url(#f)"/>`,
    ).join('');
    return Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
        `<filter id="f"><feMorphology operator="dilate" radius="90"/></filter>${rects}</svg>`,
    );
  },
};

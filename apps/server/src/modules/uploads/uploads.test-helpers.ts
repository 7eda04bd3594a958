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

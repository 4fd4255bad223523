import sharp from 'sharp';

/** A small PNG, different per seed so each upload gets its own content id. */
export async function pngImage(seed = 0, width = 64, height = 48): Promise<Buffer> {
  const r = (seed * 53) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r, g: (seed * 97) % 256, b: 120 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position (Beirut), as a phone photo would. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#b05070' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 53/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 30/1 0/1' },
    })
    .toBuffer();
}

/** Whether EXIF data holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const hex = exif.toString('hex');
  return hex.includes('2588') || hex.includes('8825');
}

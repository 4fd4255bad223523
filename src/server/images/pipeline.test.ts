import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#contract/constants.js';
import { validation } from '#contract/messages/validation.js';
import { SCRIPTED_SVG, blackPng, exifHasGps, phonePhotoJpeg, photoPixels } from '#test/fixtures/images.js';
import {
  IMAGE_CONTENT_TYPE,
  IMAGE_WIDTHS,
  ImageRejectedError,
  MAX_INPUT_PIXELS,
  processImage,
  SHARE_MAX_BYTES,
  shareFromStoredVariant,
  variantKey,
  widthsFor,
} from './pipeline.js';
import { SHARE_SIZE, shareKey } from '#contract/share-picture.js';

async function rejection(bytes: Buffer): Promise<ImageRejectedError> {
  const error = await processImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

async function expectUnsupported(bytes: Buffer): Promise<void> {
  const error = await rejection(bytes);
  expect(error.statusCode).toBe(415);
  expect(error.message).toBe(validation.selectImageFile);
}

describe('processImage', () => {
  it('stores WebP at the standard widths and strips EXIF, GPS included', async () => {
    const input = await phonePhotoJpeg({ width: 1600, height: 1200 });
    const inputMetadata = await sharp(input).metadata();
    expect(exifHasGps(inputMetadata.exif)).toBe(true);

    const image = await processImage(input);

    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    expect(image.variants.map((variant) => variant.width)).toEqual([...IMAGE_WIDTHS]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1280, height: 960 });
    for (const variant of image.variants) {
      expect(variant.key).toBe(variantKey(image.id, variant.width));
      expect(variant.key).toMatch(/^[0-9a-f]+-\d+\.webp$/);
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: variant.width,
        height: variant.height,
      });
      expect(variant.height).toBe(Math.round((variant.width * 3) / 4));
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('FixturePhone'))).toBe(false);
    }
    expect(IMAGE_CONTENT_TYPE).toBe('image/webp');
  });

  it('gives identical uploads the same id and different ones different ids', async () => {
    const a = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3355' } })
      .png()
      .toBuffer();
    const b = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3356' } })
      .png()
      .toBuffer();
    const first = await processImage(a);
    expect((await processImage(Buffer.from(a))).id).toBe(first.id);
    expect((await processImage(b)).id).not.toBe(first.id);
  });

  it('turns an EXIF-rotated photo upright', async () => {
    // Stored 800 × 600 on its side with orientation 6: upright it is 600 wide and 800 high.
    const input = await phonePhotoJpeg({ width: 800, height: 600, orientation: 6 });
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const image = await processImage(input);

    expect({ width: image.width, height: image.height }).toEqual({ width: 600, height: 800 });
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width);
    }
  });

  it('never upscales: a narrow source keeps its own width as the largest', async () => {
    const input = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#e8c4b8' } })
      .jpeg()
      .toBuffer();
    const image = await processImage(input);
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 500, height: 250 });

    const tiny = await processImage(
      await sharp({ create: { width: 120, height: 90, channels: 3, background: '#000000' } })
        .webp()
        .toBuffer(),
    );
    expect(tiny.variants.map((variant) => [variant.width, variant.height])).toEqual([[120, 90]]);
  });

  it('chooses widths without upscaling or near-duplicates', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1100)).toEqual([320, 640, 960, 1100]);
    expect(widthsFor(1000)).toEqual([320, 640, 960]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it('keeps PNG transparency', async () => {
    const input = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 200, g: 80, b: 120, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="120" fill="#c85078"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();

    const image = await processImage(input);
    const largest = image.variants[image.variants.length - 1]!;
    expect((await sharp(largest.bytes).metadata()).hasAlpha).toBe(true);
    const { data, info } = await sharp(largest.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBe(255);
  });

  it('converts greyscale and 16-bit images to 8-bit sRGB', async () => {
    const grey = await sharp({ create: { width: 330, height: 200, channels: 3, background: '#808080' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const deep = await sharp({ create: { width: 330, height: 200, channels: 3, background: '#336699' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');

    for (const input of [grey, deep]) {
      const image = await processImage(input);
      const metadata = await sharp(image.variants[0]!.bytes).metadata();
      expect(metadata.space).toBe('srgb');
      expect(metadata.depth).toBe('uchar');
    }
  });

  it('refuses more than the upload limit with 413', async () => {
    const error = await rejection(Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(validation.imageTooLarge);
    expect((await rejection(Buffer.alloc(MAX_IMAGE_BYTES + 1))).statusCode).toBe(413);
  });

  it('refuses anything that does not decode as JPEG, PNG or WebP with 415', async () => {
    await expectUnsupported(Buffer.from('This is a text file named photo.jpg\n'));
    await expectUnsupported(Buffer.alloc(0));
    await expectUnsupported(SCRIPTED_SVG);
    await expectUnsupported(await sharp(SCRIPTED_SVG).gif().toBuffer());
    await expectUnsupported(await sharp(SCRIPTED_SVG).tiff().toBuffer());
    await expectUnsupported(await sharp(SCRIPTED_SVG).avif({ effort: 0 }).toBuffer());
    // A signature alone is not an image.
    await expectUnsupported(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really')]));
  });

  it('refuses a truncated JPEG, PNG or WebP with 415', async () => {
    const jpeg = await phonePhotoJpeg({ width: 400, height: 300 });
    await expectUnsupported(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    const png = await sharp(await phonePhotoJpeg({ width: 400, height: 300 }))
      .png()
      .toBuffer();
    await expectUnsupported(png.subarray(0, Math.floor(png.length * 0.6)));
    const webp = await sharp(jpeg).webp().toBuffer();
    await expectUnsupported(webp.subarray(0, Math.floor(webp.length * 0.6)));
  });

  it('judges by the bytes, not the name: PNG bytes sent as a JPEG are a PNG', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const image = await processImage(png);
    expect(image.variants).toHaveLength(1);
  });

  it('refuses a decompression bomb quickly, without decoding it', async () => {
    // The builder makes well-formed PNGs: a small one decodes.
    const small = blackPng(300, 250);
    expect(await sharp(small).stats()).toBeTruthy();
    expect((await processImage(small)).width).toBe(300);

    const bomb = blackPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(30_000 * 30_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = performance.now();
    await expectUnsupported(bomb);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('accepts a 12-megapixel phone photo and meets the card and detail size targets', async () => {
    const { data, info } = await photoPixels(4000, 3000);
    const input = await sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer();
    expect(input.length).toBeGreaterThan(4_000_000);
    expect(input.length).toBeLessThan(MAX_IMAGE_BYTES);

    const started = performance.now();
    const image = await processImage(input);
    const elapsed = Math.round(performance.now() - started);

    const bytesAt = (width: number) => image.variants.find((variant) => variant.width === width)!.bytes.length;
    console.log(
      `12 MP JPEG (${input.length} bytes) → ${image.variants
        .map((variant) => `${variant.width}×${variant.height}: ${variant.bytes.length} B`)
        .join(', ')} in ${elapsed} ms`,
    );
    expect(bytesAt(640)).toBeLessThanOrEqual(40 * 1024);
    expect(bytesAt(1280)).toBeLessThanOrEqual(150 * 1024);
    console.log(`12 MP JPEG → share picture ${SHARE_SIZE.width}×${SHARE_SIZE.height}: ${image.share.bytes.length} B`);
    expect(image.share.bytes.length).toBeLessThanOrEqual(SHARE_MAX_BYTES);
  });
});

describe('the share picture', () => {
  it('is a 1200 × 630 JPEG cover-cropped from the centre, without metadata', async () => {
    // A tall photo: its top and bottom are cut, its middle row (red) stays in the middle.
    const width = 600;
    const height = 1200;
    const bands = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      const colour = y < 500 ? [0, 0, 255] : y < 700 ? [255, 0, 0] : [0, 255, 0];
      for (let x = 0; x < width; x += 1) bands.set(colour, (y * width + x) * 3);
    }
    const input = await sharp(bands, { raw: { width, height, channels: 3 } })
      .withExif({ IFD0: { Make: 'FixturePhone' } })
      .jpeg()
      .toBuffer();

    const image = await processImage(input);

    expect(image.share.key).toBe(shareKey(image.id));
    expect(image.share.key).toMatch(/^[0-9a-f]{32}-share\.jpg$/);
    const metadata = await sharp(image.share.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', ...SHARE_SIZE });
    expect(metadata.exif).toBeUndefined();
    const centre = await sharp(image.share.bytes).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer();
    expect(centre[0]).toBeGreaterThan(200);
    expect(centre[2]).toBeLessThan(60);
  });

  it('puts transparency on white', async () => {
    const clear = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const image = await processImage(clear);
    const pixel = await sharp(image.share.bytes).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer();
    expect([...pixel]).toEqual([255, 255, 255]);
  });

  it('is made for an older image from its stored WebP', async () => {
    const image = await processImage(await phonePhotoJpeg({ width: 1600, height: 1200 }));
    const largest = image.variants.at(-1)!;
    const share = await shareFromStoredVariant(largest.bytes);
    const metadata = await sharp(share).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', ...SHARE_SIZE });
    expect(share.length).toBeLessThanOrEqual(SHARE_MAX_BYTES);
  });
});

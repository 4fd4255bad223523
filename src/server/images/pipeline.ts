import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '#contract/constants.js';
import { validation } from '#contract/messages/validation.js';
import { SHARE_SIZE, shareKey } from '#contract/share-picture.js';

/**
 * Stored widths. A phone catalogue card is 180–400 CSS px wide at DPR 2–3 (360–1200 device px) and a
 * detail view up to ~600 CSS px at DPR 2, so four steps cover both without a wasteful jump; 1280 is
 * the largest anything on the shop needs. Narrower sources keep their own width instead (never upscaled).
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export const IMAGE_CONTENT_TYPE = 'image/webp';

/** Part of every image id: bump it when the output changes, so new uploads never reuse old files. */
const PIPELINE_VERSION = 'webp-v1';

/**
 * A 12 MP phone photo is 12 M pixels and a 48 MP one 48 M; anything larger is refused before any
 * pixel is decoded, so a small file that declares 30,000 × 30,000 pixels cannot exhaust memory.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** WebP cannot hold more than 16,383 pixels on a side; 1280 × 10 stays well inside. */
const MAX_ASPECT_RATIO = 10;

const WEBP_QUALITY = 78;
/** Below this WebP smears skin tones and fabric; a variant this low may exceed its budget instead. */
const MIN_WEBP_QUALITY = 40;
/**
 * About 0.9 bits per pixel: 1280 × 960 gets 141 KB and 640 × 480 gets 35 KB, inside the 150 KB detail
 * and 40 KB card targets with a margin. Ordinary photos fit at the first quality; dense texture
 * (foliage, fabric, sensor noise) is re-encoded lower until it fits.
 */
const BUDGET_BYTES_PER_PIXEL = 0.115;
/** WebP output grows about 2% per quality step between 40 and 80; used to aim a retry. */
const BYTES_GROWTH_PER_QUALITY_STEP = 0.02;
const MAX_ENCODES_PER_VARIANT = 4;

/** Per sharp call; a decode that takes longer is a hostile or broken file, not a photo. */
const SHARP_TIMEOUT_SECONDS = 30;

/**
 * Uploads decoded at once. A 12 MP decode holds ~36 MB and two cores gain nothing from more, so further
 * uploads wait their turn instead of multiplying memory.
 */
const MAX_CONCURRENT_JOBS = 2;

export class ImageRejectedError extends Error {
  readonly statusCode: 413 | 415;

  constructor(statusCode: 413 | 415, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageRejectedError';
    this.statusCode = statusCode;
  }
}

export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; key: string; bytes: Buffer }>;
  /** The link-preview picture (SHARE_SIZE, JPEG), stored beside the widths under `shareKey(id)`. */
  share: { key: string; bytes: Buffer };
}

export function variantKey(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

export const SHARE_CONTENT_TYPE = 'image/jpeg';
/** Previews refuse or skip larger pictures (WhatsApp's limit is about 300 KB). */
export const SHARE_MAX_BYTES = 300 * 1024;
const SHARE_JPEG_QUALITY = 82;
const MIN_SHARE_JPEG_QUALITY = 50;

type FormatOf<Type> = Type extends `image/${infer Format}` ? Format : never;
/** What the sniffer recognises: exactly the types the contract accepts (`image/jpeg` → `jpeg`). */
type AcceptedFormat = FormatOf<(typeof ACCEPTED_IMAGE_TYPES)[number]>;

/** Magic numbers, checked before any decoder sees the bytes: SVG, text and the rest never reach one. */
function sniffFormat(bytes: Buffer): AcceptedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Widths to store for a source of this (upright) width: the standard ones that fit, then the source's own. */
export function widthsFor(sourceWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  const largest = widths.at(-1);
  // A source within 10% above a standard width would only add a near-duplicate file.
  if (largest === undefined || (largest < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]! && sourceWidth >= largest * 1.1)) {
    widths.push(sourceWidth);
  }
  return widths;
}

function contentId(bytes: Buffer): string {
  return createHash('sha256').update(PIPELINE_VERSION).update('\0').update(bytes).digest('hex').slice(0, 32);
}

function unreadable(cause: unknown): ImageRejectedError {
  return new ImageRejectedError(415, validation.selectImageFile, { cause });
}

const decodeOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Truncated or corrupt data fails; harmless encoder quirks common in phone JPEGs still pass.
  failOn: 'truncated',
} as const satisfies SharpOptions;

/**
 * Proves the bytes are a JPEG, PNG or WebP image, orients it upright, drops every piece of metadata
 * (EXIF with GPS, XMP, ICC after converting to sRGB) and encodes WebP at each stored width. Alpha is kept.
 * Throws ImageRejectedError (413 too many bytes, 415 anything that is not an acceptable image).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(413, validation.imageTooLarge);
  }
  const sniffed = sniffFormat(bytes);
  if (sniffed === null) throw unreadable(new Error('Not JPEG, PNG or WebP by its signature'));
  return withJobSlot(() => encodeVariants(bytes, sniffed));
}

async function encodeVariants(bytes: Buffer, sniffed: AcceptedFormat): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decodeOptions).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (metadata.format !== sniffed) {
    throw unreadable(new Error(`Signature says ${sniffed}, decoder says ${metadata.format}`));
  }
  const { width: sourceWidth, height: sourceHeight } = metadata.autoOrient;
  if (!sourceWidth || !sourceHeight) throw unreadable(new Error('No dimensions'));
  if (sourceWidth * sourceHeight > MAX_INPUT_PIXELS) throw unreadable(new Error('Too many pixels'));
  if (Math.max(sourceWidth, sourceHeight) / Math.min(sourceWidth, sourceHeight) > MAX_ASPECT_RATIO) {
    throw unreadable(new Error('Aspect ratio too extreme'));
  }

  const widths = widthsFor(sourceWidth);
  const largestWidth = widths[widths.length - 1]!;

  // One full decode: orient, convert to sRGB and shrink to the largest width once, keep the pixels raw
  // (no metadata survives a raw buffer), and derive every variant from them.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: largestWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error);
  }
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels as 1 | 2 | 3 | 4,
  };

  const id = contentId(bytes);
  const variants: ProcessedImage['variants'] = [];
  // Sequential on purpose: each encode already uses libvips' thread pool.
  for (const width of widths) {
    const variant = await encodeWebp(base.data, raw, width);
    variants.push({ ...variant, key: variantKey(id, variant.width) });
  }
  const largest = variants[variants.length - 1]!;
  const share = { key: shareKey(id), bytes: await encodeShare(sharp(base.data, { raw })) };
  return { id, width: largest.width, height: largest.height, variants, share };
}

/**
 * The share picture from an image (the upload's decoded pixels, or a stored variant of an older
 * image): cover-cropped to SHARE_SIZE, transparency on white, lowered in quality until it fits
 * SHARE_MAX_BYTES. Small sources are scaled up: a preview needs the full size to show large.
 */
async function encodeShare(source: Sharp): Promise<Buffer> {
  const pixels = await source
    .resize({ ...SHARE_SIZE, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .raw()
    .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels as 3 };
  for (let quality = SHARE_JPEG_QUALITY; ; quality -= 8) {
    const bytes = await sharp(pixels.data, { raw })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .toBuffer();
    if (bytes.length <= SHARE_MAX_BYTES || quality - 8 < MIN_SHARE_JPEG_QUALITY) return bytes;
  }
}

/** The share picture of an image stored before share pictures existed, made from its stored WebP. */
export function shareFromStoredVariant(webp: Buffer): Promise<Buffer> {
  return withJobSlot(() => encodeShare(sharp(webp, decodeOptions)));
}

/**
 * The product feed's picture (Meta's catalogue and Google Merchant Center): JPEG, which both read,
 * 1080 px on its long side (Meta asks for at least 500 × 500, Google shows up to 1024), the photo's own
 * shape, transparency on white. A smaller stored image is scaled up to it.
 */
export const FEED_PICTURE_LONG_SIDE = 1080;
const FEED_JPEG_QUALITY = 85;

/** The feed picture of a stored image, made from its largest stored WebP on the first request for it. */
export function feedFromStoredVariant(webp: Buffer): Promise<Buffer> {
  return withJobSlot(() =>
    sharp(webp, decodeOptions)
      .resize({ width: FEED_PICTURE_LONG_SIDE, height: FEED_PICTURE_LONG_SIDE, fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: FEED_JPEG_QUALITY, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .toBuffer(),
  );
}

async function encodeWebp(
  pixels: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  width: number,
): Promise<{ width: number; height: number; bytes: Buffer }> {
  const encode = (quality: number) =>
    sharp(pixels, { raw })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });

  let quality = WEBP_QUALITY;
  for (let attempt = 1; ; attempt += 1) {
    const { data, info } = await encode(quality);
    const budget = info.width * info.height * BUDGET_BYTES_PER_PIXEL;
    if (data.length <= budget || quality <= MIN_WEBP_QUALITY || attempt >= MAX_ENCODES_PER_VARIANT) {
      return { width: info.width, height: info.height, bytes: data };
    }
    const aimed = Math.floor(quality - Math.log(data.length / budget) / BYTES_GROWTH_PER_QUALITY_STEP) - 2;
    quality = Math.max(MIN_WEBP_QUALITY, Math.min(quality - 4, aimed));
  }
}

let activeJobs = 0;
const waitingJobs: Array<() => void> = [];

async function withJobSlot<T>(job: () => Promise<T>): Promise<T> {
  if (activeJobs >= MAX_CONCURRENT_JOBS) {
    await new Promise<void>((resolve) => waitingJobs.push(resolve));
  } else {
    activeJobs += 1;
  }
  try {
    return await job();
  } finally {
    const next = waitingJobs.shift();
    // The slot passes straight to the next job, so the count never dips and overfills.
    if (next) next();
    else activeJobs -= 1;
  }
}

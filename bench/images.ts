// `npm run bench:images`: a 12-megapixel, ~5 MB photo-like JPEG through the upload pipeline. Prints the
// bytes of every stored WebP width, the catalogue card's (640 w, target ≤ 40 KB) and detail page's
// (1280 w, target ≤ 150 KB) images, and which width a browser picks from each page's srcset/sizes.
// Then 8 such photos through the built shop as the product dialog sends them: each uploaded alone
// by POST /api/images, all at once, then the save naming them. A report, not a gate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from '#contract/constants.js';
import { processImage } from '#server/images/pipeline.js';
import { CARD_IMAGE_MAX_WIDTH } from '#web/components/ui/image-srcset.js';
import { phonePhotoJpeg } from '#test/fixtures/images.js';
import { adminToken, startShop } from '../e2e/support/harness.js';
import { formatTable } from './support/stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGETS = [
  { page: 'catalogue card', width: 640, maxBytes: 40 * 1024 },
  { page: 'detail page', width: 1280, maxBytes: 150 * 1024 },
] as const;
const VIEWPORTS = [
  { name: 'phone 390 px, DPR 3', width: 390, dpr: 3 },
  { name: 'phone 390 px, DPR 2', width: 390, dpr: 2 },
  { name: 'tablet 768 px, DPR 2', width: 768, dpr: 2 },
  { name: 'laptop 1280 px, DPR 1', width: 1280, dpr: 1 },
  { name: 'desktop 1440 px, DPR 2', width: 1440, dpr: 2 },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The slot width a `sizes` attribute gives at a viewport width: min-width conditions, px/rem/vw/calc. */
function slotWidth(sizes: string, viewport: number): number {
  const length = (value: string): number => {
    const calc = /^calc\((\d+)vw - (\d+(?:\.\d+)?)rem\)$/.exec(value);
    if (calc) return (Number(calc[1]) / 100) * viewport - Number(calc[2]) * 16;
    const unit = /^(\d+(?:\.\d+)?)(px|vw|rem)$/.exec(value);
    if (!unit) throw new Error(`unsupported size ${value}`);
    const n = Number(unit[1]);
    return unit[2] === 'px' ? n : unit[2] === 'rem' ? n * 16 : (n / 100) * viewport;
  };
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const media = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(entry);
    if (!media) return length(entry);
    if (viewport >= Number(media[1])) return length(media[2]!);
  }
  return viewport;
}

/** The `sizes` a page passes, read from its source so this report follows the storefront. */
function sizesIn(file: string, pattern: RegExp): string | undefined {
  return pattern.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1];
}

const input = await phonePhotoJpeg({ width: 4000, height: 3000, quality: 92 });
const started = performance.now();
const processed = await processImage(input);
const seconds = (performance.now() - started) / 1000;
console.log(`input: 4000 × 3000 JPEG (12 MP), ${(input.length / 1024 / 1024).toFixed(2)} MB; processed in ${seconds.toFixed(1)} s`);
console.log(
  formatTable(
    ['stored width', 'pixels', 'bytes', 'size', 'used for'],
    processed.variants.map((variant) => {
      const target = TARGETS.find((t) => t.width === variant.width);
      return [
        `${variant.width} w`,
        `${variant.width} × ${variant.height}`,
        String(variant.bytes.length),
        kb(variant.bytes.length),
        target ? `${target.page} (≤ ${kb(target.maxBytes)}: ${variant.bytes.length <= target.maxBytes ? 'yes' : 'NO'})` : '',
      ];
    }),
  ),
);

const pages = [
  {
    page: 'catalogue card',
    sizes: sizesIn('src/web/features/catalogue/ProductCard.tsx', /IMAGE_SIZES = '([^']+)'/),
    maxWidth: CARD_IMAGE_MAX_WIDTH,
  },
  { page: 'detail page', sizes: sizesIn('src/web/components/detail/PhotoGallery.tsx', /MAIN_SIZES = '([^']+)'/), maxWidth: Infinity },
];
const stored = processed.variants.map((variant) => variant.width).sort((a, b) => a - b);
const bytesAt = (width: number) => processed.variants.find((variant) => variant.width === width)!.bytes.length;
console.log('\nwhat a browser downloads (smallest width in the srcset covering slot × DPR; cards list up to 640 w):');
const rows: string[][] = [];
for (const { page, sizes, maxWidth } of pages) {
  const widths = stored.filter((width) => width <= maxWidth);
  if (!sizes) {
    rows.push([page, 'sizes attribute not found', '', '']);
    continue;
  }
  for (const viewport of VIEWPORTS) {
    const needed = slotWidth(sizes, viewport.width) * viewport.dpr;
    const chosen = widths.find((width) => width >= needed) ?? widths.at(-1)!;
    rows.push([page, viewport.name, `${Math.round(needed)} px → ${chosen} w`, kb(bytesAt(chosen))]);
  }
}
console.log(formatTable(['page', 'viewport', 'picks', 'size'], rows));

// A full gallery through the running shop: what the owner's line carries and how long she waits.
const photoCount = LIMITS.photosMax;
// Each a little different (quality), as a shop's photos are: the store names images by their content.
const photos = await Promise.all(
  Array.from({ length: photoCount }, (_, index) => phonePhotoJpeg({ width: 4000, height: 3000, quality: 92 - index })),
);
const shop = await startShop({ fresh: true, env: { SEED_DEMO_DATA: 'false' } });
try {
  const token = await adminToken(shop);
  const authorization = { authorization: `Bearer ${token}` };
  const uploadStarted = performance.now();
  const uploads = await Promise.all(
    photos.map(async (bytes, index) => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
      const started = performance.now();
      const response = await fetch(`${shop.url}/api/images`, { method: 'POST', headers: authorization, body: form });
      if (response.status !== 201) throw new Error(`upload ${index + 1}: ${response.status} ${await response.text()}`);
      const photo = (await response.json()) as { id: string };
      return { id: photo.id, ms: performance.now() - started, sent: bytes.length };
    }),
  );
  const uploadMs = performance.now() - uploadStarted;

  const category = await fetch(`${shop.url}/api/categories`, {
    method: 'POST',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench' }),
  });
  if (!category.ok) throw new Error(`category: ${category.status} ${await category.text()}`);
  const save = new FormData();
  save.set('name', 'Bench gallery');
  save.set('description', 'Eight photos.');
  save.set('price', '10');
  save.set('categoryId', ((await category.json()) as { id: string }).id);
  save.set('photos', JSON.stringify(uploads.map((upload) => upload.id)));
  const saveStarted = performance.now();
  const saved = await fetch(`${shop.url}/api/products`, { method: 'POST', headers: authorization, body: save });
  const saveMs = performance.now() - saveStarted;
  if (saved.status !== 201) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  const savedPhotos = ((await saved.json()) as { photos: unknown[] }).photos.length;

  const sorted = uploads.map((upload) => upload.ms).sort((a, b) => a - b);
  const sent = uploads.reduce((sum, upload) => sum + upload.sent, 0);
  console.log(`\n${photoCount} photos through POST /api/images, all at once as the dialog sends them, then the save naming them:`);
  console.log(
    formatTable(
      ['step', 'time', 'bytes sent'],
      [
        [`${photoCount} uploads, all at once (wall)`, `${(uploadMs / 1000).toFixed(1)} s`, `${(sent / 1024 / 1024).toFixed(1)} MB`],
        [
          'one upload (fastest – slowest)',
          `${(sorted[0]! / 1000).toFixed(1)} – ${(sorted.at(-1)! / 1000).toFixed(1)} s`,
          `${(sent / photoCount / 1024 / 1024).toFixed(2)} MB each`,
        ],
        [
          `the save naming ${savedPhotos} photos`,
          `${saveMs.toFixed(0)} ms`,
          `${JSON.stringify(uploads.map((upload) => upload.id)).length} B of ids`,
        ],
      ],
    ),
  );
} finally {
  await shop.stop();
}

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { escapeMarkup } from '../http/markup.js';

// The home screen's icons: the shop's monogram on its brand colour, drawn as SVG and made into PNGs by
// sharp once per monogram (the first time a manifest names them), then served from memory for a year
// under a name that changes with them.

/** The shop's colours, as src/web/shop-theme.css has them (index.html's theme-color is brand-700). */
export const BRAND = { colour: '#7a2e4a', light: '#f9e6eb', background: '#faf6f3' } as const;

export type IconPurpose = 'any' | 'maskable';

/** The size of an iPhone's home-screen icon at 3× (iOS scales it down for the others). */
const TOUCH_ICON_SIZE = 180;

/**
 * Where iPhones find the home-screen icon: the page's head names it, and iOS also asks for the first
 * two at the root of a site whose page names none. Fixed addresses, answered `no-cache` with an ETag,
 * so a renamed shop's icon is what the next phone to add it gets.
 */
export const TOUCH_ICON_PATHS = {
  storefront: ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png'],
  admin: ['/admin-touch-icon.png'],
} as const;

/** The icons a manifest lists: 192 and 512 px, and a 512 px one a phone may cut to its own shape. */
export const ICON_SIZES: readonly { size: number; purpose: IconPurpose }[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
];

/** Up to two initials of the shop's name: "Beirut Beauty" is BB, "Layal" L. */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase());
  return initials.join('') || '?';
}

/**
 * The monogram's SVG. A maskable icon is filled to its edges and keeps the letters within the middle
 * 80% (the safe zone a phone's circle or squircle never cuts); the others are a rounded square.
 * `admin` swaps the colours, so the panel's icon is told apart from the shop's on the home screen.
 */
export function monogramSvg(name: string, size: number, purpose: IconPurpose, admin = false): string {
  const letters = monogram(name);
  const [ground, ink] = admin ? [BRAND.light, BRAND.colour] : [BRAND.colour, BRAND.light];
  // Two letters fit across 60% of a maskable icon (inside its 80% safe circle), 70% of a plain one.
  const width = purpose === 'maskable' ? 0.6 : 0.7;
  const fontSize = Math.round((size * width) / Math.max(1.4, [...letters].length * 0.75));
  const background =
    purpose === 'maskable'
      ? `<rect width="${size}" height="${size}" fill="${ground}"/>`
      : `<rect width="${size}" height="${size}" rx="${Math.round(size * 0.18)}" fill="${ground}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" ` +
    `font-size="${fontSize}" fill="${ink}">${escapeMarkup(letters)}</text></svg>`
  );
}

export interface Icon {
  /** A digest of what it shows: in its address, and the ETag where its address is fixed. */
  tag: string;
  /** Its address: /icons/<tag>-<size>[-maskable][-admin].png. */
  src: string;
  size: number;
  purpose: IconPurpose;
  /** The PNG, made the first time it is asked for. */
  png(): Promise<Buffer>;
}

export const ICON_PATH = /^\/icons\/([\w-]+\.png)$/;

/**
 * The PNGs of each monogram the shop has had, made once: a renamed shop gets new addresses (the old
 * stay until restart; a handful at most).
 */
export class Icons {
  private readonly made = new Map<string, Icon>();

  /** The shop's or the panel's icons for this name, made on first use. */
  for(name: string, admin = false): Icon[] {
    return ICON_SIZES.map(({ size, purpose }) => this.icon(name, size, purpose, admin));
  }

  /**
   * The icon an iPhone puts on its home screen: it reads no manifest's icons but the page's
   * apple-touch-icon, 180 px and filled to the edges (iOS rounds the corners itself).
   */
  touch(name: string, admin = false): Icon {
    return this.icon(name, TOUCH_ICON_SIZE, 'maskable', admin);
  }

  private icon(name: string, size: number, purpose: IconPurpose, admin: boolean): Icon {
    const svg = monogramSvg(name, size, purpose, admin);
    const tag = createHash('sha256').update(svg).digest('base64url').slice(0, 10).replace(/[^\w]/g, '0');
    const src = `/icons/${tag}-${size}${purpose === 'maskable' ? '-maskable' : ''}${admin ? '-admin' : ''}.png`;
    let icon = this.made.get(src);
    if (!icon) {
      let png: Promise<Buffer> | undefined;
      icon = { tag, src, size, purpose, png: () => (png ??= sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()) };
      this.made.set(src, icon);
    }
    return icon;
  }

  /** An icon a manifest has named, by its file name; undefined for any other. */
  find(file: string): Icon | undefined {
    return this.made.get(`/icons/${file}`);
  }
}

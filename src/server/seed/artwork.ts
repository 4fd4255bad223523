import sharp from 'sharp';

// Demo pictures drawn locally: studio-style product shots (a pastel backdrop, an arch, a podium, the
// product and a swatch of its texture) and abstract carousel banners. Shapes and gradients only, no
// text, so they render the same on a server without fonts.

type ProductArtKind =
  | 'lipstick'
  | 'gloss'
  | 'pencil'
  | 'mascara'
  | 'palette'
  | 'compact'
  | 'perfume'
  | 'dropper'
  | 'pump'
  | 'jar'
  | 'tube'
  | 'nailPolish'
  | 'brush';

/** Caps, collars, cases and rims. */
type Trim = 'gold' | 'silver' | 'rose-gold' | 'black' | 'white';

export interface ProductArt {
  kind: ProductArtKind;
  /** The product's own colour: a lipstick's bullet, a perfume's juice, a cream's tint. */
  shade: string;
  trim?: Trim;
  /** Two backdrop stops, centre then edge; pastel tints of the shade when absent. */
  backdrop?: [string, string];
}

/** A bundle: several products together on one wide podium. */
export interface SetArt {
  kind: 'set';
  items: ProductArtKind[];
  /** One per item, or one for all. */
  shades: string[];
  trim?: Trim;
  backdrop?: [string, string];
}

export interface BannerArt {
  kind: 'banner';
  motif: 'arches' | 'silk' | 'petals';
  /** Backdrop light, backdrop deep, accent. */
  palette: [string, string, string];
  /** Products shown in the composition. */
  items: Array<{ kind: ProductArtKind; shade: string }>;
  trim?: Trim;
}

export type Art = ProductArt | SetArt | BannerArt;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * amount, ag + (bg - ag) * amount, ab + (bb - ab) * amount]);
}
const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const METALS: Record<Trim, string[]> = {
  gold: ['#8a6a2f', '#c9a45a', '#f6e7b0', '#d8b86a', '#a8843d', '#7a5c28'],
  silver: ['#74777d', '#b9bcc2', '#f7f8fa', '#cfd2d6', '#9a9da3', '#6c6f75'],
  'rose-gold': ['#94574b', '#c98e7f', '#f8ddd3', '#dcaa9c', '#b07365', '#8a5146'],
  black: ['#0d0d0f', '#2a2a2e', '#5a5a60', '#2e2e33', '#18181b', '#0b0b0d'],
  white: ['#cfcac4', '#ece9e5', '#ffffff', '#f1eeea', '#dcd8d3', '#c8c3bd'],
};

/** Cylindrical shading across x: dark rim, body, a soft highlight left of centre, body, dark rim. */
function cylinder(id: string, colours: string[]): string {
  const offsets = [0, 0.16, 0.32, 0.5, 0.8, 1];
  const stops = colours.map((colour, index) => `<stop offset="${offsets[index]}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops}</linearGradient>`;
}

function shadeCylinder(id: string, shade: string): string {
  return cylinder(id, [darken(shade, 0.35), shade, lighten(shade, 0.35), shade, darken(shade, 0.15), darken(shade, 0.4)]);
}

interface ItemContext {
  /** Prefix for gradient ids, unique per drawn item. */
  id: string;
  shade: string;
  trim: Trim;
}

// Every item is drawn with its base centre at (0, 0), about 560 units tall, so a layout can place
// and scale it.

function lipstick({ id, shade }: ItemContext): string {
  return (
    `<defs>${shadeCylinder(`${id}b`, shade)}</defs>` +
    `<g transform="translate(-120 0)">${cap(84, 300)}</g>` +
    `<g transform="translate(110 0)">` +
    `<rect x="-80" y="-240" width="160" height="240" rx="8" fill="url(#metal)"/>` +
    `<rect x="-84" y="-258" width="168" height="22" rx="4" fill="url(#metalDeep)"/>` +
    `<rect x="-64" y="-362" width="128" height="106" fill="url(#metal)"/>` +
    `<path d="M-54 -360 L-54 -468 Q-54 -490 -34 -498 L34 -530 Q54 -540 54 -516 L54 -360 Z" fill="url(#${id}b)"/>` +
    `<rect x="-32" y="-478" width="11" height="112" rx="5" fill="#ffffff" opacity="0.28"/>` +
    `</g>`
  );
}

/** A closed cylindrical cap with a rounded top edge. */
function cap(halfWidth: number, height: number): string {
  return (
    `<rect x="${-halfWidth}" y="${-height}" width="${halfWidth * 2}" height="${height}" rx="10" fill="url(#metal)"/>` +
    `<rect x="${-halfWidth}" y="-26" width="${halfWidth * 2}" height="26" rx="4" fill="url(#metalDeep)" opacity="0.6"/>`
  );
}

function gloss({ id, shade }: ItemContext): string {
  return (
    `<defs>${shadeCylinder(`${id}l`, shade)}</defs>` +
    `<path d="M-48 -330 L-48 -40 Q-48 0 0 0 Q48 0 48 -40 L48 -330 Z" fill="url(#${id}l)"/>` +
    `<path d="M-48 -330 L-48 -40 Q-48 0 0 0 Q48 0 48 -40 L48 -330 Z" fill="url(#glass)" opacity="0.55"/>` +
    `<rect x="-6" y="-320" width="12" height="250" rx="6" fill="${darken(shade, 0.25)}" opacity="0.55"/>` +
    `<rect x="-30" y="-310" width="9" height="250" rx="4.5" fill="#ffffff" opacity="0.45"/>` +
    `<rect x="-44" y="-560" width="88" height="232" rx="12" fill="url(#metal)"/>` +
    `<rect x="-48" y="-344" width="96" height="18" rx="3" fill="url(#metalDeep)"/>`
  );
}

function pencil({ id, shade }: ItemContext): string {
  const one = (colour: string, key: string) =>
    `<defs>${shadeCylinder(key, colour)}</defs>` +
    `<rect x="-24" y="-470" width="48" height="470" rx="6" fill="url(#metal)"/>` +
    `<rect x="-24" y="-40" width="48" height="40" rx="6" fill="url(#metalDeep)"/>` +
    `<path d="M-24 -470 L-7 -540 L7 -540 L24 -470 Z" fill="#e3c39d"/>` +
    `<path d="M-7 -540 L0 -572 L7 -540 Z" fill="url(#${key})"/>` +
    `<rect x="-24" y="-470" width="48" height="10" fill="url(#${key})"/>` +
    `<rect x="-13" y="-450" width="6" height="400" rx="3" fill="#ffffff" opacity="0.25"/>`;
  return (
    `<g transform="translate(-70 0) rotate(-9)">${one(lighten(shade, 0.25), `${id}a`)}</g>` +
    `<g transform="translate(60 0) rotate(7)">${one(shade, `${id}b`)}</g>`
  );
}

function mascara({ id, shade }: ItemContext): string {
  const bristles = Array.from({ length: 13 }, (_, index) => {
    const y = -52 - index * 8;
    return `<rect x="-24" y="${y}" width="48" height="4" rx="2" fill="#111114"/>`;
  }).join('');
  return (
    `<defs>${shadeCylinder(`${id}t`, shade)}</defs>` +
    `<g transform="translate(-115 0)">` +
    `<rect x="-44" y="-400" width="88" height="400" rx="22" fill="url(#${id}t)"/>` +
    `<rect x="-26" y="-380" width="10" height="350" rx="5" fill="#ffffff" opacity="0.25"/>` +
    `<rect x="-40" y="-420" width="80" height="24" rx="4" fill="url(#metalDeep)"/>` +
    `</g>` +
    `<g transform="translate(65 0) rotate(14)">` +
    `<rect x="-34" y="-560" width="68" height="170" rx="10" fill="url(#metal)"/>` +
    `<rect x="-5" y="-392" width="10" height="250" fill="url(#metalDeep)"/>` +
    `<rect x="-20" y="-160" width="40" height="120" rx="18" fill="#1b1b1f"/>${bristles}` +
    `</g>`
  );
}

function palette({ id, shade }: ItemContext): string {
  const tones = [
    lighten(shade, 0.7),
    lighten(shade, 0.45),
    lighten(shade, 0.2),
    shade,
    mix(shade, '#d4af37', 0.45),
    lighten(mix(shade, '#c9a27e', 0.5), 0.3),
    darken(shade, 0.2),
    mix(shade, '#8a5a44', 0.5),
    darken(mix(shade, '#5b2338', 0.4), 0.1),
    mix(shade, '#b87333', 0.55),
    darken(shade, 0.45),
    darken(mix(shade, '#2b1d1a', 0.6), 0.2),
  ];
  const pans: string[] = [];
  // Pans on the lying base, in perspective: rows nearer the viewer are wider and taller.
  for (let row = 0; row < 3; row += 1) {
    const top = -250 + row * 80;
    const height = 58 + row * 6;
    const halfWidth = 252 + row * 14;
    const width = (halfWidth * 2 - 50) / 4;
    for (let column = 0; column < 4; column += 1) {
      const x = -halfWidth + 12 + column * (width + 9);
      const tone = tones[row * 4 + column]!;
      pans.push(
        `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="10" fill="${tone}"/>` +
          `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="10" fill="url(#${id}sh)"/>`,
      );
    }
  }
  return (
    `<defs><radialGradient id="${id}sh" cx="0.35" cy="0.3" r="0.8">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.05"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient></defs>` +
    `<rect x="-270" y="-580" width="540" height="320" rx="20" fill="url(#metal)"/>` +
    `<rect x="-240" y="-555" width="480" height="270" rx="12" fill="url(#mirror)"/>` +
    `<path d="M-270 -270 L270 -270 L300 0 L-300 0 Z" fill="url(#metal)"/>` +
    `<path d="M-262 -262 L262 -262 L288 -12 L-288 -12 Z" fill="${darken(shade, 0.55)}" opacity="0.35"/>` +
    pans.join('')
  );
}

function compact({ id, shade }: ItemContext): string {
  const rings = [150, 110, 70, 30]
    .map((r) => `<ellipse cx="0" cy="-70" rx="${r}" ry="${r * 0.38}" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="5"/>`)
    .join('');
  return (
    `<defs><radialGradient id="${id}p" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(shade, 0.35)}"/>` +
    `<stop offset="0.55" stop-color="${shade}"/><stop offset="1" stop-color="${darken(shade, 0.2)}"/></radialGradient></defs>` +
    `<ellipse cx="0" cy="-360" rx="240" ry="205" fill="url(#metal)"/>` +
    `<ellipse cx="0" cy="-360" rx="208" ry="176" fill="url(#mirror)"/>` +
    `<path d="M-240 -70 L-240 -40 A240 92 0 0 0 240 -40 L240 -70 Z" fill="url(#metalDeep)"/>` +
    `<ellipse cx="0" cy="-70" rx="240" ry="92" fill="url(#metal)"/>` +
    `<ellipse cx="0" cy="-70" rx="196" ry="74" fill="url(#${id}p)"/>${rings}`
  );
}

function perfume({ id, shade }: ItemContext): string {
  return (
    `<defs><linearGradient id="${id}j" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(shade, 0.35)}"/>` +
    `<stop offset="1" stop-color="${darken(shade, 0.15)}"/></linearGradient></defs>` +
    `<rect x="-160" y="-340" width="320" height="340" rx="46" fill="${lighten(shade, 0.75)}" opacity="0.9"/>` +
    `<rect x="-136" y="-290" width="272" height="268" rx="30" fill="url(#${id}j)"/>` +
    `<rect x="-160" y="-340" width="320" height="340" rx="46" fill="url(#glass)"/>` +
    `<rect x="-118" y="-318" width="18" height="280" rx="9" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="96" y="-300" width="10" height="240" rx="5" fill="#ffffff" opacity="0.3"/>` +
    `<rect x="-44" y="-380" width="88" height="44" rx="6" fill="url(#metalDeep)"/>` +
    `<rect x="-96" y="-540" width="192" height="166" rx="18" fill="url(#metal)"/>` +
    `<rect x="-70" y="-520" width="16" height="126" rx="8" fill="#ffffff" opacity="0.3"/>`
  );
}

function dropper({ id, shade }: ItemContext): string {
  return (
    `<defs>${shadeCylinder(`${id}g`, shade)}</defs>` +
    `<rect x="-112" y="-340" width="224" height="340" rx="34" fill="url(#${id}g)"/>` +
    `<rect x="-112" y="-340" width="224" height="340" rx="34" fill="url(#glass)" opacity="0.7"/>` +
    `<rect x="-84" y="-300" width="16" height="260" rx="8" fill="#ffffff" opacity="0.4"/>` +
    `<rect x="-56" y="-388" width="112" height="52" rx="8" fill="url(#metal)"/>` +
    `<path d="M-40 -388 L-40 -500 Q-40 -560 0 -560 Q40 -560 40 -500 L40 -388 Z" fill="url(#rubber)"/>`
  );
}

function pump({ id, shade }: ItemContext): string {
  const body = lighten(shade, 0.35);
  return (
    `<defs>${shadeCylinder(`${id}g`, body)}</defs>` +
    `<path d="M-110 -380 Q-110 -420 -60 -425 L60 -425 Q110 -420 110 -380 L110 -30 Q110 0 80 0 L-80 0 Q-110 0 -110 -30 Z" fill="url(#${id}g)"/>` +
    `<rect x="-80" y="-300" width="160" height="170" rx="14" fill="${darken(shade, 0.05)}" opacity="0.55"/>` +
    `<rect x="-88" y="-390" width="15" height="360" rx="7" fill="#ffffff" opacity="0.3"/>` +
    `<rect x="-48" y="-462" width="96" height="42" rx="6" fill="url(#metal)"/>` +
    `<rect x="-12" y="-505" width="24" height="46" fill="url(#metalDeep)"/>` +
    `<path d="M-52 -545 L52 -545 L52 -532 L128 -532 Q136 -532 136 -524 L136 -518 L52 -518 L52 -500 L-52 -500 Z" fill="url(#metal)"/>`
  );
}

function jar({ id, shade }: ItemContext): string {
  const body = lighten(shade, 0.5);
  return (
    `<defs>${shadeCylinder(`${id}g`, body)}</defs>` +
    `<rect x="-200" y="-210" width="400" height="210" rx="36" fill="url(#${id}g)"/>` +
    `<rect x="-200" y="-128" width="400" height="42" fill="${shade}" opacity="0.55"/>` +
    `<rect x="-170" y="-190" width="16" height="170" rx="8" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="-212" y="-312" width="424" height="110" rx="20" fill="url(#metal)"/>` +
    `<rect x="-212" y="-224" width="424" height="22" rx="4" fill="url(#metalDeep)" opacity="0.7"/>`
  );
}

function tube({ id, shade }: ItemContext): string {
  const body = lighten(shade, 0.55);
  const crimp = Array.from(
    { length: 12 },
    (_, index) => `<rect x="${-108 + index * 18}" y="-556" width="6" height="32" fill="#000000" opacity="0.08"/>`,
  ).join('');
  return (
    `<defs>${shadeCylinder(`${id}g`, body)}<clipPath id="${id}c"><path d="M-72 -90 L-116 -522 L116 -522 L72 -90 Z"/></clipPath></defs>` +
    `<rect x="-80" y="-96" width="160" height="96" rx="14" fill="url(#metal)"/>` +
    `<path d="M-72 -90 L-116 -522 L116 -522 L72 -90 Z" fill="url(#${id}g)"/>` +
    `<g clip-path="url(#${id}c)"><rect x="-130" y="-260" width="260" height="90" fill="${shade}" opacity="0.6"/>` +
    `<rect x="-130" y="-156" width="260" height="14" fill="${shade}" opacity="0.35"/></g>` +
    `<rect x="-120" y="-560" width="240" height="42" rx="6" fill="${lighten(shade, 0.7)}"/>${crimp}` +
    `<path d="M-84 -500 L-56 -120" stroke="#ffffff" stroke-opacity="0.35" stroke-width="14" stroke-linecap="round"/>`
  );
}

function nailPolish({ id, shade }: ItemContext): string {
  return (
    `<defs><linearGradient id="${id}p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(shade, 0.25)}"/>` +
    `<stop offset="0.6" stop-color="${shade}"/><stop offset="1" stop-color="${darken(shade, 0.3)}"/></linearGradient></defs>` +
    `<rect x="-120" y="-250" width="240" height="250" rx="44" fill="${lighten(shade, 0.8)}" opacity="0.85"/>` +
    `<rect x="-100" y="-220" width="200" height="200" rx="32" fill="url(#${id}p)"/>` +
    `<rect x="-120" y="-250" width="240" height="250" rx="44" fill="url(#glass)"/>` +
    `<rect x="-86" y="-214" width="16" height="170" rx="8" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="-40" y="-278" width="80" height="32" rx="6" fill="${lighten(shade, 0.6)}" opacity="0.9"/>` +
    `<rect x="-56" y="-540" width="112" height="266" rx="14" fill="url(#metal)"/>` +
    `<rect x="-36" y="-520" width="12" height="226" rx="6" fill="#ffffff" opacity="0.22"/>`
  );
}

function brush({ id, shade }: ItemContext): string {
  const one = (key: string, tip: string) =>
    `<defs><linearGradient id="${key}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${lighten(tip, 0.55)}"/>` +
    `<stop offset="1" stop-color="${tip}"/></linearGradient></defs>` +
    `<path d="M-16 0 L-26 -300 L26 -300 L16 0 Q0 8 -16 0 Z" fill="url(#metal)"/>` +
    `<rect x="-30" y="-400" width="60" height="104" rx="6" fill="url(#metalDeep)"/>` +
    `<rect x="-18" y="-392" width="8" height="90" rx="4" fill="#ffffff" opacity="0.35"/>` +
    `<path d="M-30 -398 C-56 -460 -46 -540 0 -580 C46 -540 56 -460 30 -398 Z" fill="url(#${key})"/>`;
  return (
    `<g transform="translate(-70 0) rotate(-10)">${one(`${id}a`, shade)}</g>` +
    `<g transform="translate(70 0) rotate(11) scale(0.88)">${one(`${id}b`, darken(shade, 0.25))}</g>`
  );
}

const ITEMS: Record<ProductArtKind, (context: ItemContext) => string> = {
  lipstick,
  gloss,
  pencil,
  mascara,
  palette,
  compact,
  perfume,
  dropper,
  pump,
  jar,
  tube,
  nailPolish,
  brush,
};

/** Half the drawn width of each item, for shadows and for spacing a set. */
const HALF_WIDTH: Record<ProductArtKind, number> = {
  lipstick: 205,
  gloss: 60,
  pencil: 185,
  mascara: 205,
  palette: 300,
  compact: 240,
  perfume: 160,
  dropper: 112,
  pump: 140,
  jar: 212,
  tube: 120,
  nailPolish: 120,
  brush: 225,
};

/** A soft swatch of the product's texture in front of it, as in a studio shot. */
const SWATCHED: ReadonlySet<ProductArtKind> = new Set(['lipstick', 'gloss', 'jar', 'nailPolish', 'dropper', 'compact']);

function swatch(shade: string, x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(0.8)">` +
    `<path d="M-90 0 C-80 -30 -20 -34 30 -26 C70 -20 96 -12 92 0 C88 12 40 18 -10 16 C-60 14 -96 10 -90 0 Z" fill="${shade}"/>` +
    `<path d="M-60 -12 C-30 -24 20 -22 50 -16" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

function sharedDefs(trim: Trim): string {
  const metal = METALS[trim];
  return (
    cylinder('metal', metal) +
    cylinder(
      'metalDeep',
      metal.map((colour) => darken(colour, 0.25)),
    ) +
    cylinder('rubber', ['#0e0e10', '#26262a', '#55555c', '#2a2a2f', '#151518', '#0a0a0b']) +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>` +
    `<stop offset="0.22" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/>` +
    `<stop offset="0.42" stop-color="#c7ccd3"/><stop offset="0.5" stop-color="#f8fafc"/><stop offset="0.58" stop-color="#c2c7cf"/>` +
    `<stop offset="1" stop-color="#9aa0a8"/></linearGradient>` +
    `<filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>`
  );
}

function svgDocument(size: { width: number; height: number }, viewBox: [number, number], body: string): Buffer {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewBox[0]} ${viewBox[1]}" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  );
}

/** The studio: backdrop, arch and podium, with the podium top at y = 780 of a 1000 × 1000 square. */
function studio(backdrop: [string, string], podiumHalfWidth: number): string {
  const [light, deep] = backdrop;
  const archHalf = Math.min(340, podiumHalfWidth + 40);
  return (
    `<defs><radialGradient id="backdrop" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${lighten(light, 0.35)}"/>` +
    `<stop offset="1" stop-color="${deep}"/></radialGradient>` +
    `<linearGradient id="arch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(deep, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(deep, 0.05)}"/></linearGradient>` +
    cylinder('podium', [darken(light, 0.12), lighten(light, 0.2), lighten(light, 0.55), lighten(light, 0.3), light, darken(light, 0.1)]) +
    `</defs>` +
    `<rect width="1000" height="1000" fill="url(#backdrop)"/>` +
    `<path d="M${500 - archHalf} 800 L${500 - archHalf} ${150 + archHalf} A${archHalf} ${archHalf} 0 0 1 ${500 + archHalf} ${150 + archHalf} L${500 + archHalf} 800 Z" fill="url(#arch)" opacity="0.9"/>` +
    `<rect x="0" y="850" width="1000" height="150" fill="${darken(deep, 0.04)}" opacity="0.5"/>` +
    `<path d="M${500 - podiumHalfWidth} 780 L${500 - podiumHalfWidth} 900 A${podiumHalfWidth} 46 0 0 0 ${500 + podiumHalfWidth} 900 L${500 + podiumHalfWidth} 780 Z" fill="url(#podium)"/>` +
    `<ellipse cx="500" cy="780" rx="${podiumHalfWidth}" ry="46" fill="${lighten(light, 0.45)}"/>`
  );
}

function shadow(x: number, y: number, halfWidth: number): string {
  return `<ellipse cx="${x}" cy="${y + 4}" rx="${halfWidth * 0.9}" ry="20" fill="#3a2a2a" opacity="0.22" filter="url(#soft)"/>`;
}

function place(kind: ProductArtKind, context: ItemContext, x: number, y: number, scale: number): string {
  return shadow(x, y, HALF_WIDTH[kind] * scale) + `<g transform="translate(${x} ${y}) scale(${scale})">${ITEMS[kind](context)}</g>`;
}

function pastelBackdrop(shade: string): [string, string] {
  // Dark shades need more white to reach a pastel; light ones keep some of their colour.
  const amount = luminance(shade) < 0.35 ? 0.8 : 0.62;
  return [lighten(shade, amount + 0.08), lighten(shade, amount)];
}

function productBody(art: ProductArt): string {
  const trim = art.trim ?? 'gold';
  const backdrop = art.backdrop ?? pastelBackdrop(art.shade);
  const scale = art.kind === 'palette' || art.kind === 'compact' || art.kind === 'lipstick' ? 1.05 : 1.18;
  const half = HALF_WIDTH[art.kind] * scale;
  const podium = Math.max(250, Math.min(360, half + 70));
  const context = { id: 'p', shade: art.shade, trim };
  return (
    `<defs>${sharedDefs(trim)}</defs>${studio(backdrop, podium)}` +
    place(art.kind, context, 500, 790, scale) +
    (SWATCHED.has(art.kind) ? swatch(art.shade, 500 + podium * 0.5, 822) : '')
  );
}

function setBody(art: SetArt): string {
  const trim = art.trim ?? 'gold';
  const firstShade = art.shades[0] ?? '#c48a7e';
  const backdrop = art.backdrop ?? pastelBackdrop(firstShade);
  const items = art.items.slice(0, 4);
  const gap = 24;
  const natural = items.reduce((sum, kind) => sum + HALF_WIDTH[kind] * 2, 0);
  // As large as fits in 860 of the 1000 units, and never larger than a single product.
  const scale = Math.min(0.85, (860 - gap * (items.length - 1)) / natural);
  const widths = items.map((kind) => HALF_WIDTH[kind] * 2 * scale);
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * (items.length - 1);
  let x = 500 - total / 2;
  const placed = items.map((kind, index) => {
    const centre = x + widths[index]! / 2;
    x += widths[index]! + gap;
    const shade = art.shades[index % art.shades.length] ?? firstShade;
    return place(kind, { id: `s${index}`, shade, trim }, centre, 790, scale);
  });
  return `<defs>${sharedDefs(trim)}</defs>${studio(backdrop, Math.min(440, total / 2 + 60))}${placed.join('')}`;
}

function bannerBody(art: BannerArt): string {
  const [light, deep, accent] = art.palette;
  const trim = art.trim ?? 'gold';
  const defs =
    `<defs>${sharedDefs(trim)}<linearGradient id="sky" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${lighten(light, 0.3)}"/>` +
    `<stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${lighten(accent, 0.3)}" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    cylinder('plinth', [darken(light, 0.1), lighten(light, 0.25), lighten(light, 0.6), lighten(light, 0.3), light, darken(light, 0.12)]) +
    `</defs>`;
  const plinth = (x: number, top: number, half: number) =>
    `<path d="M${x - half} ${top} L${x - half} 640 L${x + half} 640 L${x + half} ${top} Z" fill="url(#plinth)"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${half}" ry="${half * 0.16}" fill="${lighten(light, 0.5)}"/>`;
  const products = art.items.slice(0, 3);
  // Products stand on plinths right of centre, where a phone's centred crop still shows them.
  const slots = [
    { x: 1010, top: 470, half: 150, scale: 0.56 },
    { x: 1250, top: 420, half: 120, scale: 0.5 },
    { x: 790, top: 520, half: 100, scale: 0.42 },
  ];
  const stands = products
    .map((item, index) => {
      const slot = slots[index]!;
      return (
        plinth(slot.x, slot.top, slot.half) +
        place(item.kind, { id: `b${index}`, shade: item.shade, trim }, slot.x, slot.top + 6, slot.scale)
      );
    })
    .join('');

  let motif: string;
  switch (art.motif) {
    case 'arches':
      motif =
        `<circle cx="1160" cy="170" r="230" fill="url(#glow)"/>` +
        [
          [700, 260, 120],
          [960, 120, 170],
          [1250, 180, 150],
        ]
          .map(
            ([x, top, half], index) =>
              `<path d="M${x! - half!} 640 L${x! - half!} ${top! + half!} A${half} ${half} 0 0 1 ${x! + half!} ${top! + half!} L${x! + half!} 640 Z" ` +
              `fill="${mix(light, deep, 0.35 + index * 0.15)}" opacity="0.8"/>`,
          )
          .join('') +
        `<circle cx="240" cy="460" r="90" fill="${lighten(accent, 0.5)}" opacity="0.55"/>` +
        `<circle cx="380" cy="160" r="34" fill="${lighten(accent, 0.3)}" opacity="0.5"/>`;
      break;
    case 'silk':
      motif =
        `<path d="M0 420 C260 300 520 520 820 380 C1080 260 1300 360 1600 240 L1600 600 L0 600 Z" fill="${lighten(deep, 0.25)}" opacity="0.55"/>` +
        `<path d="M0 500 C300 380 560 600 900 450 C1160 340 1380 470 1600 380 L1600 600 L0 600 Z" fill="${mix(deep, accent, 0.3)}" opacity="0.45"/>` +
        `<path d="M0 300 C340 180 600 420 960 260 C1220 150 1420 230 1600 140" stroke="#ffffff" stroke-opacity="0.45" stroke-width="10" fill="none"/>` +
        `<path d="M0 340 C340 220 600 460 960 300 C1220 190 1420 270 1600 180" stroke="#ffffff" stroke-opacity="0.2" stroke-width="26" fill="none"/>` +
        [
          [210, 200, 26],
          [330, 300, 16],
          [560, 150, 20],
          [640, 260, 12],
        ]
          .map(
            ([x, y, r]) =>
              `<circle cx="${x}" cy="${y}" r="${r}" fill="${lighten(accent, 0.65)}"/>` +
              `<circle cx="${x! - r! * 0.3}" cy="${y! - r! * 0.3}" r="${r! * 0.35}" fill="#ffffff" opacity="0.8"/>`,
          )
          .join('');
      break;
    case 'petals':
      motif =
        Array.from({ length: 9 }, (_, index) => {
          const angle = index * 40;
          return `<ellipse cx="0" cy="-190" rx="90" ry="200" transform="translate(1040 330) rotate(${angle})" fill="${mix(light, accent, 0.25 + (index % 3) * 0.15)}" opacity="0.45"/>`;
        }).join('') +
        `<circle cx="1040" cy="330" r="110" fill="url(#glow)"/>` +
        Array.from({ length: 5 }, (_, index) => {
          const angle = index * 72 + 20;
          return `<ellipse cx="0" cy="-70" rx="34" ry="80" transform="translate(260 420) rotate(${angle})" fill="${lighten(accent, 0.4)}" opacity="0.5"/>`;
        }).join('');
      break;
  }
  return `${defs}<rect width="1600" height="600" fill="url(#sky)"/>${motif}${stands}`;
}

/** The artwork as SVG bytes at the given size (cropped to fill, centred). */
export function renderArtwork(art: Art, size: { width: number; height: number }): Buffer {
  switch (art.kind) {
    case 'banner':
      return svgDocument(size, [1600, 600], bannerBody(art));
    case 'set':
      return svgDocument(size, [1000, 1000], setBody(art));
    default:
      return svgDocument(size, [1000, 1000], productBody(art));
  }
}

/** The artwork rasterised to PNG, the form an upload takes (the image pipeline refuses SVG). */
export async function renderArtworkPng(art: Art, size: { width: number; height: number }): Promise<Buffer> {
  // Fast compression: the PNG only carries pixels to the pipeline, which re-encodes them.
  return sharp(renderArtwork(art, size)).png({ compressionLevel: 1 }).toBuffer();
}

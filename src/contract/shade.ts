// A product's shade in its page's address: /products/{id}?color=C48A7E (the colour's hex code without
// its '#', any case), so a shared link opens with that shade picked and its photo shown. Its own module,
// kept out of the first load: only the product page and the server read it.

/** The address parameter naming a product's shade. */
export const COLOR_PARAM = 'color';

/** The hex code '#RRGGBB' (as colours are stored) the parameter's value names; null when it is not six hex digits. */
export function shadeHex(value: string | null | undefined): string | null {
  return value && /^[0-9A-Fa-f]{6}$/.test(value) ? `#${value.toUpperCase()}` : null;
}

/** The parameter's value for a colour: 'C48A7E' for '#C48A7E'. */
export const shadeParam = (hexCode: string): string => hexCode.replace(/^#/, '').toUpperCase();

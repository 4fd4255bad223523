import { z } from 'zod';
import { LIMITS } from './constants.js';
import { emptyToUndefined, optionalText, requiredText } from './fields.js';

const COLORS_FORMAT = 'Colors must be a JSON list of {name, hexCode}';
import { validation } from './messages/validation.js';

/** A colour's name in one language as entered: trimmed, the English name's limit, empty means none. */
const colorNameTranslationInput = z
  .strictObject({ name: optionalText(LIMITS.colorNameMax) })
  .optional()
  .transform((translation) => (translation?.name ? { name: translation.name } : {}));

/** The colour's name in French and Arabic: both languages always present, a name inside only when translated. */
export interface ColorTranslations {
  fr: { name?: string };
  ar: { name?: string };
}

/** How a product returns a colour's translations. */
const colorNameTranslationSchema = z.object({ name: z.string().min(1).optional() }).meta({
  id: 'ColorNameTranslation',
  description: "A colour's name in one language: present only when translated; where it is missing, the English one stands in",
});
export const colorTranslationsSchema = z
  .object({ fr: colorNameTranslationSchema, ar: colorNameTranslationSchema })
  .meta({ id: 'ColorTranslations', description: "The colour's name in French (fr) and Arabic (ar), each possibly empty" });

export const HEX_CODE_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const DEFAULT_HEX_CODE = '#000000';

/** A colour as entered: name trimmed, hex code "#RRGGBB" stored upper-case. */
export const colorSchema = z.strictObject({
  name: requiredText(validation.colorNameRequired, LIMITS.colorNameMax),
  hexCode: z
    .string({ error: validation.colorHexRequired })
    .trim()
    .min(1, { error: validation.colorHexRequired })
    .regex(HEX_CODE_PATTERN, { error: validation.colorHexFormat })
    .transform((hex) => hex.toUpperCase()),
  /** One of the product's photos, shown when the colour is picked; absent or null: none. */
  photo: z
    .string({ error: validation.colorPhotoUnknown })
    .trim()
    .max(64, { error: validation.colorPhotoUnknown })
    .nullable()
    .optional()
    .transform((id) => id || null),
  // The stock a product's response gives each colour (read-only there): a client may send back the
  // colours it read, and these are dropped, whatever they say; other unknown keys are still refused.
  /** The name in French and Arabic; absent or empty: English stands in. */
  translations: z
    .strictObject({ fr: colorNameTranslationInput, ar: colorNameTranslationInput })
    // Stored only when there is one, so colours without a translation keep their old shape.
    .transform((translations): ColorTranslations | undefined => (translations.fr.name || translations.ar.name ? translations : undefined))
    .optional(),
  soldOut: z
    .unknown()
    .transform(() => undefined)
    .optional(),
  left: z
    .unknown()
    .transform(() => undefined)
    .optional(),
});
export type Color = z.output<typeof colorSchema>;

/** Colour names are unique case-insensitively; hex codes are unique too (stored upper-case). */
export function sameColorName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

export const colorListSchema = z
  .array(colorSchema)
  .max(LIMITS.maxColors, { error: validation.tooManyColors })
  .superRefine((colors, ctx) => {
    colors.forEach((color, index) => {
      if (colors.findIndex((other) => sameColorName(other.name, color.name)) !== index) {
        ctx.addIssue({ code: 'custom', message: validation.colorNameExists, path: [index, 'name'] });
      }
      // The hex code is what names the colour in a cart line, an order, a sale and a stock count.
      if (colors.findIndex((other) => other.hexCode === color.hexCode) !== index) {
        ctx.addIssue({ code: 'custom', message: validation.colorHexExists, path: [index, 'hexCode'] });
      }
    });
  });

/** The `colors` multipart field: JSON text of the list; absent or empty means no colours. */
export const colorsJsonText = z
  .preprocess(
    emptyToUndefined,
    z
      .string({ error: COLORS_FORMAT })
      .transform((text, ctx): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: COLORS_FORMAT });
          return z.NEVER;
        }
      })
      .pipe(colorListSchema)
      .optional(),
  )
  .transform((colors) => colors ?? [])
  .meta({
    description:
      'JSON text of the colour list, [{"name": "Rose", "hexCode": "#FF00AA", "photo": "<a photo id of the product, optional>", "translations": {"fr": {"name": "Rose"}, "ar": {"name": "وردي"}}}]; translations are optional, an absent or empty name means the English one stands in; absent or empty means none',
    contentMediaType: 'application/json',
  });

import { z } from 'zod';
import { LIMITS } from './constants.js';
import { emptyToUndefined } from './fields.js';
import { validation } from './messages/validation.js';

export { photoSchema, type Photo } from './image.js';

// Several photos per product and offer. A photo is a stored image (the same pipeline as every
// picture): uploaded first, alone, by POST /api/images, then named by its id in the item's form.
// The first photo is the item's `image`, for every client that knows only that field.

export const photoIdSchema = z
  .string({ error: validation.photosFormat })
  .trim()
  .min(1, { error: validation.photosFormat })
  .max(64, { error: validation.photosFormat });

/**
 * The `photos` multipart field: JSON text of the photo ids in order, the first the main one; `[]`
 * removes every photo. Absent (or empty text) keeps the photos as they are.
 */
export const photosJsonText = z
  .preprocess(
    emptyToUndefined,
    z
      .string({ error: validation.photosFormat })
      .transform((text, ctx): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: validation.photosFormat });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(photoIdSchema, { error: validation.photosFormat })
          .max(LIMITS.photosMax, { error: validation.photosTooMany })
          .refine((ids) => new Set(ids).size === ids.length, { error: validation.photoTwice }),
      )
      .optional(),
  )
  .meta({
    description: `JSON text of the photo ids in order (from POST /api/images), at most ${LIMITS.photosMax}; the first is the main one; absent keeps the photos`,
    contentMediaType: 'application/json',
  });

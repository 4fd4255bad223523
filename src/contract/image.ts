import { z } from 'zod';

/**
 * Every entity with a picture carries these fields. `image` is the URL of the largest stored width,
 * loadable as it is; `imageSrcset` lists every stored width for `srcset`; width and height are the
 * intrinsic size of `image`, so pages reserve the space before it loads.
 */
export const imageFields = {
  image: z.string().nullable(),
  imageSrcset: z.string().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
};

export interface ImageFields {
  image: string | null;
  imageSrcset: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/** A photo in a response: its image id and the fields every picture has (never null here). */
export const photoSchema = z
  .object({
    id: z.string().describe("The image id: what the form's photos and a colour's photo name"),
    image: z.string(),
    imageSrcset: z.string(),
    imageWidth: z.number().int(),
    imageHeight: z.number().int(),
  })
  .meta({ id: 'Photo', description: 'One photo of an item, at every stored width' });
export type Photo = z.infer<typeof photoSchema>;

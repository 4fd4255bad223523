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

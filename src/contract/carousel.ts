import { z } from 'zod';
import { idSchema, isoTimestamp } from './fields.js';
import { imageFields } from './image.js';

export const carouselImageSchema = z
  .object({
    id: idSchema,
    imageId: z.string().describe("The image's id: its link-preview picture is /uploads/<imageId>-share.jpg"),
    ...imageFields,
    createdAt: isoTimestamp,
  })
  .meta({ id: 'CarouselImage', description: 'A carousel image' });
export type CarouselImage = z.infer<typeof carouselImageSchema>;
/** GET /carousel: every image, in the order added (oldest first). */
export const carouselListResponseSchema = z
  .array(carouselImageSchema)
  .meta({ id: 'CarouselImages', description: 'Every carousel image, oldest first' });

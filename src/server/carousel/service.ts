import type { CarouselImage } from '../../contract/carousel.js';
import { validation } from '../../contract/messages/validation.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { nowIso } from '../db/text.js';
import { fieldError, notFound } from '../http/errors.js';
import { imageFieldsFor } from '../images/storage.js';
import type { ImageLibrary, Upload } from '../uploads/library.js';
import { imageColumns, joinedImage } from '../uploads/repository.js';

function baseQuery(db: Db) {
  return db
    .selectFrom('carousel_images')
    .innerJoin('images', 'images.id', 'carousel_images.image_id')
    .select(['carousel_images.id', 'carousel_images.image_id', ...imageColumns, 'carousel_images.created_at']);
}

type CarouselRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const toCarouselImage = (row: CarouselRow): CarouselImage => ({
  id: row.id,
  ...imageFieldsFor(joinedImage(row)),
  createdAt: row.created_at,
});

export class CarouselService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageLibrary,
  ) {}

  /** In the order added. */
  async list(): Promise<CarouselImage[]> {
    const rows = await baseQuery(this.db).orderBy('carousel_images.created_at').orderBy('carousel_images.id').execute();
    return rows.map(toCarouselImage);
  }

  async create(imageBytes: Upload | undefined): Promise<CarouselImage> {
    if (!imageBytes) throw fieldError('image', validation.selectImage);
    const image = await this.images.process(imageBytes);
    const id = uuidv7();
    await this.images.saveWith(image, async (trx, imageId) => {
      await trx
        .insertInto('carousel_images')
        .values({ id, image_id: imageId!, created_at: nowIso() })
        .execute();
    });
    const row = await baseQuery(this.db).where('carousel_images.id', '=', id).executeTakeFirstOrThrow();
    return toCarouselImage(row);
  }

  async delete(id: string): Promise<void> {
    await this.images.deleteWith(async (trx) => {
      const row = await trx.selectFrom('carousel_images').select('image_id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Carousel image');
      await trx.deleteFrom('carousel_images').where('id', '=', id).execute();
      return row.image_id;
    });
  }
}

import type { CarouselImage } from '#contract/carousel.js';
import { recordActivity, type Actor } from '../activity/record.js';
import { validation } from '#contract/messages/validation.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { nowIso } from '../db/text.js';
import { fieldError, notFound } from '../http/errors.js';
import { imageFieldsFor } from '../images/storage.js';
import type { ImageLibrary, Upload } from '../uploads/library.js';
import { joinedImage } from '../uploads/repository.js';
import * as repo from './repository.js';

/** How the activity names a carousel image: it has no name, and its id tells one from another. */
const CAROUSEL_LABEL = 'Carousel image';

const toCarouselImage = (row: repo.CarouselImageListRow): CarouselImage => ({
  id: row.id,
  imageId: row.image_id,
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
    return (await repo.listCarouselImages(this.db)).map(toCarouselImage);
  }

  async create(by: Actor | null, imageBytes: Upload | undefined): Promise<CarouselImage> {
    if (!imageBytes) throw fieldError('image', validation.selectImage);
    const image = await this.images.process(imageBytes);
    const id = uuidv7();
    await this.images.saveWith(image, async (trx, imageId) => {
      const at = nowIso();
      await repo.insertCarouselImage(trx, { id, image_id: imageId!, created_at: at });
      await recordActivity(trx, by, { kind: 'carousel', action: 'created', subjectId: id, subjectLabel: CAROUSEL_LABEL, at });
    });
    const row = await repo.findCarouselImage(this.db, id);
    if (!row) throw new Error(`Carousel image ${id} is missing right after it was saved`);
    return toCarouselImage(row);
  }

  async delete(by: Actor | null, id: string): Promise<void> {
    await this.images.deleteWith(async (trx) => {
      const imageId = await repo.deleteCarouselImage(trx, id);
      if (imageId === undefined) throw notFound('Carousel image');
      await recordActivity(trx, by, { kind: 'carousel', action: 'deleted', subjectId: id, subjectLabel: CAROUSEL_LABEL });
      return [imageId];
    });
  }
}

import type { Offer, OfferFields } from '../../contract/offer.js';
import { catalogueItemColumns, catalogueItemFields } from '../catalog/item-fields.js';
import { paginate, type ListResponse } from '../../contract/pagination.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { nowIso } from '../db/text.js';
import { notFound } from '../http/errors.js';
import type { ImageLibrary, Upload } from '../uploads/library.js';
import * as repo from './repository.js';

export function toOffer(row: repo.OfferListRow): Offer {
  return catalogueItemFields(row);
}

export class OfferService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageLibrary,
  ) {}

  async list(page: number, limit: number, search?: string): Promise<ListResponse<Offer>> {
    const { rows, total } = await repo.listOffers(this.db, search, limit, (page - 1) * limit);
    return { data: rows.map(toOffer), pagination: paginate(page, limit, total) };
  }

  async get(id: string): Promise<Offer> {
    const row = await repo.findOffer(this.db, id);
    if (!row) throw notFound('Offer');
    return toOffer(row);
  }

  async create(fields: OfferFields, imageBytes?: Upload): Promise<Offer> {
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    const id = uuidv7();
    const now = nowIso();
    await this.images.saveWith(image, (trx, imageId) =>
      repo.insertOffer(trx, { id, ...catalogueItemColumns(fields), image_id: imageId, created_at: now, updated_at: now }),
    );
    return this.get(id);
  }

  /** Without a new image the current one stays. */
  async update(id: string, fields: OfferFields, imageBytes?: Upload): Promise<Offer> {
    if (!(await repo.findOfferImageId(this.db, id))) throw notFound('Offer');
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    await this.images.replaceWith(image, async (trx, imageId) => {
      const current = await repo.findOfferImageId(trx, id);
      if (!current) throw notFound('Offer');
      await repo.updateOffer(trx, id, { ...catalogueItemColumns(fields), ...(imageId ? { image_id: imageId } : {}), updated_at: nowIso() });
      return current.image_id;
    });
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    await this.images.deleteWith(async (trx) => {
      const current = await repo.findOfferImageId(trx, id);
      if (!current) throw notFound('Offer');
      await repo.deleteOffer(trx, id);
      return current.image_id;
    });
  }
}

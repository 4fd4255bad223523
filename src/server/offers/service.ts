import type { z } from 'zod';
import type { Photo } from '#contract/image.js';
import type { Offer, OfferFields, offerListQuerySchema } from '#contract/offer.js';
import { catalogueItemColumns, catalogueItemFields } from '../catalogue/item/fields.js';
import { CatalogueItemService, type LowStockThreshold } from '../catalogue/item/service.js';
import { stockResponse, type CountsByItem } from '../stock/service.js';
import type { Db } from '../db/connect.js';
import type { ImageLibrary } from '../uploads/library.js';
import { findOffer, listOffers, type OfferListRow } from './repository.js';

function toOffer(row: OfferListRow, counts: CountsByItem, threshold: number, photos: Photo[]): Offer {
  const stock = stockResponse(counts, threshold, row);
  return { ...catalogueItemFields(row, photos), soldOut: stock.soldOut, trackStock: stock.trackStock, left: stock.left };
}

/** An offer is a catalogue item, sold out only when counted down to 0. */
export class OfferService extends CatalogueItemService<OfferListRow, Offer, OfferFields, z.output<typeof offerListQuerySchema>> {
  constructor(db: Db, images: ImageLibrary, threshold?: LowStockThreshold) {
    super(
      db,
      images,
      {
        table: 'offers',
        itemKind: 'offer',
        noun: 'Offer',
        list: listOffers,
        find: findOffer,
        toItem: toOffer,
        columns: catalogueItemColumns,
        stock: (fields) => ({ item: { name: fields.name, colors: [], tracked: fields.trackStock }, counts: fields.stock }),
        colorPhotos: () => [],
      },
      threshold,
    );
  }
}

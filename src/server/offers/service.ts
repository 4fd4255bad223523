import type { z } from 'zod';
import type { Offer, OfferFields, offerListQuerySchema } from '#contract/offer.js';
import { catalogueItemColumns, catalogueItemFields } from '../catalogue/item/fields.js';
import { CatalogueItemService } from '../catalogue/item/service.js';
import type { Db } from '../db/connect.js';
import type { ImageLibrary } from '../uploads/library.js';
import { findOffer, listOffers, type OfferListRow } from './repository.js';

/** An offer is a catalogue item and nothing more. */
export class OfferService extends CatalogueItemService<OfferListRow, Offer, OfferFields, z.output<typeof offerListQuerySchema>> {
  constructor(db: Db, images: ImageLibrary) {
    super(db, images, {
      table: 'offers',
      noun: 'Offer',
      list: listOffers,
      find: findOffer,
      toItem: catalogueItemFields,
      columns: catalogueItemColumns,
    });
  }
}

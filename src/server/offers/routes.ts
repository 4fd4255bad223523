import { offerFieldsSchema, offerListQuerySchema, offerListResponseSchema, offerSchema } from '#contract/offer.js';
import { catalogueItemRoutes } from '../catalogue/item/routes.js';
import { OfferService } from './service.js';

export const offerRoutes = catalogueItemRoutes(OfferService, {
  // The API names this collection in the singular (/offer), unlike /products.
  path: '/offer',
  noun: { one: 'offer', many: 'offers', article: 'an' },
  schemas: { item: offerSchema, list: offerListResponseSchema, listQuery: offerListQuerySchema, fields: offerFieldsSchema },
});

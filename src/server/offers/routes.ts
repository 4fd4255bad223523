import { offerFieldsSchema, offerListQuerySchema, offerListResponseSchema, offerSchema } from '#contract/offer.js';
import { catalogueItemRoutes } from '../catalogue/item/routes.js';
import { OfferService } from './service.js';

export const offerRoutes = catalogueItemRoutes(OfferService, {
  // The spec names the collection in the singular.
  path: '/offer',
  noun: { one: 'offer', many: 'offers', article: 'an' },
  schemas: { item: offerSchema, list: offerListResponseSchema, listQuery: offerListQuerySchema, fields: offerFieldsSchema },
});

import { PAGE_SIZE } from '#contract/constants.js';
import { offerListQuery } from '#web/api/offers.js';
import { PAGE_PARAM, parsePage, SEARCH_PARAM } from '#contract/page-query.js';

/** The offers page the URL asks for: the page shows it, and the server renders it (routes/storefront-routes.tsx). */
export const offersQuery = (params: URLSearchParams) =>
  offerListQuery({ page: parsePage(params.get(PAGE_PARAM)), limit: PAGE_SIZE.publicOffers, search: params.get(SEARCH_PARAM) ?? '' });

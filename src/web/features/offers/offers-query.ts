import { PAGE_SIZE } from '#contract/constants.js';
import { offerListQuery } from '#web/api/offers.js';
import { parsePage } from '#web/navigation/use-list-search.js';

/** The offers page the URL asks for: the page shows it, and the server renders it (routes/route-data.ts). */
export const offersQuery = (params: URLSearchParams) =>
  offerListQuery({ page: parsePage(params.get('page')), limit: PAGE_SIZE.publicOffers, search: params.get('search') ?? '' });

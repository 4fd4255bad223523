import { admin } from '../../../../contract/messages/admin.js';
import { CatalogueItemsPage } from '../shared/CatalogueItemsPage.js';
import { ItemCard } from '../shared/ItemCard.js';
import { useListSearch } from '../../../lib/use-list-search.js';
import { useDeleteOffer } from './api/delete-offer.js';
import { useOffers } from './api/list-offers.js';
import { OfferDialog } from './OfferDialog.js';

/** The spec's offer page: the product page, for offers. */
export function OffersPage() {
  const params = useListSearch();
  const offers = useOffers({ page: params.page, search: params.search });
  const deleteMutation = useDeleteOffer();
  return (
    <CatalogueItemsPage
      text={admin.offers}
      fetchToastId="admin-offers-fetch"
      params={params}
      query={offers}
      remove={deleteMutation}
      renderCard={(offer, actions) => <ItemCard key={offer.id} item={offer} {...actions} />}
      renderDialog={(offer, onClose) => <OfferDialog offer={offer} onClose={onClose} />}
    />
  );
}

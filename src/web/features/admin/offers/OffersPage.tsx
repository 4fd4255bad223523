import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.js';
import { offerListQuery } from '#web/api/offers.js';
import { deleteOfferMutation } from '#web/api/admin/offers.js';
import { CatalogueItemsPage } from '../catalogue-item/CatalogueItemsPage.js';
import { ItemCard } from '../catalogue-item/ItemCard.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { useAdminText } from '../i18n/context.js';
import { OfferDialog } from './OfferDialog.js';

/** The admin panel's offers page: the products page, for offers. */
export function OffersPage() {
  const text = useAdminText().offers;
  const params = useListSearch();
  const offers = useQuery(offerListQuery({ page: params.page, limit: PAGE_SIZE.admin, search: params.search }));
  const deleteMutation = useMutation(deleteOfferMutation);
  return (
    <CatalogueItemsPage
      text={text}
      fetchToastId="admin-offers-fetch"
      params={params}
      query={offers}
      remove={deleteMutation}
      renderCard={(offer, actions) => <ItemCard key={offer.id} item={offer} {...actions} />}
      renderDialog={(offer, onClose) => <OfferDialog offer={offer} onClose={onClose} />}
    />
  );
}

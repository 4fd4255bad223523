import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { admin } from '../../../../contract/messages/admin.js';
import { commonText } from '../../../../contract/messages/common.js';
import type { Offer } from '../../../../contract/offer.js';
import { toast } from '../../../lib/toast.js';
import { ItemCard } from '../shared/ItemCard.js';
import { ListToolbar } from '../shared/ListToolbar.js';
import { EmptyState, ErrorState, LoadingState } from '../shared/ListStates.js';
import { PageHeading } from '../shared/PageHeading.js';
import { Pagination } from '../../../components/ui/Pagination.js';
import { useListParams } from '../shared/useListParams.js';
import { Button } from '../../../components/ui/Button.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { useDeleteOffer } from './api/delete-offer.js';
import { useOffers } from './api/list-offers.js';
import { OfferDialog } from './OfferDialog.js';

export function OffersPage() {
  const { page, search, searchInput, setSearchInput, setPage } = useListParams();
  const offers = useOffers({ page, search });
  const deleteMutation = useDeleteOffer();
  const [editing, setEditing] = useState<{ offer: Offer | null } | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);

  const pagination = offers.data?.pagination;
  const items = offers.data?.data ?? [];

  useEffect(() => {
    if (offers.isError) toast.error(admin.offers.fetchFailed, { id: 'admin-offers-fetch' });
  }, [offers.isError]);

  // A page past the end (the last item of the last page was deleted elsewhere): show the last page.
  useEffect(() => {
    if (pagination && !offers.isPlaceholderData && items.length === 0 && page > 1 && pagination.totalPages >= 1) {
      setPage(Math.min(page - 1, pagination.totalPages));
    }
  });

  function confirmDelete() {
    if (!deleting || deleteMutation.isPending) return;
    const target = deleting;
    deleteMutation.mutate(target.id, {
      onSuccess: () => {
        toast.success(admin.common.deleted(target.name));
        setDeleting(null);
        if (items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error(admin.offers.deleteFailed),
    });
  }

  return (
    <section>
      <PageHeading
        title={admin.offers.heading}
        detail={pagination ? commonText.totalCount(pagination.totalItems) : undefined}
      />
      <ListToolbar
        searchLabel={admin.offers.searchPlaceholder}
        searchValue={searchInput}
        onSearchChange={setSearchInput}
        onRefresh={() => void offers.refetch()}
        refreshing={offers.isFetching}
        action={
          <Button onClick={() => setEditing({ offer: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {admin.offers.add}
          </Button>
        }
      />

      {offers.isPending ? (
        <LoadingState />
      ) : offers.isError && !offers.data ? (
        <ErrorState title={admin.offers.fetchFailed} error={offers.error} onRetry={() => void offers.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={admin.offers.empty} hint={search ? undefined : admin.offers.emptyHint} />
      ) : (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${offers.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((offer) => (
            <ItemCard
              key={offer.id}
              item={offer}
              onEdit={() => setEditing({ offer })}
              onDelete={() => setDeleting(offer)}
            />
          ))}
        </ul>
      )}
      {pagination ? (
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          onPageChange={setPage}
        />
      ) : null}

      {editing ? <OfferDialog offer={editing.offer} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={admin.offers.deleteTitle}
        description={deleting ? admin.offers.deleteText(deleting.name) : ''}
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { admin } from '../../../../contract/messages/admin.js';
import { commonText } from '../../../../contract/messages/common.js';
import type { Product } from '../../../../contract/product.js';
import { toast } from '../../../lib/toast.js';
import { ListToolbar } from '../shared/ListToolbar.js';
import { EmptyState, ErrorState, LoadingState } from '../shared/ListStates.js';
import { PageHeading } from '../shared/PageHeading.js';
import { Pagination } from '../../../components/ui/Pagination.js';
import { useListParams } from '../shared/useListParams.js';
import { Button } from '../../../components/ui/Button.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { useDeleteProduct } from './api/delete-product.js';
import { useProducts } from './api/list-products.js';
import { ProductCard } from './ProductCard.js';
import { ProductDialog } from './ProductDialog.js';

export function ProductsPage() {
  const { page, search, searchInput, setSearchInput, setPage } = useListParams();
  const products = useProducts({ page, search });
  const deleteMutation = useDeleteProduct();
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const pagination = products.data?.pagination;
  const items = products.data?.data ?? [];

  useEffect(() => {
    if (products.isError) toast.error(admin.products.fetchFailed, { id: 'admin-products-fetch' });
  }, [products.isError]);

  // A page past the end (the last item of the last page was deleted elsewhere): show the last page.
  useEffect(() => {
    if (pagination && !products.isPlaceholderData && items.length === 0 && page > 1 && pagination.totalPages >= 1) {
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
      onError: () => toast.error(admin.products.deleteFailed),
    });
  }

  return (
    <section>
      <PageHeading
        title={admin.products.heading}
        detail={pagination ? commonText.totalCount(pagination.totalItems) : undefined}
      />
      <ListToolbar
        searchLabel={admin.products.searchPlaceholder}
        searchValue={searchInput}
        onSearchChange={setSearchInput}
        onRefresh={() => void products.refetch()}
        refreshing={products.isFetching}
        action={
          <Button onClick={() => setEditing({ product: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {admin.products.add}
          </Button>
        }
      />

      {products.isPending ? (
        <LoadingState />
      ) : products.isError && !products.data ? (
        <ErrorState title={admin.products.fetchFailed} error={products.error} onRetry={() => void products.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={admin.products.empty} hint={search ? undefined : admin.products.emptyHint} />
      ) : (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => setEditing({ product })}
              onDelete={() => setDeleting(product)}
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

      {editing ? <ProductDialog product={editing.product} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={admin.products.deleteTitle}
        description={deleting ? admin.products.deleteText(deleting.name) : ''}
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListResponse } from '#contract/pagination.js';
import { toast } from '#web/components/ui/toast.js';

interface AdminListOptions<T> {
  query: UseQueryResult<ListResponse<T>>;
  page: number;
  setPage: (page: number) => void;
  remove: UseMutationResult<void, Error, string>;
  /** One toast per list, however often the fetch fails. */
  fetchToastId: string;
  fetchFailed: string;
  deleteFailed: string;
  deleted: (item: T) => string;
  /** After a delete succeeded, e.g. to close a detail dialog showing the item. */
  onDeleted?: () => void;
}

/**
 * What every admin list does around its rows: a toast when the fetch fails, the previous page when
 * the current one is past the end, and a confirmed delete that steps back a page when it empties one.
 */
export function useAdminList<T extends { id: string }>({
  query,
  page,
  setPage,
  remove,
  fetchToastId,
  fetchFailed,
  deleteFailed,
  deleted,
  onDeleted,
}: AdminListOptions<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const pagination = query.data?.pagination;
  const items = query.data?.data ?? [];

  useEffect(() => {
    if (query.isError) toast.error(fetchFailed, { id: fetchToastId });
  }, [query.isError, fetchFailed, fetchToastId]);

  // A page past the end (the last item of the last page was deleted elsewhere): show the last page.
  useEffect(() => {
    if (pagination && !query.isPlaceholderData && items.length === 0 && page > 1 && pagination.totalPages >= 1) {
      setPage(Math.min(page - 1, pagination.totalPages));
    }
  });

  function confirmDelete() {
    if (!deleting || remove.isPending) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(deleted(target));
        setDeleting(null);
        onDeleted?.();
        if (items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error(deleteFailed),
    });
  }

  return {
    items,
    pagination,
    refresh: () => void query.refetch(),
    deleting,
    askToDelete: setDeleting,
    /** The props of the delete ConfirmDialog, besides its words. */
    confirmDelete: {
      open: deleting !== null,
      onOpenChange: (open: boolean) => (open ? undefined : setDeleting(null)),
      pending: remove.isPending,
      onConfirm: confirmDelete,
    },
  };
}

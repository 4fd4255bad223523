import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Pagination as PaginationInfo } from '#contract/pagination.js';
import { Pagination } from '#web/components/ui/Pagination.js';
import { EmptyState, ErrorState, LoadingState } from './ListStates.js';

interface AdminListBodyProps {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'data' | 'error' | 'refetch'>;
  empty: boolean;
  errorTitle: string;
  emptyTitle: string;
  emptyHint?: string | undefined;
  /** Left out for a list shown whole, on one page. */
  pagination?: PaginationInfo | undefined;
  onPageChange?: (page: number) => void;
  /** The rows, shown once there are some. */
  children: ReactNode;
}

/** An admin list's loading, error and empty states, or its rows, then the pager. */
export function AdminListBody({ query, empty, errorTitle, emptyTitle, emptyHint, pagination, onPageChange, children }: AdminListBodyProps) {
  return (
    <>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError && !query.data ? (
        <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : empty ? (
        <EmptyState title={emptyTitle} hint={emptyHint} />
      ) : (
        children
      )}
      {pagination && onPageChange ? (
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}

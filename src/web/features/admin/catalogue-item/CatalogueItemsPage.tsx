import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ListResponse } from '#contract/pagination.js';
import { Button } from '#web/components/ui/Button.js';
import { useMessages } from '#web/i18n/context.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminText } from '../i18n/context.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { ListToolbar } from '../list/ListToolbar.js';
import { PageHeading } from '../list/PageHeading.js';
import { useAdminList } from '../list/use-admin-list.js';
import type { useListSearch } from '#web/navigation/use-list-search.js';

/** The words of a catalogue page (useAdminText().products or .offers). */
interface CatalogueItemsText {
  heading: string;
  searchPlaceholder: string;
  add: string;
  empty: string;
  emptyHint: string;
  fetchFailed: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteText: (name: string) => string;
}

interface CatalogueItemsPageProps<T extends { id: string; name: string }> {
  text: CatalogueItemsText;
  fetchToastId: string;
  params: ReturnType<typeof useListSearch>;
  query: UseQueryResult<ListResponse<T>>;
  remove: UseMutationResult<void, Error, string>;
  /** A card (a list item with a key) with Edit and Delete wired to `actions`. */
  renderCard: (item: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  /** The add (item null) or edit dialog. */
  renderDialog: (item: T | null, onClose: () => void) => ReactNode;
}

/** The products page and the offers page: a searchable grid of cards with add, edit and delete. */
export function CatalogueItemsPage<T extends { id: string; name: string }>({
  text,
  fetchToastId,
  params,
  query,
  remove,
  renderCard,
  renderDialog,
}: CatalogueItemsPageProps<T>) {
  const common = useMessages().common;
  const adminCommon = useAdminText().common;
  const { page, search, term, onTermChange, goToPage: setPage } = params;
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const list = useAdminList({
    query,
    page,
    setPage,
    remove,
    fetchToastId,
    fetchFailed: text.fetchFailed,
    deleteFailed: text.deleteFailed,
    deleted: (item) => adminCommon.deleted(item.name),
  });

  return (
    <section>
      <PageHeading title={text.heading} detail={list.pagination ? common.totalCount(list.pagination.totalItems) : undefined} />
      <ListToolbar
        searchLabel={text.searchPlaceholder}
        searchValue={term}
        onSearchChange={onTermChange}
        onRefresh={list.refresh}
        refreshing={query.isFetching}
        action={
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {text.add}
          </Button>
        }
      />

      <AdminListBody
        query={query}
        empty={list.items.length === 0}
        errorTitle={text.fetchFailed}
        emptyTitle={text.empty}
        emptyHint={search ? undefined : text.emptyHint}
        pagination={list.pagination}
        onPageChange={setPage}
      >
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {list.items.map((item) => renderCard(item, { onEdit: () => setEditing({ item }), onDelete: () => list.askToDelete(item) }))}
        </ul>
      </AdminListBody>

      {editing ? renderDialog(editing.item, () => setEditing(null)) : null}
      <ConfirmDialog
        {...list.confirmDelete}
        title={text.deleteTitle}
        description={list.deleting ? text.deleteText(list.deleting.name) : ''}
      />
    </section>
  );
}

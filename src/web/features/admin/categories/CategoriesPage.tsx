import { useMutation, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Category } from '#contract/category.js';
import { PAGE_SIZE } from '#contract/constants.js';
import { categoryListQuery } from '#web/api/categories.js';
import { deleteCategoryMutation } from '#web/api/admin/categories.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { PageHeading } from '../list/PageHeading.js';
import { useAdminList } from '../list/use-admin-list.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { Button } from '#web/components/ui/Button.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminText, useOwnName } from '../i18n/context.js';
import { CategoryDialog } from './CategoryDialog.js';

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-3 sm:p-4">
      <dt className="text-xs text-muted sm:text-sm">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-brand-800 sm:text-3xl">{value}</dd>
    </div>
  );
}

export function CategoriesPage() {
  const text = useAdminText();
  const ownName = useOwnName();
  const { page, goToPage: setPage } = useListSearch();
  const categories = useQuery(categoryListQuery(page));
  const deleteMutation = useMutation(deleteCategoryMutation);
  const [editing, setEditing] = useState<{ category: Category | null } | null>(null);
  const list = useAdminList({
    query: categories,
    page,
    setPage,
    remove: deleteMutation,
    fetchToastId: 'admin-categories-fetch',
    fetchFailed: text.categories.fetchFailed,
    deleteFailed: text.categories.deleteFailed,
    deleted: () => text.categories.deleted,
  });
  const { pagination, items } = list;

  return (
    <section>
      <PageHeading title={text.categories.heading} />
      <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
        <Stat label={text.categories.totalCategories} value={pagination?.totalItems ?? '–'} />
        <Stat label={text.categories.currentPage} value={pagination ? pagination.currentPage : '–'} />
        <Stat label={text.categories.totalPages} value={pagination ? Math.max(pagination.totalPages, 1) : '–'} />
      </dl>
      <div className="mb-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={list.refresh} disabled={categories.isFetching} aria-label={text.common.refresh}>
          <RefreshCw aria-hidden="true" className={`size-4 ${categories.isFetching ? 'animate-spin' : ''}`} />
          <span>{text.common.refresh}</span>
        </Button>
        <Button onClick={() => setEditing({ category: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {text.categories.add}
        </Button>
      </div>

      <AdminListBody
        query={categories}
        empty={items.length === 0}
        errorTitle={text.categories.fetchFailed}
        emptyTitle={text.categories.empty}
        pagination={pagination}
        onPageChange={setPage}
      >
        <div className={`overflow-hidden rounded-2xl border border-brand-100 bg-white ${categories.isPlaceholderData ? 'opacity-60' : ''}`}>
          <table className="w-full text-start text-sm">
            <thead className="bg-brand-50 text-muted">
              <tr>
                <th scope="col" className="w-12 px-3 py-3 text-start font-medium sm:px-4">
                  {text.categories.columnNumber}
                </th>
                <th scope="col" className="px-3 py-3 text-start font-medium sm:px-4">
                  {text.categories.columnName}
                </th>
                <th scope="col" className="px-3 py-3 text-end font-medium sm:px-4">
                  {text.categories.columnActions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {items.map((category, index) => (
                <tr key={category.id}>
                  <td className="px-3 py-2 text-muted tabular-nums sm:px-4">{(page - 1) * PAGE_SIZE.admin + index + 1}</td>
                  <td className="px-3 py-2 font-medium break-all text-ink sm:px-4">{ownName(category)}</td>
                  <td className="px-3 py-2 sm:px-4">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`${text.common.edit} ${ownName(category)}`}
                        onClick={() => setEditing({ category })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="danger"
                        size="icon"
                        aria-label={`${text.common.delete} ${ownName(category)}`}
                        onClick={() => list.askToDelete(category)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminListBody>

      {editing ? <CategoryDialog category={editing.category} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        {...list.confirmDelete}
        title={text.categories.deleteTitle}
        description={list.deleting ? text.categories.deleteText(list.deleting.name) : ''}
      />
    </section>
  );
}

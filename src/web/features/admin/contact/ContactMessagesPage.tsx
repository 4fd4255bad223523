import { useMutation, useQuery } from '@tanstack/react-query';
import { Mail, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ContactMessage } from '#contract/contact.js';
import { contactMessageListQuery } from '#web/api/contact.js';
import { deleteContactMessageMutation } from '#web/api/admin/contact.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { PageHeading } from '../list/PageHeading.js';
import { useAdminList } from '../list/use-admin-list.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { Button } from '#web/components/ui/Button.js';
import { useMessages } from '#web/i18n/context.js';
import { useCan } from '../auth/person.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { Dialog } from '../dialogs/Dialog.js';

export function ContactMessagesPage() {
  const text = useAdminText();
  const common = useMessages().common;
  const format = useAdminFormat();
  const { page, goToPage: setPage } = useListSearch();
  const messages = useQuery(contactMessageListQuery(page));
  const deleteMutation = useMutation(deleteContactMessageMutation);
  const [reading, setReading] = useState<ContactMessage | null>(null);
  // Staff read the messages; only the owner deletes them.
  const mayDelete = useCan('deleteMessages');
  const list = useAdminList({
    query: messages,
    page,
    setPage,
    remove: deleteMutation,
    fetchToastId: 'admin-contact-fetch',
    fetchFailed: text.contact.fetchFailed,
    deleteFailed: text.contact.deleteFailed,
    deleted: () => text.contact.deleted,
    onDeleted: () => setReading(null),
  });
  const { pagination, items } = list;

  return (
    <section>
      <PageHeading title={text.contact.heading} detail={pagination ? common.totalCount(pagination.totalItems) : undefined} />
      <div className="mb-4 flex justify-end">
        <Button variant="secondary" onClick={list.refresh} disabled={messages.isFetching} aria-label={text.common.refresh}>
          <RefreshCw aria-hidden="true" className={`size-4 ${messages.isFetching ? 'animate-spin' : ''}`} />
          <span>{text.common.refresh}</span>
        </Button>
      </div>

      <AdminListBody
        query={messages}
        empty={items.length === 0}
        errorTitle={text.contact.fetchFailed}
        emptyTitle={text.contact.empty}
        pagination={pagination}
        onPageChange={setPage}
      >
        <ul className={`flex flex-col gap-3 ${messages.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((message) => (
            <li key={message.id} className="flex items-stretch rounded-2xl border border-brand-100 bg-white shadow-sm">
              {/* The whole card opens the message; the button itself is the sender's name, stretched over
                  the card, so its label ('Open the message from …') contains the text it shows. */}
              <div className={`relative min-w-0 flex-1 p-4 hover:bg-brand-50 ${mayDelete ? 'rounded-s-2xl' : 'rounded-2xl'}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <p className="font-medium break-words text-ink">
                    <button
                      type="button"
                      onClick={() => setReading(message)}
                      aria-label={text.contact.open(message.name)}
                      className={`text-start after:absolute after:inset-0 ${mayDelete ? 'after:rounded-s-2xl' : 'after:rounded-2xl'}`}
                    >
                      <Isolate>{message.name}</Isolate>
                    </button>
                  </p>
                  <time dateTime={message.createdAt} className="text-xs text-muted">
                    {format.dateTime(message.createdAt)}
                  </time>
                </div>
                <p className="truncate text-sm text-brand-700">
                  <Isolate>{message.email}</Isolate>
                </p>
                <p className="mt-1 line-clamp-2 text-sm break-words text-muted">
                  <Isolate>{message.message}</Isolate>
                </p>
              </div>
              {mayDelete ? (
                <div className="flex items-center border-s border-brand-100 px-2">
                  <Button
                    variant="danger"
                    size="icon"
                    aria-label={`${text.common.delete} ${message.name}`}
                    onClick={() => list.askToDelete(message)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </AdminListBody>

      {reading ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setReading(null))} title={reading.name} size="lg">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted">{text.contact.email}</dt>
              <dd className="break-all text-ink">
                <Isolate>{reading.email}</Isolate>
              </dd>
            </div>
            <div>
              <dt className="text-muted">{text.contact.received}</dt>
              <dd className="text-ink">
                <time dateTime={reading.createdAt}>{format.dateTime(reading.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-muted">{text.contact.message}</dt>
              <dd className="mt-1 rounded-lg bg-sand p-3 break-words whitespace-pre-wrap text-ink">
                <Isolate>{reading.message}</Isolate>
              </dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {mayDelete ? (
              <Button variant="danger" onClick={() => list.askToDelete(reading)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {text.common.delete}
              </Button>
            ) : null}
            <a
              href={`mailto:${encodeURIComponent(reading.email)}`}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Mail aria-hidden="true" className="size-4" />
              {text.contact.replyByEmail}
            </a>
          </div>
        </Dialog>
      ) : null}
      <ConfirmDialog
        {...list.confirmDelete}
        title={text.contact.deleteTitle}
        description={list.deleting ? text.contact.deleteText(isolateText(list.deleting.name)) : ''}
      />
    </section>
  );
}

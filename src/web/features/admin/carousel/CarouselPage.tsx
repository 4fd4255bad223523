import { useMutation, useQuery } from '@tanstack/react-query';
import { Info, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CarouselImage } from '#contract/carousel.js';
import { carouselQuery } from '#web/api/carousel.js';
import { deleteCarouselImageMutation } from '#web/api/admin/carousel.js';
import { toast } from '#web/components/ui/toast.js';
import { EmptyState, ErrorState, LoadingState } from '../list/ListStates.js';
import { PageHeading } from '../list/PageHeading.js';
import { Button } from '#web/components/ui/Button.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import { AddImageDialog } from './AddImageDialog.js';

// The end of the id: time-ordered ids share their first characters.
const SHORT_ID_LENGTH = 8;

export function CarouselPage() {
  const text = useAdminText();
  const format = useAdminFormat();
  const images = useQuery(carouselQuery());
  const deleteMutation = useMutation(deleteCarouselImageMutation);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CarouselImage | null>(null);
  const items = images.data ?? [];

  useEffect(() => {
    if (images.isError) toast.error(text.carousel.fetchFailed, { id: 'admin-carousel-fetch' });
  }, [images.isError, text.carousel.fetchFailed]);

  function confirmDelete() {
    if (!deleting || deleteMutation.isPending) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(text.carousel.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(text.carousel.deleteFailed),
    });
  }

  return (
    <section>
      <PageHeading title={text.carousel.heading} detail={images.data ? text.carousel.count(items.length) : undefined} />
      <p className="mb-4 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text.carousel.note}
      </p>
      <div className="mb-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void images.refetch()} disabled={images.isFetching} aria-label={text.common.refresh}>
          <RefreshCw aria-hidden="true" className={`size-4 ${images.isFetching ? 'animate-spin' : ''}`} />
          <span>{text.common.refresh}</span>
        </Button>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {text.carousel.add}
        </Button>
      </div>

      {images.isPending ? (
        <LoadingState />
      ) : images.isError && !images.data ? (
        <ErrorState title={text.carousel.fetchFailed} error={images.error} onRetry={() => void images.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={text.carousel.empty} />
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
              <div className="relative aspect-[16/9] overflow-hidden bg-brand-50">
                <ResponsiveImage
                  image={image}
                  alt={text.carousel.alt(index + 1)}
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
                />
                <span className="absolute start-2 top-2 rounded-full bg-ink/80 px-2.5 py-0.5 text-sm font-semibold text-white">
                  {text.carousel.order(index + 1)}
                </span>
              </div>
              <div className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0 text-sm">
                  <p className="text-ink">{text.carousel.addedOn(format.date(image.createdAt))}</p>
                  <p className="truncate font-mono text-xs text-muted" title={image.id}>
                    {text.carousel.shortId(`…${image.id.slice(-SHORT_ID_LENGTH)}`)}
                  </p>
                </div>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`${text.common.delete} ${text.carousel.alt(index + 1)}`}
                  onClick={() => setDeleting(image)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {text.common.delete}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {adding ? <AddImageDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text.carousel.deleteTitle}
        description={text.carousel.deleteText}
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

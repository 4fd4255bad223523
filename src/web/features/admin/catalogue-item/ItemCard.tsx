import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ImageFields } from '#contract/image.js';
import { Button } from '#web/components/ui/Button.js';
import { Price } from '#web/components/ui/Price.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { useAdminText } from '../i18n/context.js';

interface ItemCardProps {
  item: ImageFields & { name: string; description: string; price: number; offerPrice: number | null };
  badges?: ReactNode;
  extra?: ReactNode;
  dimmed?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A product or offer in an admin grid. Names and descriptions render as text, never as markup. */
export function ItemCard({ item, badges, extra, dimmed = false, onEdit, onDelete }: ItemCardProps) {
  const text = useAdminText().common;
  return (
    <li className="flex overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm sm:flex-col">
      {/* A thumbnail beside the text on a phone, so a page of ten stays short. */}
      <div className="relative aspect-square w-28 shrink-0 self-start overflow-hidden bg-brand-50 sm:aspect-[4/3] sm:w-full">
        {/* Dimmed is the picture only: a faded 'Sold Out' badge would lose its contrast. */}
        <ResponsiveImage
          image={item}
          alt={item.name}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 7rem"
          className={dimmed ? 'opacity-60' : undefined}
        />
        {badges ? (
          <div className="absolute start-1.5 top-1.5 flex flex-col items-start gap-1 sm:start-2 sm:top-2 sm:flex-row sm:flex-wrap">
            {badges}
          </div>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        {/* The owner's words read in their own direction whatever the panel's language. */}
        <h2 dir="auto" className="line-clamp-2 font-medium break-words text-ink">
          {item.name}
        </h2>
        <p dir="auto" className="line-clamp-2 text-sm break-words text-muted">
          {item.description}
        </p>
        <Price price={item.price} offerPrice={item.offerPrice} size="sm" />
        {extra}
        <div className="mt-auto flex gap-2 pt-1 sm:pt-2">
          <Button variant="secondary" size="sm" className="flex-1" onClick={onEdit} aria-label={`${text.edit} ${item.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            {text.edit}
          </Button>
          <Button variant="danger" size="sm" className="flex-1" onClick={onDelete} aria-label={`${text.delete} ${item.name}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            {text.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}

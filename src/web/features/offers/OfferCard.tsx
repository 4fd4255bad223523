import { Link } from 'wouter';
import type { Offer } from '#contract/offer.js';
import { useMessages } from '#web/i18n/context.js';
import { useLocalizedText } from '#web/i18n/localized.js';
import { Badge } from '#web/components/ui/Badge.js';
import { Button } from '#web/components/ui/Button.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { Price } from '#web/components/ui/Price.js';
import { StockNote } from '#web/components/ui/StockNote.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { discountPercent } from '#web/shop/discount.js';
import { CARD_IMAGE_MAX_WIDTH } from '#web/components/ui/image-srcset.js';
import { useAddToCart } from '#web/shop/use-add-to-cart.js';

const IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)';

interface OfferCardProps {
  offer: Offer;
  /** The first card with a picture: that picture is the page's largest, fetched first (see firstPictured). */
  priority?: boolean;
}

export function OfferCard({ offer, priority = false }: OfferCardProps) {
  const messages = useMessages();
  const { name, description } = useLocalizedText(offer);
  const { busy, addToCart } = useAddToCart();
  const href = `/offer/${encodeURIComponent(offer.id)}`;
  const percent = discountPercent(offer.price, offer.offerPrice);
  return (
    <article
      data-sold-out={offer.soldOut || undefined}
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 data-sold-out:bg-brand-50/60 data-sold-out:shadow-none"
    >
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] overflow-hidden bg-brand-50">
        <ResponsiveImage
          image={offer}
          alt=""
          sizes={IMAGE_SIZES}
          maxWidth={CARD_IMAGE_MAX_WIDTH}
          priority={priority}
          className={offer.soldOut ? 'opacity-50 grayscale' : undefined}
        />
        {offer.soldOut ? (
          <Badge tone="danger" className="absolute end-3 top-3">
            {messages.common.soldOut}
          </Badge>
        ) : null}
        {percent > 0 ? (
          <Badge tone="sale" className="absolute start-3 top-3">
            {messages.productDetail.save(percent)}
          </Badge>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="font-display text-xl leading-snug text-ink">
          <Link href={href} className="hover:text-brand-700">
            {name}
          </Link>
        </h2>
        {/* English where the owner wrote no translation: its own direction, so its punctuation stays put. */}
        <p dir="auto" className="line-clamp-2 text-sm text-muted">
          {description}
        </p>
        <Price price={offer.price} offerPrice={offer.offerPrice} />
        {offer.soldOut ? null : <StockNote left={offer.left} />}
        <div className="mt-auto flex gap-2 pt-2">
          <Link href={href} className={buttonClass('secondary', 'md', 'flex-1')}>
            {messages.offers.viewDetails}
          </Link>
          <Button className="flex-1" busy={busy} disabled={offer.soldOut} onClick={() => addToCart({ ...offer, kind: 'offer' })}>
            {offer.soldOut ? messages.common.soldOut : busy ? messages.offers.adding : messages.offers.addToCart}
          </Button>
        </div>
      </div>
    </article>
  );
}

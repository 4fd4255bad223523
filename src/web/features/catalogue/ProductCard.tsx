import { useState } from 'react';
import { Link } from 'wouter';
import { SWATCHES_ON_CARD } from '#web/config/ui.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { localizedCategoryName, localizedColorName, localizedText } from '#web/i18n/localized.js';
import type { Product, ProductColor } from '#contract/product.js';
import { Badge } from '#web/components/ui/Badge.js';
import { Button } from '#web/components/ui/Button.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { EyeIcon } from '#web/components/ui/icons.js';
import { Price } from '#web/components/ui/Price.js';
import { StockNote } from '#web/components/ui/StockNote.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { colorPicture, getQuantity, useCart } from '#web/shop/cart.js';
import { CARD_IMAGE_MAX_WIDTH } from '#web/components/ui/image-srcset.js';
import { useAddToCart } from '#web/shop/use-add-to-cart.js';

const IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)';

interface ProductCardProps {
  product: Product;
  /** The detail page's link, carrying the list position to come back to. */
  detailHref: string;
  /** The first card with a picture: on a phone that picture is the page's largest (LCP), so it loads first (see firstPictured). */
  priority?: boolean;
}

export function ProductCard({ product, detailHref, priority = false }: ProductCardProps) {
  const messages = useMessages();
  const language = useLanguage();
  const { name, description } = localizedText(product, language);
  const [selected, setSelected] = useState<ProductColor | null>(null);
  const [needsColor, setNeedsColor] = useState(false);
  const inCart = useCart((state) => getQuantity(state.items, product.id));
  const { busy, addToCart } = useAddToCart();
  const shown = product.colors.slice(0, SWATCHES_ON_CARD.catalogue);
  const more = product.colors.length - shown.length;
  const hintId = `color-hint-${product.id}`;

  const choose = (color: ProductColor) => {
    setNeedsColor(false);
    // A second click on the chosen swatch deselects it.
    setSelected((current) => (current?.hexCode === color.hexCode ? null : color));
  };

  const onAdd = () => {
    if (product.colors.length > 0 && !selected) {
      setNeedsColor(true);
      return;
    }
    addToCart(
      product,
      selected && { name: selected.name, hexCode: selected.hexCode, photo: selected.photo, translations: selected.translations },
    );
  };

  return (
    <article
      data-sold-out={product.soldOut || undefined}
      className="group/card relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-md data-sold-out:bg-brand-50/60 data-sold-out:shadow-none"
    >
      <Link href={detailHref} tabIndex={-1} aria-hidden="true" className="relative block aspect-square overflow-hidden bg-brand-50">
        <ResponsiveImage
          // The picked colour's own photo in the same box.
          image={colorPicture(product, selected?.photo)}
          alt=""
          sizes={IMAGE_SIZES}
          maxWidth={CARD_IMAGE_MAX_WIDTH}
          priority={priority}
          // Sold out dims the picture, not the text, which keeps its contrast.
          className={product.soldOut ? 'opacity-50 grayscale' : 'transition-transform duration-500 group-hover/card:scale-[1.03]'}
        />
      </Link>
      <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2">
        <div className="flex flex-col items-start gap-1.5">
          {product.category ? <Badge>{localizedCategoryName(product.category, language)}</Badge> : null}
          {inCart > 0 ? <Badge tone="success">{messages.productCard.inCart(inCart)}</Badge> : null}
        </div>
        {product.soldOut ? <Badge tone="danger">{messages.common.soldOut}</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-display text-lg leading-snug text-ink">
            <Link href={detailHref} className="hover:text-brand-700">
              {name}
            </Link>
          </h2>
          {product.soldOut ? null : (
            <Link
              href={detailHref}
              aria-label={messages.productCard.viewDetails(name)}
              className="-me-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-800"
            >
              <EyeIcon />
            </Link>
          )}
        </div>
        {/* English where the owner wrote no translation: its own direction, so its punctuation stays put. */}
        <p dir="auto" className="line-clamp-2 text-sm text-muted">
          {description}
        </p>
        <Price price={product.price} offerPrice={product.offerPrice} />
        <StockNote left={selected ? selected.left : product.left} />
        {product.colors.length > 0 ? (
          <div>
            <ul aria-label={messages.productCard.colorsLabel(name)} className="flex flex-wrap items-center gap-1">
              {shown.map((color) => (
                <li key={color.hexCode + color.name} className="inline-flex size-8 items-center justify-center">
                  <ColorSwatch
                    name={
                      color.soldOut
                        ? messages.common.colorSoldOut(localizedColorName(color, language))
                        : localizedColorName(color, language)
                    }
                    hexCode={color.hexCode}
                    selected={selected?.hexCode === color.hexCode}
                    onSelect={() => choose(color)}
                    disabled={product.soldOut}
                    crossedOut={color.soldOut}
                  />
                </li>
              ))}
              {more > 0 ? (
                <li>
                  {/* Named by its words, not an aria-label: in Arabic they spell the number the link shows. */}
                  <Link href={detailHref} className="ms-1 text-sm font-medium text-brand-700 hover:underline">
                    <span aria-hidden="true">{messages.productCard.moreColors(more)}</span>
                    <span className="sr-only">{messages.productCard.moreColorsLabel(more)}</span>
                  </Link>
                </li>
              ) : null}
            </ul>
            {needsColor ? (
              <p id={hintId} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {messages.productCard.selectColor}
              </p>
            ) : null}
          </div>
        ) : null}
        <Button
          className="mt-auto w-full"
          onClick={onAdd}
          disabled={product.soldOut}
          busy={busy}
          aria-describedby={needsColor ? hintId : undefined}
        >
          {product.soldOut ? messages.common.soldOut : busy ? messages.productCard.adding : messages.productCard.addToCart}
        </Button>
      </div>
    </article>
  );
}

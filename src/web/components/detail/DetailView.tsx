import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { isolate } from '#contract/messages/translation.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { localizedColorName, useLocalizedText, type TranslatedColor, type TranslatedItem } from '#web/i18n/localized.js';
import type { ImageFields } from '#contract/image.js';
import type { Photo } from '#contract/photo.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { MIRRORED_IN_RTL } from '../ui/icons.js';
import { ColorSwatch } from '../ui/ColorSwatch.js';
import { Price } from '../ui/Price.js';
import { QuantityStepper } from '../ui/QuantityStepper.js';
import { QUANTITY_MAX } from '#web/shop/cart.js';
import { ShareButton } from '../ui/ShareButton.js';
import { StockNote } from '../ui/StockNote.js';
import { amountSaved, discountPercent } from '#web/shop/discount.js';
import { formatMoney } from '#web/shop/money.js';
import { PhotoGallery, type PhotoGalleryHandle } from './PhotoGallery.js';

export interface DetailColor extends TranslatedColor {
  name: string;
  hexCode: string;
  /** A counted colour at 0: struck through, not pickable. */
  soldOut?: boolean;
  /** 'Only n left' of this colour, when the shop says so. */
  left?: number | null;
  /** The id of the item's photo that shows this colour, brought into view when it is picked. */
  photo?: string | null;
}

export interface DetailItem extends ImageFields, TranslatedItem {
  name: string;
  description: string;
  price: number;
  offerPrice: number | null;
  photos: Photo[];
}

interface DetailViewProps {
  item: DetailItem;
  backHref: string;
  backLabel: string;
  categoryName?: string | null;
  /** Absent for offers: they have no colours. */
  colors?: DetailColor[];
  /** The colour picked when the page opens (a shade named in its address), its photo shown. */
  initialColor?: DetailColor | null;
  /** Told each time the visitor picks a colour, or unpicks it (null). */
  onColorChange?: (color: DetailColor | null) => void;
  soldOut?: boolean;
  /** 'Only n left' of the item, when the shop says so; a chosen colour says its own. */
  left?: number | null;
  busy: boolean;
  onAdd: (quantity: number, color: DetailColor | null) => void;
  toastDurationMs?: number;
}

/** The product and offer detail pages: photos, name, share, price, colours, description, quantity, add. */
export function DetailView({
  item,
  backHref,
  backLabel,
  categoryName,
  colors = [],
  initialColor = null,
  onColorChange,
  soldOut = false,
  left = null,
  busy,
  onAdd,
  toastDurationMs,
}: DetailViewProps) {
  const messages = useMessages();
  const language = useLanguage();
  const colorName = (option: DetailColor) => localizedColorName(option, language);
  const { name, description } = useLocalizedText(item);
  const [quantity, setQuantity] = useState(1);
  const [color, setColor] = useState<DetailColor | null>(initialColor);
  const [needsColor, setNeedsColor] = useState(false);
  const percent = discountPercent(item.price, item.offerPrice);
  const gallery = useRef<PhotoGalleryHandle>(null);

  const add = () => {
    if (colors.length > 0 && !color) {
      setNeedsColor(true);
      return;
    }
    onAdd(
      quantity,
      color && {
        name: color.name,
        hexCode: color.hexCode,
        photo: color.photo ?? null,
        ...(color.translations ? { translations: color.translations } : {}),
      },
    );
  };
  const shownLeft = color ? (color.left ?? null) : left;
  // No more than is left, when the shop says how many that is.
  const quantityMax = Math.min(QUANTITY_MAX, shownLeft ?? QUANTITY_MAX);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        href={backHref}
        className="inline-flex min-h-11 items-center gap-2 rounded-full pe-3 text-sm font-medium text-brand-800 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className={`size-4 ${MIRRORED_IN_RTL}`} />
        {backLabel}
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-12">
        <PhotoGallery ref={gallery} main={item} photos={item.photos} name={name} initialPhoto={initialColor?.photo ?? null}>
          {percent > 0 ? (
            <Badge tone="sale" className="absolute start-4 top-4 px-3 py-1 text-sm">
              {messages.productDetail.save(percent)}
            </Badge>
          ) : null}
          {soldOut ? (
            <Badge tone="danger" className="absolute end-4 top-4 px-3 py-1 text-sm">
              {messages.common.soldOut}
            </Badge>
          ) : null}
        </PhotoGallery>
        <div className="flex flex-col gap-6">
          <div>
            {categoryName ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-700">{categoryName}</p> : null}
            <div className="mt-2 flex items-start justify-between gap-4">
              <h1 className="font-display text-3xl leading-tight text-ink sm:text-4xl">{name}</h1>
              <ShareButton title={name} toastDurationMs={toastDurationMs} />
            </div>
          </div>
          {/* The floating chat button keeps clear of the price: of the figures, not of the space beside them. */}
          <div data-keep-clear className="w-fit">
            <Price price={item.price} offerPrice={item.offerPrice} size="lg" />
            {percent > 0 ? (
              <p className="mt-1 text-sm font-medium text-emerald-800">
                {/* Its own direction: beside Arabic words « $4.50 » would read « 4.50$ ». */}
                {messages.productDetail.save(percent)} · <span dir="ltr">{formatMoney(amountSaved(item.price, item.offerPrice))}</span>
              </p>
            ) : null}
            {soldOut ? null : <StockNote left={shownLeft} className="mt-2" />}
          </div>
          {colors.length > 0 ? (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">
                {messages.productDetail.chooseColor}
                {color ? (
                  <>
                    {/* Heard as 'Color, Selected: Berry', not run together. */}
                    <span className="sr-only">, </span>
                    <span className="ms-2 font-normal text-muted">{messages.productDetail.selectedColor(isolate(colorName(color)))}</span>
                  </>
                ) : null}
              </legend>
              <ul className="mt-3 flex flex-wrap gap-2">
                {colors.map((option) => (
                  <li key={option.hexCode + option.name} className="inline-flex size-11 items-center justify-center">
                    <ColorSwatch
                      name={option.soldOut ? messages.common.colorSoldOut(colorName(option)) : colorName(option)}
                      hexCode={option.hexCode}
                      size="md"
                      selected={color?.hexCode === option.hexCode}
                      disabled={soldOut}
                      crossedOut={Boolean(option.soldOut)}
                      onSelect={() => {
                        const picked = color?.hexCode === option.hexCode ? null : option;
                        setNeedsColor(false);
                        setColor(picked);
                        onColorChange?.(picked);
                        gallery.current?.show(picked?.photo ?? null);
                        setQuantity((value) => Math.max(1, Math.min(value, option.left ?? QUANTITY_MAX)));
                      }}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <div>
            <h2 className="text-sm font-semibold text-ink">{messages.productDetail.description}</h2>
            {/* English where the owner wrote no translation: its own direction, so its punctuation stays put. */}
            <p dir="auto" className="mt-2 whitespace-pre-line leading-relaxed text-muted">
              {description}
            </p>
          </div>
          <div className="flex items-center gap-3 border-t border-brand-100 pt-6">
            <QuantityStepper
              value={quantity}
              onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
              onIncrease={() => setQuantity((value) => Math.min(quantityMax, value + 1))}
              max={quantityMax}
              label={messages.productDetail.quantity}
            />
            <Button
              size="lg"
              className="min-w-0 flex-1"
              onClick={add}
              disabled={soldOut}
              busy={busy}
              aria-describedby={needsColor ? 'detail-color-hint' : undefined}
            >
              {soldOut ? messages.productDetail.soldOut : busy ? messages.productDetail.adding : messages.productDetail.addToCart(quantity)}
            </Button>
          </div>
          {needsColor ? (
            <p id="detail-color-hint" role="alert" className="-mt-3 text-sm font-medium text-red-700">
              {messages.productDetail.selectColorFirst}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

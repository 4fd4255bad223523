import { Link } from 'wouter';
import { isolate } from '#contract/messages/translation.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { icon } from '#web/components/ui/icons.js';
import { PoundPrice } from '#web/components/ui/PoundPrice.js';
import { QuantityStepper } from '#web/components/ui/QuantityStepper.js';
import { StockNote } from '#web/components/ui/StockNote.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { localizedColorName, useLocalizedText } from '#web/i18n/localized.js';
import { lineKey, lineTotal, QUANTITY_MAX, useCart, type CartItem, type LineCheck } from '#web/shop/cart.js';
import { amountSaved, hasDiscount } from '#web/shop/discount.js';
import { formatMoney } from '#web/shop/money.js';

/** Lucide's trash can, in the cart's own code rather than the code every page loads. */
const TrashIcon = icon(
  <>
    <path d="M10 11v6M14 11v6" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
);

function itemHref(item: CartItem): string {
  return item.kind === 'offer' ? `/offer/${encodeURIComponent(item.id)}` : `/products/${encodeURIComponent(item.id)}`;
}

/** One line of the cart: its photo, name and colour, price, quantity and total, or why it cannot be ordered now. */
export function CartLine({ item, check }: { item: CartItem; check: LineCheck | undefined }) {
  const messages = useMessages();
  const language = useLanguage();
  // The line keeps the names it was added with (English and translations); the page shows its own language's.
  const { name } = useLocalizedText(item);
  const colorName = item.color ? localizedColorName(item.color, language) : null;
  const increase = useCart((state) => state.increase);
  const decrease = useCart((state) => state.decrease);
  const remove = useCart((state) => state.remove);
  const hexCode = item.color?.hexCode ?? null;
  const discounted = hasDiscount(item.price, item.offerPrice);
  const status = check?.status ?? 'available';
  // Each status other than 'available' has its note of the same name (soldOut, unavailable,
  // colorUnavailable); too few left says how many are.
  const unavailable =
    status === 'available' ? null : status === 'notEnough' ? messages.cartOrder.onlyLeft(check?.left ?? 0) : messages.cartOrder[status];
  const previousPrice = status === 'available' ? check?.previousPrice : undefined;
  // The + stops at what is left when the shop says few are, as on the product page.
  const left = status === 'available' ? (check?.left ?? null) : null;
  const atCap = item.quantity >= QUANTITY_MAX;
  const capId = `cap-${lineKey(item)}`;
  return (
    <li className="flex gap-4 py-5" data-unavailable={unavailable ? 'true' : undefined}>
      <Link
        href={itemHref(item)}
        tabIndex={-1}
        aria-hidden="true"
        className="block size-24 shrink-0 overflow-hidden rounded-2xl bg-brand-50 sm:size-28"
      >
        {item.image ? (
          <img
            src={item.image}
            srcSet={item.imageSrcset ?? undefined}
            sizes="112px"
            alt=""
            width={112}
            height={112}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-display text-lg leading-snug text-ink">
              <Link href={itemHref(item)} className="hover:text-brand-700">
                {name}
              </Link>
            </h2>
            {item.color ? (
              <p className="mt-1 flex items-center gap-2 text-sm text-muted">
                <ColorSwatch name={colorName!} hexCode={item.color.hexCode} />
                {messages.cart.color(isolate(colorName!))}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => remove(item.id, hexCode)}
            aria-label={messages.cart.remove(colorName ? `${name} (${colorName})` : name)}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        {unavailable ? (
          <p className="text-sm">
            <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 ring-1 ring-red-200">
              {unavailable}
            </span>
            <span className="mt-1 block text-muted">{messages.cartOrder.notOrdered}</span>
          </p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-keep-clear>
            <span className="sr-only">{messages.cart.unitPrice}: </span>
            <span className="font-semibold text-ink">{formatMoney(item.offerPrice)}</span>
            {previousPrice !== undefined ? (
              <>
                <span className="sr-only">{messages.cartOrder.previousPrice}: </span>
                <s className="text-muted">{formatMoney(previousPrice)}</s>
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                  {messages.cartOrder.priceUpdated}
                </span>
              </>
            ) : discounted ? (
              <>
                <s className="text-muted">{formatMoney(item.price)}</s>
                <span className="font-medium text-emerald-800">
                  {messages.cart.save(formatMoney(amountSaved(item.price, item.offerPrice)))}
                </span>
              </>
            ) : null}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <div>
            <QuantityStepper
              size="sm"
              value={item.quantity}
              max={Math.min(QUANTITY_MAX, left ?? QUANTITY_MAX)}
              onDecrease={() => decrease(item.id, hexCode)}
              onIncrease={() => increase(item.id, hexCode)}
              label={messages.cart.quantityOf(name)}
            />
            {atCap ? (
              <p id={capId} className="mt-1 text-xs text-muted">
                {messages.cartToast.quantityMax(QUANTITY_MAX)}
              </p>
            ) : null}
            <StockNote left={left} className="mt-1" />
          </div>
          <div className="text-end" data-keep-clear>
            <p className={unavailable ? 'font-semibold text-muted line-through' : 'font-semibold text-ink'}>
              <span className="sr-only">{messages.cart.lineTotal}: </span>
              {formatMoney(lineTotal(item))}
            </p>
            {unavailable ? null : <PoundPrice dollars={lineTotal(item)} keyboard={false} />}
          </div>
        </div>
      </div>
    </li>
  );
}

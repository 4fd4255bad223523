import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cartText } from '#contract/messages/storefront.js';
import { Button } from '#web/components/ui/Button.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { QuantityStepper } from '#web/components/ui/QuantityStepper.js';
import { lineKey, lineTotal, totalItems, totalPrice, useCart, type CartItem } from '#web/shop/cart.js';
import { amountSaved, hasDiscount } from '#web/shop/discount.js';
import { formatMoney } from '#web/shop/money.js';
import { canGoBackInShop } from '#web/navigation/router.js';
import { shopConfig } from '#web/shop/shop-config.js';
import { orderLink } from '#web/shop/whatsapp.js';

function itemHref(item: CartItem): string {
  return item.kind === 'offer' ? `/offer/${encodeURIComponent(item.id)}` : `/products/${encodeURIComponent(item.id)}`;
}

function CartLine({ item }: { item: CartItem }) {
  const increase = useCart((state) => state.increase);
  const decrease = useCart((state) => state.decrease);
  const remove = useCart((state) => state.remove);
  const hexCode = item.color?.hexCode ?? null;
  const discounted = hasDiscount(item.price, item.offerPrice);
  return (
    <li className="flex gap-4 py-5">
      <Link href={itemHref(item)} tabIndex={-1} aria-hidden="true" className="block size-24 shrink-0 overflow-hidden rounded-2xl bg-brand-50 sm:size-28">
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
                {item.name}
              </Link>
            </h2>
            {item.color ? (
              <p className="mt-1 flex items-center gap-2 text-sm text-muted">
                <ColorSwatch name={item.color.name} hexCode={item.color.hexCode} />
                {cartText.color(item.color.name)}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => remove(item.id, hexCode)}
            aria-label={cartText.remove(item.color ? `${item.name} (${item.color.name})` : item.name)}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="sr-only">{cartText.unitPrice}: </span>
          <span className="font-semibold text-ink">{formatMoney(item.offerPrice)}</span>
          {discounted ? (
            <>
              <s className="text-muted">{formatMoney(item.price)}</s>
              <span className="font-medium text-emerald-800">{cartText.save(formatMoney(amountSaved(item.price, item.offerPrice)))}</span>
            </>
          ) : null}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={item.quantity}
            onDecrease={() => decrease(item.id, hexCode)}
            onIncrease={() => increase(item.id, hexCode)}
            label={cartText.quantityOf(item.name)}
          />
          <p className="font-semibold text-ink">
            <span className="sr-only">{cartText.lineTotal}: </span>
            {formatMoney(lineTotal(item))}
          </p>
        </div>
      </div>
    </li>
  );
}

export function CartPage() {
  const items = useCart((state) => state.items);
  const clear = useCart((state) => state.clear);
  const [, navigate] = useLocation();

  if (items.length === 0) {
    // Back in history when the visitor came from this shop; otherwise the home page.
    const continueShopping = () => {
      if (canGoBackInShop()) window.history.back();
      else navigate('/');
    };
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <ShoppingBag aria-hidden="true" className="size-12 text-brand-300" />
        <h1 className="mt-4 font-display text-3xl text-ink">{cartText.empty}</h1>
        <p className="mt-2 text-muted">{cartText.emptyHint}</p>
        <Button size="lg" className="mt-8" onClick={continueShopping}>
          {cartText.continueShopping}
        </Button>
      </div>
    );
  }

  const count = totalItems(items);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl text-ink sm:text-4xl">{cartText.heading}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul aria-label={cartText.itemsLabel} className="divide-y divide-brand-100 rounded-3xl bg-white px-4 ring-1 ring-brand-100 sm:px-6">
          {items.map((item) => (
            <CartLine key={lineKey(item)} item={item} />
          ))}
        </ul>
        <section aria-labelledby="order-summary" className="h-fit rounded-3xl bg-white p-6 ring-1 ring-brand-100 lg:sticky lg:top-24">
          <h2 id="order-summary" className="font-display text-2xl text-ink">
            {cartText.summary}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{cartText.subtotal(count)}</dt>
              <dd className="font-medium text-ink">{formatMoney(totalPrice(items))}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-base">
              <dt className="font-semibold text-ink">{cartText.total}</dt>
              <dd className="font-semibold text-ink" data-testid="cart-total">
                {formatMoney(totalPrice(items))}
              </dd>
            </div>
          </dl>
          <a
            href={orderLink(shopConfig.whatsappNumber, items)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg', 'mt-6 w-full')}
          >
            {cartText.orderViaWhatsapp}
          </a>
          <p className="mt-3 text-center text-xs text-muted">{cartText.orderNote}</p>
          <Button variant="danger" className="mt-4 w-full" onClick={clear}>
            {cartText.clearCart}
          </Button>
        </section>
      </div>
    </div>
  );
}

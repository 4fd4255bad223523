import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { NO_DELIVERY_OPTIONS, deliveryChoiceId, hasDeliveryOptions } from '#contract/delivery.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { isolate } from '#contract/messages/translation.js';
import { localizedColorName, useLocalizedText } from '#web/i18n/localized.js';
import { cartQuoteQuery } from '#web/api/orders.js';
import { toast } from '#web/components/ui/toast.js';
import { Button } from '#web/components/ui/Button.js';
import { icon, ShoppingBagIcon } from '#web/components/ui/icons.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { QuantityStepper } from '#web/components/ui/QuantityStepper.js';
import { StockNote } from '#web/components/ui/StockNote.js';
import { applyQuote, itemCheckKey, orderableItems } from '#web/shop/cart-check.js';
import {
  lineKey,
  lineTotal,
  QUANTITY_MAX,
  totalItems,
  totalPrice,
  useCart,
  type CartItem,
  type LineCheck,
} from '#web/shop/cart.js';
import { DELIVERY_FIELDS, useDelivery, type DeliveryField } from '#web/shop/delivery.js';
import { chosenDelivery, deliveryChoiceName, deliveryFigures, deliveryOptionsDiffer, takeDeliveryOptions, useFreshDeliveryOptions } from '#web/shop/delivery-options.js';
import { cartLines, sendOrder, sentLines } from '#web/shop/place-order.js';
import { resendUnrecorded } from '#web/shop/unrecorded-orders.js';
import { amountSaved, hasDiscount } from '#web/shop/discount.js';
import { formatMoney, toCents } from '#web/shop/money.js';
import { PoundPrice } from '#web/components/ui/PoundPrice.js';
import { canGoBackInShop } from '#web/navigation/router.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';
import { orderLink } from '#web/shop/whatsapp.js';
import { DeliveryChoice } from './DeliveryChoice.js';
import { ClearCartButton } from './ClearCartButton.js';
import { DeliveryForm, deliveryFieldId } from './DeliveryForm.js';

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

function CartLine({ item, check }: { item: CartItem; check: LineCheck | undefined }) {
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
            <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 ring-1 ring-red-200">{unavailable}</span>
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
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">{messages.cartOrder.priceUpdated}</span>
              </>
            ) : discounted ? (
              <>
                <s className="text-muted">{formatMoney(item.price)}</s>
                <span className="font-medium text-emerald-800">{messages.cart.save(formatMoney(amountSaved(item.price, item.offerPrice)))}</span>
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
            {unavailable ? null : <PoundPrice dollars={lineTotal(item)} />}
          </div>
        </div>
      </div>
    </li>
  );
}

/** The tab WhatsApp opens in is made on the click itself: made after the response, browsers block it as a pop-up. */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

function showLink(tab: Window | null, link: string) {
  if (tab && !tab.closed) tab.location.href = link;
  else window.location.href = link;
}

/** The delivery details' check, with zod: loaded once the cart shows lines, not with the page. */
const loadDeliveryCheck = () => import('#web/shop/delivery-check.js').then((module) => module.checkDelivery);

type CheckDelivery = typeof import('#web/shop/delivery-check.js').checkDelivery;

/** The check once it has loaded; until then the form shows no errors (a click on the order button waits for it). */
function useDeliveryCheck(wanted: boolean): CheckDelivery | null {
  const [check, setCheck] = useState<CheckDelivery | null>(null);
  useEffect(() => {
    if (!wanted || check) return;
    let current = true;
    loadDeliveryCheck().then(
      (loaded) => current && setCheck(() => loaded),
      // Not loaded (the line dropped): the next click on the order button tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, check]);
  return check;
}

/** The empty cart; after Clear Cart its message is brought into view and focused, so nobody is left on a blank page. */
function EmptyCart({ focusOnShow }: { focusOnShow: boolean }) {
  const messages = useMessages();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow || !heading.current) return;
    heading.current.scrollIntoView({ block: 'center' });
    heading.current.focus({ preventScroll: true });
  }, [focusOnShow]);
  // Back in history when the visitor came from this shop; otherwise the home page.
  const continueShopping = () => {
    if (canGoBackInShop()) window.history.back();
    else navigate('/');
  };
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <ShoppingBagIcon className="size-12 text-brand-300" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 font-display text-3xl text-ink outline-none">
        {messages.cart.empty}
      </h1>
      <p className="mt-2 text-muted">{messages.cart.emptyHint}</p>
      <Button size="lg" className="mt-8" onClick={continueShopping}>
        {messages.cart.continueShopping}
      </Button>
    </div>
  );
}

/** Said once the order went to WhatsApp, while the cart still holds what was sent. */
function OrderSentNote({ reference }: { reference: string | null }) {
  const messages = useMessages();
  return (
    <div role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-semibold">{messages.cartOrder.orderSent}</p>
      <p className="mt-1">{reference ? messages.cartOrder.orderSentReference(reference) : messages.cartOrder.orderSentNoReference}</p>
    </div>
  );
}

export function CartPage() {
  const messages = useMessages();
  // The order message opens with the owner's line in the page's language.
  const shopConfig = { ...useShopConfig(), ...useShopText() };
  const items = useCart((state) => state.items);
  const checks = useCart((state) => state.checks);
  const clear = useCart((state) => state.clear);
  const sentOrder = useCart((state) => state.sentOrder);
  const [cleared, setCleared] = useState(false);
  const details = useDelivery((state) => state.details);
  const rememberedOptionId = useDelivery((state) => state.optionId);
  const chooseOption = useDelivery((state) => state.choose);
  const language = useLanguage();
  const [sending, setSending] = useState(false);

  // The shop checks the lines (not the prices the browser kept) each time the cart opens or changes.
  const lines = useMemo(() => cartLines(items), [items]);
  const quote = useQuery({ ...cartQuoteQuery(lines), placeholderData: keepPreviousData });
  useEffect(() => {
    if (!quote.data) return;
    applyQuote(quote.data.lines);
    if (quote.data.deliveryOptions) takeDeliveryOptions(quote.data.deliveryOptions);
  }, [quote.data]);
  // The page's options until the shop responds to the cart with the options as they are now.
  const pageOptions = shopConfig.delivery ?? NO_DELIVERY_OPTIONS;
  const freshOptions = useFreshDeliveryOptions((state) => state.options);
  const deliveryOptions = freshOptions ?? pageOptions;
  const offersDelivery = hasDeliveryOptions(deliveryOptions);
  // The one last chosen while still offered, else the first: one that disappeared gives way to the first.
  const deliveryChoice = chosenDelivery(deliveryOptions, rememberedOptionId);
  useEffect(() => {
    void resendUnrecorded();
  }, []);
  const check = useDeliveryCheck(items.length > 0);
  const delivery = check ? check(details) : null;

  if (items.length === 0) return <EmptyCart focusOnShow={cleared} />;

  const startAgain = () => {
    setCleared(true);
    clear();
  };
  const orderable = orderableItems(items, checks);
  // The cart still holds the order last sent: the button opens that same order again.
  const sent = sentOrder && sentOrder.lines === sentLines(cartLines(orderable)) ? sentOrder : null;
  const unavailableCount = items.length - orderable.length;
  const count = totalItems(orderable);
  const itemsCents = toCents(totalPrice(orderable));
  const total = formatMoney(itemsCents / 100);
  const { feeCents, missingCents, grandCents } = deliveryFigures(deliveryChoice, itemsCents);
  // Said while the items are under the chosen zone's threshold.
  const freeOver = missingCents !== null && deliveryChoice?.kind === 'zone' ? deliveryChoice.zone.freeOver : null;
  const pickupName = messages.orderMessage.pickup;
  const messageOption = deliveryChoice ? { choice: deliveryChoice, name: deliveryChoiceName(deliveryChoice, language, pickupName) } : null;
  const shownDelivery = { options: deliveryOptions, optionId: deliveryChoice ? deliveryChoiceId(deliveryChoice) : null, language };

  const refuse = (errors: Partial<Record<DeliveryField, string>>) => {
    const first = DELIVERY_FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(deliveryFieldId(first))?.focus();
    toast.error(messages.cartOrder.deliveryInvalid);
  };

  const order = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const pageLink = event.currentTarget.href;
    if (sending || orderable.length === 0) return;
    if (delivery && !delivery.ok) {
      refuse(delivery.errors);
      return;
    }
    const tab = openBlankTab();
    setSending(true);
    // The check is here, unless the click came while it was loading: then the click waits for it.
    const checked = delivery ? Promise.resolve(delivery) : loadDeliveryCheck().then((loaded) => loaded(details));
    checked
      .then(async (result) => {
        if (!result.ok) {
          tab?.close();
          refuse(result.errors);
          return;
        }
        try {
          const outcome = await sendOrder(shopConfig, result.delivery, messages, shownDelivery);
          if (outcome.kind === 'changed') {
            tab?.close();
            toast.error(outcome.message);
          } else {
            showLink(tab, outcome.link);
          }
        } catch {
          showLink(
            tab,
            orderLink(shopConfig.whatsappNumber, orderable, messages, { delivery: result.delivery, shop: shopConfig, deliveryOption: messageOption, language }),
          );
        }
      })
      // The check could not load (the shop is out of reach): the link's own message, as the page shows it.
      .catch(() => showLink(tab, pageLink))
      .finally(() => setSending(false));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl text-ink sm:text-4xl">{messages.cart.heading}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul aria-label={messages.cart.itemsLabel} className="h-fit divide-y divide-brand-100 rounded-3xl bg-white px-4 ring-1 ring-brand-100 sm:px-6">
          {items.map((item) => (
            <CartLine key={lineKey(item)} item={item} check={checks[itemCheckKey(item)]} />
          ))}
        </ul>
        <section aria-labelledby="order-summary" className="h-fit rounded-3xl bg-white p-6 ring-1 ring-brand-100 lg:sticky lg:top-24">
          <h2 id="order-summary" className="font-display text-2xl text-ink">
            {messages.cart.summary}
          </h2>
          {offersDelivery ? (
            <dl className="mt-4 space-y-3 text-sm" data-keep-clear>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{messages.cart.subtotal(count)}</dt>
                <dd className="text-end font-medium text-ink">
                  {total}
                  <PoundPrice dollars={itemsCents / 100} />
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                <dt className="text-muted">{messages.cartOrder.deliveryRow}</dt>
                <dd className="text-end font-medium text-ink" data-testid="cart-delivery">
                  {feeCents === 0 ? messages.cartOrder.free : formatMoney(feeCents / 100)}
                  {feeCents === 0 ? null : <PoundPrice dollars={feeCents / 100} />}
                </dd>
                {freeOver !== null && missingCents !== null ? (
                  <dd className="basis-full text-xs text-emerald-800">{messages.cartOrder.freeOver(formatMoney(freeOver), formatMoney(missingCents / 100))}</dd>
                ) : null}
              </div>
              <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-base">
                <dt className="font-semibold text-ink">{messages.cart.total}</dt>
                <dd className="text-end font-semibold text-ink">
                  <span data-testid="cart-total">{formatMoney(grandCents / 100)}</span>
                  <PoundPrice dollars={grandCents / 100} />
                </dd>
              </div>
            </dl>
          ) : (
            <dl className="mt-4 space-y-3 text-sm" data-keep-clear>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{messages.cart.subtotal(count)}</dt>
                <dd className="font-medium text-ink">{total}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-base">
                <dt className="font-semibold text-ink">{messages.cart.total}</dt>
                <dd className="font-semibold text-ink" data-testid="cart-total">
                  {total}
                </dd>
              </div>
              <PoundPrice dollars={itemsCents / 100} className="text-end" />
            </dl>
          )}
          {unavailableCount > 0 ? <p className="mt-3 text-sm text-red-800">{messages.cartOrder.unavailableCount(unavailableCount)}</p> : null}
          {quote.isError ? (
            <p role="status" className="mt-3 text-xs text-muted">
              {messages.cartOrder.unchecked}
            </p>
          ) : null}
          {offersDelivery ? (
            <DeliveryChoice
              options={deliveryOptions}
              itemsCents={itemsCents}
              chosen={deliveryChoice}
              onChoose={chooseOption}
              updated={freshOptions !== null && deliveryOptionsDiffer(pageOptions, freshOptions)}
            />
          ) : null}
          <DeliveryForm errors={delivery && !delivery.ok ? delivery.errors : {}} byZone={deliveryOptions.zones.length > 0} />
          {sent ? <OrderSentNote reference={sent.reference} /> : null}
          {/* The href is the browser's own message: what opens when the shop cannot record the order. */}
          <a
            href={orderLink(shopConfig.whatsappNumber, orderable, messages, {
              delivery: delivery?.ok ? delivery.delivery : null,
              shop: shopConfig,
              deliveryOption: messageOption,
              language,
            })}
            target="_blank"
            rel="noopener noreferrer"
            onClick={order}
            aria-disabled={sending || orderable.length === 0 ? true : undefined}
            className={buttonClass('primary', 'lg', `mt-6 w-full${sending || orderable.length === 0 ? ' pointer-events-none opacity-60' : ''}`)}
          >
            {sending ? messages.cartOrder.sendingOrder : sent ? messages.cartOrder.sendAgain : messages.cart.orderViaWhatsapp}
          </a>
          <p className="mt-3 text-center text-xs text-muted">{messages.cart.orderNote}</p>
          {sent ? (
            <Button variant="secondary" className="mt-4 w-full" onClick={startAgain}>
              {messages.cartOrder.newCart}
            </Button>
          ) : (
            <ClearCartButton count={totalItems(items)} onClear={startAgain} />
          )}
        </section>
      </div>
    </div>
  );
}

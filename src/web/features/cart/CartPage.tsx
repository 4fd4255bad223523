import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { NO_DELIVERY_OPTIONS, deliveryChoiceId, hasDeliveryOptions } from '#contract/delivery.js';
import { haveCodeText } from '#contract/messages/storefront/discount-code-opener.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { cartQuoteQuery } from '#web/api/orders.js';
import { toast } from '#web/components/ui/toast.js';
import { Button } from '#web/components/ui/Button.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { applyQuote, itemCheckKey, orderableItems } from '#web/shop/cart-check.js';
import { lineKey, totalItems, totalPrice, useCart } from '#web/shop/cart.js';
import { DELIVERY_FIELDS, useDelivery, type DeliveryField } from '#web/shop/delivery.js';
import { cartCode, useCartCode } from '#web/shop/cart-code.js';
import {
  chosenDelivery,
  deliveryChoiceName,
  deliveryFigures,
  deliveryOptionsDiffer,
  takeDeliveryOptions,
  useFreshDeliveryOptions,
} from '#web/shop/delivery-options.js';
import { cartLines, sendOrder, sentLines } from '#web/shop/place-order.js';
import { resendUnrecorded } from '#web/shop/unrecorded-orders.js';
import { toCents } from '#web/shop/money.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';
import { orderLink } from '#web/shop/whatsapp.js';
import { CartLine } from './CartLine.js';
import { DeliveryChoice } from './DeliveryChoice.js';
import { ClearCartButton } from './ClearCartButton.js';
import { loadDeliveryCheck, useDeliveryCheck } from './delivery-check-loader.js';
import { DeliveryForm, deliveryFieldId } from './DeliveryForm.js';
import { EmptyCart } from './EmptyCart.js';
import { OrderSentNote } from './OrderSentNote.js';
import { OrderTotals } from './OrderTotals.js';
import { useDiscountCode } from './use-discount-code.js';
import { openBlankTab, showLink } from './whatsapp-tab.js';

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

  const orderable = orderableItems(items, checks);
  // The cart still holds the order last sent: the button opens that same order again.
  const sent = sentOrder && sentOrder.lines === sentLines(cartLines(orderable)) ? sentOrder : null;
  // The discount code on the cart: the one remembered, unless it went with the order last sent and the
  // cart holds another now.
  const code = cartCode(useCartCode(), sent?.lines ?? null);

  // The shop checks the lines (not the prices the browser kept), and the code, each time the cart opens or changes.
  const lines = useMemo(() => cartLines(items), [items]);
  const quote = useQuery({
    ...cartQuoteQuery(lines, code),
    // The lines as they were until the shop responds; another code's discount is not this one's.
    placeholderData: (previous, previousQuery) =>
      previous && previousQuery?.queryKey[3] !== code ? { ...previous, discount: null } : previous,
  });
  // The code's field and what an order's refusal said of it; its chunk loads once the field opens or a code is on the cart.
  const discountCode = useDiscountCode(code, quote, details.phone);
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
    // The code goes with the cart.
    discountCode.clear();
  };
  const unavailableCount = items.length - orderable.length;
  const count = totalItems(orderable);
  const itemsCents = toCents(totalPrice(orderable));
  const pickupName = messages.orderMessage.pickup;
  const messageOption = deliveryChoice ? { choice: deliveryChoice, name: deliveryChoiceName(deliveryChoice, language, pickupName) } : null;
  const shownDelivery = { options: deliveryOptions, optionId: deliveryChoice ? deliveryChoiceId(deliveryChoice) : null, language };

  // What the code takes off, once its chunk (its words and row) is here: the summary, the message and the order say it then.
  const feeCents = deliveryFigures(deliveryChoice, itemsCents).feeCents;
  const codeOnCart = discountCode.forCart({ language, messages, itemsCents, feeCents });
  const shownCode = codeOnCart?.applied ?? null;
  const orderWords = codeOnCart?.orderWords ?? messages;
  const messageDiscount = codeOnCart?.inMessage ?? null;

  const refuse = (errors: Partial<Record<DeliveryField, string>>) => {
    const first = DELIVERY_FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(deliveryFieldId(first))?.focus();
    toast.error(messages.cartOrder.deliveryInvalid);
  };

  const order = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const pageLink = event.currentTarget.href;
    if (sending || orderable.length === 0) return;
    // A code typed but not applied: applied now, and the order waits for the visitor to see the total with it.
    if (codeOnCart?.applyTyped) {
      codeOnCart.applyTyped();
      return;
    }
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
          const outcome = await sendOrder(shopConfig, result.delivery, orderWords, shownDelivery, shownCode);
          if (outcome.kind === 'changed') {
            tab?.close();
            toast.error(outcome.message);
            discountCode.orderRefused(outcome.discount);
          } else {
            showLink(tab, outcome.link);
          }
        } catch {
          showLink(
            tab,
            orderLink(shopConfig.whatsappNumber, orderable, orderWords, {
              delivery: result.delivery,
              shop: shopConfig,
              deliveryOption: messageOption,
              language,
              discount: messageDiscount,
            }),
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
        <ul
          aria-label={messages.cart.itemsLabel}
          className="h-fit divide-y divide-brand-100 rounded-3xl bg-white px-4 ring-1 ring-brand-100 sm:px-6"
        >
          {items.map((item) => (
            <CartLine key={lineKey(item)} item={item} check={checks[itemCheckKey(item)]} />
          ))}
        </ul>
        <section aria-labelledby="order-summary" className="h-fit rounded-3xl bg-white p-6 ring-1 ring-brand-100 lg:sticky lg:top-24">
          <h2 id="order-summary" className="font-display text-2xl text-ink">
            {messages.cart.summary}
          </h2>
          <OrderTotals
            count={count}
            itemsCents={itemsCents}
            offersDelivery={offersDelivery}
            choice={deliveryChoice}
            discount={codeOnCart?.summary}
          />
          {codeOnCart?.field ?? (
            <button
              type="button"
              onClick={discountCode.open}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {haveCodeText[language]}
            </button>
          )}
          {unavailableCount > 0 ? (
            <p className="mt-3 text-sm text-red-800">{messages.cartOrder.unavailableCount(unavailableCount)}</p>
          ) : null}
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
          {sent ? <OrderSentNote reference={sent.reference} pageToken={sent.pageToken} /> : null}
          {/* The href is the browser's own message: what opens when the shop cannot record the order. */}
          <a
            href={orderLink(shopConfig.whatsappNumber, orderable, orderWords, {
              delivery: delivery?.ok ? delivery.delivery : null,
              shop: shopConfig,
              deliveryOption: messageOption,
              language,
              discount: messageDiscount,
            })}
            target="_blank"
            rel="noopener noreferrer"
            onClick={order}
            aria-disabled={sending || orderable.length === 0 ? true : undefined}
            className={buttonClass(
              'primary',
              'lg',
              `mt-6 w-full${sending || orderable.length === 0 ? ' pointer-events-none opacity-60' : ''}`,
            )}
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

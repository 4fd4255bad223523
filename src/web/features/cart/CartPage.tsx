import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { NO_DELIVERY_OPTIONS, deliveryChoiceId, hasDeliveryOptions } from '#contract/delivery.js';
import type { CartDiscount } from '#contract/discount-code.js';
import { haveCodeText } from '#contract/messages/storefront/discount-code-opener.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { cartQuoteQuery } from '#web/api/orders.js';
import { toast } from '#web/components/ui/toast.js';
import { Button } from '#web/components/ui/Button.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { applyQuote, itemCheckKey, orderableItems } from '#web/shop/cart-check.js';
import { lineKey, totalItems, totalPrice, useCart } from '#web/shop/cart.js';
import { DELIVERY_FIELDS, useDelivery, type DeliveryField } from '#web/shop/delivery.js';
import { cartCode, setCartCode, useCartCode } from '#web/shop/cart-code.js';
import {
  chosenDelivery,
  deliveryChoiceName,
  deliveryFigures,
  deliveryOptionsDiffer,
  takeDeliveryOptions,
  useFreshDeliveryOptions,
} from '#web/shop/delivery-options.js';
import { cartLines, sendOrder, sentLines, type ShownCode } from '#web/shop/place-order.js';
import { resendUnrecorded } from '#web/shop/unrecorded-orders.js';
import { toCents } from '#web/shop/money.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';
import { orderLink } from '#web/shop/whatsapp.js';
import { CartLine } from './CartLine.js';
import { DeliveryChoice } from './DeliveryChoice.js';
import { ClearCartButton } from './ClearCartButton.js';
import { loadDeliveryCheck, useDeliveryCheck } from './delivery-check-loader.js';
import { useDiscountCode } from './discount-code-loader.js';
import { DeliveryForm, deliveryFieldId } from './DeliveryForm.js';
import { EmptyCart } from './EmptyCart.js';
import { OrderSentNote } from './OrderSentNote.js';
import { OrderTotals } from './OrderTotals.js';
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
  const storedCode = useCartCode();
  const code = cartCode(storedCode, sent?.lines ?? null);
  // The visitor opened the code field (its chunk loads then, or with a code remembered); each tap asks again.
  const [codeOpened, setCodeOpened] = useState(false);
  const [codeTries, setCodeTries] = useState(0);
  const codeModule = useDiscountCode(code !== null || codeOpened, codeTries);

  // The shop checks the lines (not the prices the browser kept), and the code, each time the cart opens or changes.
  const lines = useMemo(() => cartLines(items), [items]);
  const quote = useQuery({
    ...cartQuoteQuery(lines, code),
    // The lines as they were until the shop responds; another code's discount is not this one's.
    placeholderData: (previous, previousQuery) =>
      previous && previousQuery?.queryKey[3] !== code ? { ...previous, discount: null } : previous,
  });
  // What the order's refusal said of the code (a limit per phone number, which the quote cannot tell):
  // shown until the code or the phone number changes; any other problem, until the next quote.
  const [refused, setRefused] = useState<{ code: string; phone: string; at: number; discount: CartDiscount } | null>(null);
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
    setCartCode(null);
    setCodeOpened(false);
  };
  const unavailableCount = items.length - orderable.length;
  const count = totalItems(orderable);
  const itemsCents = toCents(totalPrice(orderable));
  const pickupName = messages.orderMessage.pickup;
  const messageOption = deliveryChoice ? { choice: deliveryChoice, name: deliveryChoiceName(deliveryChoice, language, pickupName) } : null;
  const shownDelivery = { options: deliveryOptions, optionId: deliveryChoice ? deliveryChoiceId(deliveryChoice) : null, language };

  const perPhone = refused?.discount.problem === 'usedByPhone' || refused?.discount.problem === 'phoneNeeded';
  const discount =
    code === null
      ? null
      : refused && refused.code === code && refused.phone === details.phone && (perPhone || refused.at === quote.dataUpdatedAt)
        ? refused.discount
        : (quote.data?.discount ?? null);
  // What the code takes off, once its chunk (its words and row) is here: the message and the order say it then.
  const codeWords = codeModule?.discountCodeWords(language);
  const codeCents = codeModule && discount ? codeModule.discountCents(discount, deliveryFigures(deliveryChoice, itemsCents).feeCents) : 0;
  const shownCode: ShownCode | null =
    code !== null && codeWords && discount?.problem === null
      ? { code, discount, amount: codeCents / 100, changed: codeWords.changed }
      : null;
  const orderWords = codeWords ? { ...messages, discountLine: codeWords.messageLine } : messages;
  const messageDiscount = shownCode ? { code: shownCode.discount.code, amount: shownCode.amount } : null;
  const applyCode = (next: string) => {
    setRefused(null);
    // The same code again: asked again (after too many tries, or a refusal).
    if (next === code) void quote.refetch();
    else setCartCode(next);
  };
  const removeCode = () => {
    setRefused(null);
    setCartCode(null);
    setCodeOpened(true);
  };

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
          const outcome = await sendOrder(shopConfig, result.delivery, orderWords, shownDelivery, shownCode);
          if (outcome.kind === 'changed') {
            tab?.close();
            toast.error(outcome.message);
            if (code !== null) {
              if (outcome.discount) setRefused({ code, phone: details.phone, at: quote.dataUpdatedAt, discount: outcome.discount });
              // The code's figures for the cart as it is now (its prices may have changed).
              void quote.refetch();
            }
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
            discount={
              codeModule && shownCode && codeCents > 0
                ? { row: <codeModule.DiscountRow code={shownCode.discount.code} cents={codeCents} />, cents: codeCents }
                : null
            }
          />
          {codeModule && (code !== null || codeOpened) ? (
            <codeModule.DiscountCodeField
              code={code}
              discount={discount}
              checking={quote.isFetching && !discount}
              failed={quote.isError}
              itemsCents={itemsCents}
              focus={codeOpened}
              onApply={applyCode}
              onRemove={removeCode}
            />
          ) : (
            <button
              type="button"
              onClick={() => {
                setCodeOpened(true);
                setCodeTries((tries) => tries + 1);
              }}
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

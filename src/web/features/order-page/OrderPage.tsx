import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin, MessageCircle, Phone, Printer } from 'lucide-react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { Language } from '#contract/languages.js';
import { localizedColorName, localizedText } from '#contract/localized.js';
import { isolate } from '#contract/messages/translation.js';
import type { OrderPage as Order, OrderPageLine } from '#contract/order-page.js';
import { orderPageQuery } from '#web/api/order-page.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { PoundPrice } from '#web/components/ui/PoundPrice.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState, ErrorState } from '#web/components/ui/StateMessage.js';
import { ApiError } from '#web/http/api-client.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { formatMoney, toCents } from '#web/shop/money.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';
import { whatsappLink } from '#web/shop/whatsapp-link.js';
import { displayWhatsappNumber } from '#contract/whatsapp-number.js';
import { orderPageWords, shopDateTime, statusWord, type OrderPageWords } from './order-page-words.js';

// An order's own page (/order/{token}): what the customer ordered, its delivery and totals, where it
// stands and since when, and how to reach the shop. Server-rendered and whole without JavaScript;
// printed, it is the order's receipt on one page (the site's bar, footer and buttons stay on the
// screen: styles.css and the `print:` classes below).

/** The status's colours on the screen; printed, it is plain text. */
const STATUS_TONE: Record<Order['status'], string> = {
  new: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  delivered: 'bg-brand-50 text-brand-900 ring-brand-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** The title bar, as the server wrote it into the page: the page's own words with the shop's name. */
function useTitle(title: string | undefined) {
  const { name } = useShopConfig();
  const { titled } = useMessages().pages;
  const text = title === undefined ? undefined : titled(title, name);
  useEffect(() => {
    if (text !== undefined) document.title = text;
  }, [text]);
}

const noChange = () => () => undefined;

/**
 * True once React runs the page in the browser (false in the server's markup and while hydrating it):
 * what needs the app, printing from a button, is offered only then.
 */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export function OrderPage() {
  const { token = '' } = useParams();
  const words = orderPageWords(useLanguage());
  const order = useQuery(orderPageQuery(token));
  const missing = order.isError && order.error instanceof ApiError && order.error.status === 404;
  useTitle(order.data ? words.title(order.data.reference) : missing ? words.notFoundTitle : undefined);

  if (order.isPending) return <Spinner label={words.loading} />;
  if (missing) {
    // Whatever was wrong with the address: the page says no more than that it leads nowhere.
    return (
      <EmptyState
        titleAs="h1"
        title={words.notFoundTitle}
        action={
          <Link href="/" className={buttonClass('secondary')}>
            {words.backToShop}
          </Link>
        }
      >
        {words.notFoundText}
      </EmptyState>
    );
  }
  if (!order.data) {
    return (
      <div className="px-4 py-16">
        <ErrorState
          title={words.error}
          action={
            <button type="button" className={buttonClass('secondary')} onClick={() => void order.refetch()}>
              {words.tryAgain}
            </button>
          }
        />
      </div>
    );
  }
  return <OrderReceipt order={order.data} words={words} />;
}

function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`mt-8 print:mt-3 ${className}`}>
      <h2 id={id} className="font-display text-xl text-ink print:text-sm print:font-semibold print:uppercase print:tracking-wider">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderReceipt({ order, words }: { order: Order; words: OrderPageWords }) {
  const messages = useMessages();
  const language = useLanguage();
  const shop = useShopConfig();
  const { address } = useShopText();
  const hydrated = useHydrated();
  const word = statusWord(order.status, order);
  const option = order.deliveryOption;
  // The zone's name in the page's language while the shop still has it; else its name when ordered.
  // (Read here rather than with delivery.ts's zoneTexts, which would bring the cart's code with it.)
  const zone = option?.kind === 'zone' ? shop.delivery.zones.find((candidate) => candidate.id === option.id) : undefined;
  const zoneName = zone ? ((language === 'en' ? undefined : zone.translations[language].name) ?? zone.name) : option?.name;
  const optionName = option ? (option.kind === 'pickup' ? messages.cartOrder.pickup : zoneName!) : null;
  const details = (['name', 'phone', 'address', 'note'] as const).filter((field) => order.delivery[field]);
  // All the code took off, items and delivery; the total is already less it.
  const discount = order.discount;
  const discountCents = discount ? toCents(discount.items) + toCents(discount.delivery) : 0;
  const money = (amount: number) => (
    <>
      {formatMoney(amount)}
      <PoundPrice dollars={amount} />
    </>
  );
  return (
    <article data-receipt className="mx-auto max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0 print:text-sm">
      {/* The receipt's letterhead: on paper there is no site around the page. */}
      <div className="mb-4 hidden border-b border-black/20 pb-2 print:block">
        <p className="font-display text-xl">{shop.name}</p>
        <p className="flex flex-wrap gap-x-4">
          <bdi>{address}</bdi>
          <span dir="ltr">{shop.phone}</span>
          <span>{words.whatsappNumber(displayWhatsappNumber(shop.whatsappNumber))}</span>
        </p>
      </div>

      <h1 className="font-display text-3xl text-ink print:text-xl">{words.title(order.reference)}</h1>
      <p className="mt-1 text-muted">{words.placedOn(shopDateTime(order.createdAt, words))}</p>

      <Section id="order-status" title={words.statusHeading} className="print:flex print:items-baseline print:gap-3">
        <p className="mt-3 flex flex-wrap items-center gap-3 print:mt-0">
          <span
            data-testid="order-status"
            className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 print:bg-transparent print:p-0 print:ring-0 ${STATUS_TONE[order.status]}`}
          >
            {words.statuses[word]}
          </span>
          <span className="text-muted print:hidden">{words.explanations[word]}</span>
        </p>
        <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-muted print:hidden">{words.historyHeading}</h3>
        <ol className="mt-2 space-y-2 border-s-2 border-brand-100 ps-4 text-sm print:hidden">
          {order.history.map((change) => (
            <li key={`${change.status} ${change.at}`} className="flex flex-wrap justify-between gap-x-4">
              <span className="font-medium text-ink">{words.statuses[statusWord(change.status, order)]}</span>
              <time dateTime={change.at} className="text-muted">
                {shopDateTime(change.at, words)}
              </time>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="order-items" title={words.itemsHeading}>
        <ul className="mt-2 divide-y divide-brand-100 print:divide-black/20">
          {order.lines.map((line, index) => (
            <OrderLine key={`${line.kind} ${line.colorHex ?? ''} ${index}`} line={line} orderLanguage={order.language} words={words} />
          ))}
        </ul>
      </Section>

      <Section id="order-delivery" title={words.deliveryHeading}>
        {optionName === null ? (
          <p className="mt-2 text-muted">{words.noDeliveryOption}</p>
        ) : (
          <p className="mt-2 text-ink">
            <bdi>{optionName}</bdi>
          </p>
        )}
        {details.length > 0 ? (
          <>
            <h3 className="mt-4 text-sm font-semibold uppercase tracking-wider text-muted">{words.detailsHeading}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {details.map((field) => (
                <div key={field} className="contents">
                  <dt className="text-muted">{words[field]}</dt>
                  {/* After its label, as the server gives it: one line, cut (customerText), never a heading or a notice. */}
                  <dd className="text-ink">
                    {field === 'phone' ? <span dir="ltr">{order.delivery[field]}</span> : <bdi>{order.delivery[field]}</bdi>}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </Section>

      <Section id="order-total" title={words.totalHeading}>
        {/* Marked for the floating WhatsApp button, which tucks into its edge rather than cover a figure. */}
        <dl className="mt-3 space-y-2 text-sm" data-keep-clear>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{messages.cart.subtotal(order.itemCount)}</dt>
            <dd className="text-end font-medium text-ink">{money(order.total)}</dd>
          </div>
          {option ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{words.fee}</dt>
              <dd className="text-end font-medium text-ink">{option.fee === 0 ? messages.cartOrder.free : money(option.fee)}</dd>
            </div>
          ) : null}
          {discount ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{words.discount(discount.code)}</dt>
              {/* Its own direction, so the minus stays before the amount on an Arabic page. */}
              <dd className="text-end font-medium text-emerald-800" data-testid="order-discount">
                <span dir="ltr">−{formatMoney(discountCents / 100)}</span>
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base print:border-black/20">
            <dt className="font-semibold text-ink">{messages.cart.total}</dt>
            <dd className="text-end font-semibold text-ink" data-testid="order-total">
              {money(order.grandTotal)}
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="order-questions" title={words.questionsHeading} className="rounded-3xl bg-brand-50 p-5 print:hidden">
        <a
          href={whatsappLink(shop.whatsappNumber, words.whatsappText(order.reference))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'md', 'mt-3')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {words.whatsapp}
        </a>
        <ul className="mt-4 space-y-2 text-sm text-ink">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{messages.footer.phone} </span>
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="underline-offset-4 hover:underline">
              {shop.phone}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">{messages.footer.openingHours} </span>
            <span className="whitespace-pre-line">{openingHoursLines(shop.hours, messages.hours).join('\n')}</span>
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <bdi>{address}</bdi>
          </li>
        </ul>
      </Section>

      {hydrated ? (
        <p className="mt-8 print:hidden">
          <button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
            <Printer aria-hidden="true" className="size-5" />
            {words.print}
          </button>
        </p>
      ) : null}
    </article>
  );
}

function OrderLine({ line, orderLanguage, words }: { line: OrderPageLine; orderLanguage: Language; words: OrderPageWords }) {
  const messages = useMessages();
  const language = useLanguage();
  // In the order's language, the names the customer saw when ordering. In another language, or for an
  // order placed before those were kept: the names in the page's language while the item still has
  // them, its English names when ordered otherwise.
  const asOrdered = language === orderLanguage;
  const name =
    (asOrdered && line.shownName) || localizedText({ name: line.name, translations: line.translations ?? undefined }, language).name;
  const colorName =
    line.colorName === null
      ? null
      : (asOrdered && line.shownColorName) ||
        localizedColorName({ name: line.colorName, translations: line.colorTranslations ?? undefined }, language);
  return (
    <li className="flex gap-4 py-4 print:gap-0 print:py-1">
      <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-brand-50 sm:size-20 print:hidden">
        {line.image ? (
          <img
            src={line.image}
            srcSet={line.imageSrcset ?? undefined}
            sizes="80px"
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4 gap-y-1">
        {/* On paper, one line an item: its name, colour and quantity side by side. */}
        <div className="min-w-0 print:flex print:flex-wrap print:items-baseline print:gap-x-3">
          <h3 className="font-medium text-ink">
            <bdi>{name}</bdi>
          </h3>
          {colorName !== null && line.colorHex !== null ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-muted print:mt-0">
              <span className="contents print:hidden">
                <ColorSwatch name={colorName} hexCode={line.colorHex} />
              </span>
              {messages.cart.color(isolate(colorName))}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-muted print:mt-0">
            {words.quantity(line.quantity)} · {words.each(formatMoney(line.unitPrice))}
          </p>
        </div>
        <p className="text-end text-sm font-semibold text-ink" data-keep-clear>
          {formatMoney(line.lineTotal)}
        </p>
      </div>
    </li>
  );
}

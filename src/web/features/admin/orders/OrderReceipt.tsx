import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CUSTOMER_TEXT_MAX, customerText } from '#contract/customer-text.js';
import { direction } from '#contract/languages.js';
import type { OrderDetail } from '#contract/order.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { formatMoney } from '#web/shop/money.js';
import { formatPounds, toPounds } from '#web/shop/pounds.js';
import { shopText } from '#web/shop/shop-config.js';
import { formatDateTime } from '../list/format.js';
import { ADMIN_LOCALES } from '../i18n/messages.js';
import { customerOptionName } from './customer-message.js';
import type { CustomerWords } from './customer-words.js';
import { discountAmount } from './order-discount.js';

/** A row under the lines: its label across three columns, its amount under the amounts. */
function TotalRow({ label, amount, strong = false }: { label: string; amount: ReactNode; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-t border-black font-semibold' : undefined}>
      <th scope="row" colSpan={3} className="py-1 pe-2 text-end font-normal">
        {label}
      </th>
      <td className="py-1 text-end tabular-nums">{amount}</td>
    </tr>
  );
}

/**
 * The order as a printed receipt, in the customer's language (the order's) as their messages are:
 * the shop, the order, its lines, delivery and totals, in pounds too when the shop shows them. On
 * screen it is not shown; when the page is printed it is all that is (admin.css), one page for an
 * order of a few lines. Beside the body, out of the dialog, so nothing of the panel is around it.
 */
export function OrderReceipt({ order, shop, words }: { order: OrderDetail; shop: ShopConfig | undefined; words: CustomerWords }) {
  const { language } = order;
  const text = words.receipt;
  const option = order.deliveryOption;
  const address = shop ? shopText(shop, language, words.firstShopTexts).address : null;
  // What the customer typed, under the Customer label: each one line and cut, never a paragraph of its own.
  const { name, phone, address: deliveryAddress } = order.delivery;
  const customer = (
    [
      [name, CUSTOMER_TEXT_MAX.name],
      [phone, CUSTOMER_TEXT_MAX.phone],
      [deliveryAddress, CUSTOMER_TEXT_MAX.address],
    ] as const
  )
    .flatMap(([value, max]) => (value ? [customerText(value, max)] : []))
    .filter(Boolean);

  return createPortal(
    <article
      className="print-receipt hidden bg-white p-2 text-[10pt] leading-snug text-black print:block"
      lang={language}
      dir={direction(language)}
    >
      <header className="border-b border-black pb-3">
        {shop ? (
          <>
            <p className="text-[14pt] font-semibold">{shop.name}</p>
            <p>
              <bdi>{address}</bdi>
            </p>
            <p>{text.phone(shop.phone)}</p>
          </>
        ) : null}
      </header>

      <h1 className="mt-3 text-[13pt] font-semibold">
        {text.title} · {text.order(order.reference)}
      </h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        <dt>{text.date}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, ADMIN_LOCALES[language])}</time>
        </dd>
        <dt>{text.status}</dt>
        <dd>{text.statuses[order.status]}</dd>
        {customer.length > 0 ? (
          <>
            <dt>{text.customer}</dt>
            <dd>
              {/* A line of the receipt's own direction, the text isolated in it: a phone number stays beside the
                  Arabic name and address, not alone at the far side. */}
              {customer.map((value) => (
                <span key={value} className="block">
                  <bdi>{value}</bdi>
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>

      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="w-1/2 py-1 pe-2 text-start font-semibold">
              {text.item}
            </th>
            <th scope="col" className="py-1 pe-2 text-end font-semibold">
              {text.unitPrice}
            </th>
            <th scope="col" className="py-1 pe-2 text-end font-semibold">
              {text.quantity}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {text.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.kind}:${line.itemId}:${line.colorHex ?? ''}`} className="border-b border-neutral-300 align-top">
              <td className="py-1 pe-2">
                {/* Named as the customer saw it when ordering; English in orders placed before that was kept. */}
                <bdi className="block">{line.shownName ?? line.name}</bdi>
                {line.colorName ? <span className="block text-[9pt]">{text.colour(line.shownColorName ?? line.colorName)}</span> : null}
              </td>
              <td className="py-1 pe-2 text-end tabular-nums">{formatMoney(line.unitPrice)}</td>
              <td className="py-1 pe-2 text-end tabular-nums">{line.quantity}</td>
              <td className="py-1 text-end tabular-nums">{formatMoney(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {option || order.discount ? <TotalRow label={text.itemsTotal} amount={formatMoney(order.total)} /> : null}
          {option ? (
            <TotalRow
              label={text.delivery(customerOptionName(option, language, words, shop))}
              amount={option.fee === 0 ? words.orderMessage.free : formatMoney(option.fee)}
            />
          ) : null}
          {/* What the code took off, items and delivery, before the total it leaves. */}
          {order.discount ? (
            <TotalRow label={text.discount(order.discount.code)} amount={<span dir="ltr">{discountAmount(order.discount)}</span>} />
          ) : null}
          <TotalRow label={text.total} amount={formatMoney(order.grandTotal)} strong />
          {shop?.poundRate ? (
            <TotalRow label={text.totalInPounds} amount={formatPounds(toPounds(order.grandTotal, shop.poundRate), words.pounds)} />
          ) : null}
        </tfoot>
      </table>

      <p className="mt-6 text-center">{text.thanks}</p>
    </article>,
    document.body,
  );
}

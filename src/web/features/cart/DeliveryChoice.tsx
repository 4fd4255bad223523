import {
  deliveryChoiceId,
  deliveryFeeCents,
  dollarsToCents,
  zoneTexts,
  PICKUP_OPTION_ID,
  type DeliveryChoice as Choice,
  type DeliveryOptions,
  type DeliveryZone,
} from '#contract/delivery.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { formatMoney } from '#web/shop/money.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';

// The radios' card: 44 px tall at least, the whole card a target; the chosen one ringed.
const option =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-brand-100 hover:bg-brand-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500';
const radio = 'mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600';

/**
 * The radio's name: its option's name and price; the rest of the card describes it. The owner's texts
 * are isolated, so an English estimate on an Arabic page keeps its own order ('1–2 days').
 */
function OptionHeading({ id, name, price, waived }: { id: string; name: string; price: string; waived?: string | undefined }) {
  return (
    <span id={id} className="flex items-baseline justify-between gap-x-3">
      <bdi className="min-w-0 font-medium break-words text-ink">{name}</bdi>
      <span className="shrink-0 font-semibold text-ink tabular-nums">
        {/* The fee the threshold waives, seen struck through; the name says Free alone and the details why. */}
        {waived ? (
          <s aria-hidden="true" className="me-1.5 font-normal text-muted">
            {waived}
          </s>
        ) : null}
        {price}
      </span>
    </span>
  );
}

const headingId = (optionId: string) => `delivery-option-${optionId}`;
const detailsId = (optionId: string) => `delivery-option-${optionId}-details`;

/**
 * A zone with its fee for the items the order will carry, worked out as the summary works it out:
 * Free once they reach its threshold, the fee it waives struck through.
 */
function ZoneOption({ zone, itemsCents }: { zone: DeliveryZone; itemsCents: number }) {
  const messages = useMessages();
  const { name, estimate } = zoneTexts(zone, useLanguage());
  const alwaysFree = dollarsToCents(zone.fee) === 0;
  const free = deliveryFeeCents({ kind: 'zone', zone }, itemsCents) === 0;
  const threshold = zone.freeOver !== null && !alwaysFree ? formatMoney(zone.freeOver) : null;
  return (
    <>
      <OptionHeading
        id={headingId(zone.id)}
        name={name}
        price={free ? messages.cartOrder.free : formatMoney(zone.fee)}
        waived={free && !alwaysFree ? formatMoney(zone.fee) : undefined}
      />
      <span id={detailsId(zone.id)}>
        {estimate ? (
          <span className="block text-xs text-muted">
            <bdi>{estimate}</bdi>
          </span>
        ) : null}
        {threshold ? (
          <span className="block text-xs text-emerald-800">
            {free ? messages.cartOrder.freeReached(threshold) : messages.cartOrder.freeFrom(threshold)}
          </span>
        ) : null}
      </span>
    </>
  );
}

function PickupOption() {
  const messages = useMessages();
  const { hours } = useShopConfig();
  const { address } = useShopText();
  return (
    <>
      <OptionHeading id={headingId(PICKUP_OPTION_ID)} name={messages.cartOrder.pickup} price={messages.cartOrder.free} />
      <span id={detailsId(PICKUP_OPTION_ID)}>
        <span className="block text-xs text-muted">
          <bdi>{address}</bdi>
        </span>
        <span className="block text-xs whitespace-pre-line text-muted">{openingHoursLines(hours, messages.hours).join('\n')}</span>
      </span>
    </>
  );
}

/**
 * The delivery options as native radios: each zone with its fee for the cart's items (and the amount
 * above which it is free), then pickup at the shop with its address and hours. `updated` says the list is fresher than
 * the page's.
 */
export function DeliveryChoice({
  options,
  itemsCents,
  chosen,
  onChoose,
  updated,
}: {
  options: DeliveryOptions;
  /** The items' total as the summary counts it, so each zone's fee is the one the summary would show. */
  itemsCents: number;
  chosen: Choice | undefined;
  onChoose: (optionId: string) => void;
  updated: boolean;
}) {
  const messages = useMessages();
  const chosenId = chosen ? deliveryChoiceId(chosen) : null;
  const radioProps = (id: string) => ({
    type: 'radio' as const,
    name: 'delivery-option',
    value: id,
    checked: chosenId === id,
    onChange: () => onChoose(id),
    'aria-labelledby': headingId(id),
    'aria-describedby': detailsId(id),
    className: radio,
  });
  return (
    <fieldset className="mt-6 min-w-0 border-t border-brand-100 pt-5">
      <legend className="float-start w-full font-display text-lg text-ink">{messages.cartOrder.deliveryOption}</legend>
      {/* Always in the page, so a screen reader announces the note when it appears. */}
      <p role="status" className={`clear-both text-sm text-amber-900${updated ? ' pt-1' : ''}`}>
        {updated ? messages.cartOrder.optionsUpdated : null}
      </p>
      <div className="clear-both mt-3 space-y-2">
        {options.zones.map((zone) => (
          <label key={zone.id} className={option}>
            <input {...radioProps(zone.id)} />
            <span className="min-w-0 flex-1">
              <ZoneOption zone={zone} itemsCents={itemsCents} />
            </span>
          </label>
        ))}
        {options.pickup ? (
          <label className={option}>
            <input {...radioProps(PICKUP_OPTION_ID)} />
            <span className="min-w-0 flex-1">
              <PickupOption />
            </span>
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}

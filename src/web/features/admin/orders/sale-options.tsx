// The choices the "Record a sale" dialog offers as tiles: where the sale was made, its status and its delivery.
import { PICKUP_OPTION_ID, type DeliveryOptions, type DeliveryZone } from '#contract/delivery.js';
import { SALE_CHANNELS } from '#contract/sale.js';
import { formatMoney } from '#web/shop/money.js';
import { Isolate } from '../list/Isolate.js';
import { saleChannelIcons } from './ChannelBadge.js';
import { deliveryFeeText } from './order-delivery.js';
import { dotted, type AdminText, type SaleMessages } from './sale-text.js';

export const channelOptionsOf = (channels: AdminText['orders']['channels']) =>
  SALE_CHANNELS.map((channel) => {
    const Icon = saleChannelIcons[channel];
    return {
      value: channel,
      label: (
        <>
          <Icon aria-hidden="true" className="size-4" />
          {channels[channel]}
        </>
      ),
    };
  });
export const statusOptionsOf = (text: SaleMessages) =>
  (['delivered', 'confirmed'] as const).map((status) => ({
    value: status,
    label: text.statuses[status],
    hint: text.statusHints[status],
  }));

/** No delivery option: the sale is handed over or the owner arranges delivery apart, at no fee. */
export const NO_DELIVERY = '';

/** The delivery choices: none first, then the zones in the owner's order with their fees (named by `ownName`), then pickup. */
export function deliveryChoices(options: DeliveryOptions, text: SaleMessages, ownName: (zone: DeliveryZone) => string) {
  return [
    { value: NO_DELIVERY, label: text.noDelivery, hint: text.noDeliveryHint },
    ...options.zones.map((zone) => ({
      value: zone.id,
      label: <Isolate>{ownName(zone)}</Isolate>,
      hint: dotted(deliveryFeeText(zone.fee, text), zone.freeOver === null ? null : text.freeOver(formatMoney(zone.freeOver))),
    })),
    ...(options.pickup ? [{ value: PICKUP_OPTION_ID, label: text.pickup, hint: text.free }] : []),
  ];
}

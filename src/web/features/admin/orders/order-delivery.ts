import { admin } from '#contract/messages/admin.js';
import type { OrderDeliveryOption } from '#contract/order.js';
import { formatMoney } from '#web/shop/money.js';

/** The option as the owner reads it: the zone's name as it was when ordered, or pickup. */
export const deliveryOptionName = (option: OrderDeliveryOption): string => (option.kind === 'pickup' ? admin.orders.pickup : option.name);

/** A fee in dollars, 'Free' when nothing was charged. */
export const deliveryFeeText = (fee: number): string => (fee === 0 ? admin.orders.free : formatMoney(fee));

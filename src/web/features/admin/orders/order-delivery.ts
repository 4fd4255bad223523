import type { OrderDeliveryOption } from '#contract/order.js';
import { formatMoney } from '#web/shop/money.js';
import type { AdminCatalogue } from '../i18n/messages.js';

/** The words these need: the Orders page's (useAdminText().orders). */
type OrderMessages = Pick<AdminCatalogue['text']['orders'], 'pickup' | 'free'>;

/** The option as the owner reads it: the zone's name as it was when ordered, or pickup. */
export const deliveryOptionName = (option: OrderDeliveryOption, text: OrderMessages): string =>
  option.kind === 'pickup' ? text.pickup : option.name;

/** A fee in dollars, 'Free' when nothing was charged. */
export const deliveryFeeText = (fee: number, text: OrderMessages): string => (fee === 0 ? text.free : formatMoney(fee));

// The shop's words to a customer about their order, in the customer's language (the one they ordered
// in) whatever the panel's: its messages, which the panel writes and the owner sends from WhatsApp
// (where they can still be edited), and its printed receipt. The totals, the delivery line and the pounds are the order message's own
// words (storefront/whatsapp.ts, cart-order.ts, storefront/pounds.ts), so both read alike.
// Apart from the storefront's catalogues: only the panel needs them, in all three languages at once.

export const orderUpdateText = {
  /** The first line; with the name the customer gave, when they gave one. */
  hello: 'Hello!',
  helloName: (name: string) => `Hello ${name}!`,
  /** A new order: the shop has it and will confirm it. */
  received: (reference: string) => `We have received your order ${reference}. We will confirm it soon.`,
  /** Confirmed, without a delivery option. */
  confirmed: (reference: string) => `Your order ${reference} is confirmed.`,
  /** Confirmed, to be delivered to a zone. */
  confirmedDelivery: (reference: string) => `Your order ${reference} is confirmed. It will be on its way to you soon.`,
  /** Confirmed, to be picked up: the shop's address and hours follow. */
  readyForPickup: (reference: string) => `Your order ${reference} is ready for pickup at the shop.`,
  address: (address: string) => `Address: ${address}`,
  /** Before the opening hours, one line each ("Mon–Fri 09:00–21:00"). */
  hours: 'Opening hours:',
  delivered: (reference: string) => `Your order ${reference} has been delivered. Thank you for shopping with us!`,
  /** Delivered, for an order picked up at the shop. */
  pickedUp: (reference: string) => `Your order ${reference} has been picked up. Thank you for shopping with us!`,
  cancelled: (reference: string) => `Your order ${reference} has been cancelled. If you have a question, just reply to this message.`,
  /** The order's own page; the link alone on its line, so the chat makes it a link. */
  orderPage: (link: string) => `Follow your order here:\n${link}`,
  /** Before the total, when the order used a discount code: what it took off the items and delivery. */
  discount: (code: string, amount: string) => `Discount code ${code}: -${amount}`,
} as const;

/** The order dialog's printed receipt; its totals line up in a column, so each label stands alone. */
export const receiptText = {
  title: 'Receipt',
  order: (reference: string) => `Order ${reference}`,
  date: 'Date',
  status: 'Status',
  statuses: { new: 'New', confirmed: 'Confirmed', delivered: 'Delivered', cancelled: 'Cancelled' },
  /** The shop's phone under its name and address. */
  phone: (phone: string) => `Phone: ${phone}`,
  customer: 'Customer',
  item: 'Item',
  unitPrice: 'Unit price',
  quantity: 'Qty',
  amount: 'Amount',
  colour: (name: string) => `Color: ${name}`,
  itemsTotal: 'Items total',
  delivery: (option: string) => `Delivery (${option})`,
  /** What the order's discount code took off, items and delivery, before the total. */
  discount: (code: string) => `Discount code ${code}`,
  total: 'Total',
  totalInPounds: 'Total in pounds (indicative)',
  thanks: 'Thank you for shopping with us!',
} as const;

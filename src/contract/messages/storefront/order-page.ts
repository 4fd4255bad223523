// The words of an order's own page (/order/{token}, the link in the customer's WhatsApp message): its
// status and history, its lines, delivery and totals, the way to ask the shop, and its printed receipt.
// Apart from the storefront's catalogues: only that page shows them, so they come with its own code
// (features/order-page), never with the first load. The page's other words (totals, colour, hours) are
// the cart's and the footer's.

export const orderPageText = {
  /** The page's heading and title: "Order BB-7KQ2M". */
  title: (reference: string) => `Order ${reference}`,
  /** What a link preview says under the title: nothing of the order itself. */
  description: (shopName: string) => `Your order at ${shopName}: its items, delivery and status.`,
  placedOn: (date: string) => `Placed on ${date}`,
  statusHeading: 'Status',
  /**
   * The status in the customer's words. A confirmed order to be picked up is ready for pickup, and once
   * handed over it is picked up; one to be delivered is confirmed, then delivered.
   */
  statuses: {
    received: 'Received',
    confirmed: 'Confirmed',
    readyForPickup: 'Ready for pickup',
    delivered: 'Delivered',
    pickedUp: 'Picked up',
    cancelled: 'Cancelled',
  },
  /** A sentence under the status now. */
  explanations: {
    received: 'We have your order and will confirm it soon.',
    confirmed: 'Your order is confirmed. It will be on its way to you soon.',
    readyForPickup: 'Your order is ready. You can pick it up at the shop.',
    delivered: 'Your order has been delivered. Thank you for shopping with us!',
    pickedUp: 'You picked up your order. Thank you for shopping with us!',
    cancelled: 'This order has been cancelled.',
  },
  historyHeading: 'History',
  itemsHeading: 'Items',
  quantity: (count: number) => `Quantity: ${count}`,
  /** Beside the quantity: "$12.00 each". */
  each: (price: string) => `${price} each`,
  deliveryHeading: 'Delivery',
  noDeliveryOption: 'No delivery option was chosen.',
  fee: 'Delivery fee',
  /** Before the total, when the order used a code: "Discount code LAYAL15", beside what it took off. */
  discount: (code: string) => `Discount code ${code}`,
  detailsHeading: 'Your details',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  note: 'Note',
  totalHeading: 'Total',
  questionsHeading: 'A question about your order?',
  whatsapp: 'Ask us on WhatsApp',
  /** The message a tap on WhatsApp starts with. */
  whatsappText: (reference: string) => `Hello! About my order ${reference}:`,
  /** The shop's WhatsApp number on the printed receipt. */
  whatsappNumber: (number: string) => `WhatsApp: ${number}`,
  print: 'Print the receipt',
  loading: 'Loading your order…',
  error: 'Your order could not be loaded. Please try again.',
  tryAgain: 'Try again',
  notFoundTitle: 'Page not found',
  notFoundText: 'This address leads to no page of the shop. Check the link in your message.',
  backToShop: 'Back to the shop',
  /** "29 Nov 2026, 14:05", in the shop's time (Beirut). */
  dateTime: (day: number, month: string, year: number, time: string) => `${day} ${month} ${year}, ${time}`,
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

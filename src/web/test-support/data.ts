import type { Offer } from '#contract/offer.js';
import type { Order, OrderLine, QuoteLine } from '#contract/order.js';
import type { Photo } from '#contract/photo.js';
import type { Product } from '#contract/product.js';

/** A stored photo at three widths, named after its id. */
const photo = (id: string): Photo => ({
  id,
  image: `/uploads/${id}.webp`,
  imageSrcset: `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w, /uploads/${id}.webp 1280w`,
  imageWidth: 1280,
  imageHeight: 1280,
});

/** An item's photos in order, with its image fields the first one's, as the API returns them. */
export function photos(...ids: string[]): Pick<Product, 'photos' | 'image' | 'imageSrcset' | 'imageWidth' | 'imageHeight'> {
  const all = ids.map(photo);
  const { id: _id, ...first } = all[0]!;
  return { ...first, photos: all };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Velvet Lipstick',
    description: 'A soft matte finish that lasts all day.',
    translations: { fr: {}, ar: {} },
    price: 15,
    offerPrice: 12.5,
    image: null,
    imageSrcset: null,
    imageWidth: null,
    imageHeight: null,
    photos: [],
    soldOut: false,
    trackStock: false,
    left: null,
    categoryId: 'c1',
    category: { id: 'c1', name: 'Lips', translations: { fr: {}, ar: {} } },
    colors: [
      { name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: null, photo: null },
      { name: 'Berry', hexCode: '#7A1F3D', soldOut: false, left: null, photo: null },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An offer: a product's fields without its colours and category. */
export function offer(overrides: Partial<Offer> = {}): Offer {
  const {
    colors: _colors,
    category: _category,
    categoryId: _categoryId,
    ...fields
  } = product({
    id: 'f1',
    name: 'Summer Set',
    description: 'Three minis for the beach.',
    price: 30,
    offerPrice: 20.5,
  });
  return { ...fields, ...overrides };
}

export const page = <T>(data: T[], totalPages = 1, totalItems = data.length) => ({
  data,
  pagination: {
    currentPage: 1,
    totalPages,
    totalItems,
    hasPrevious: false,
    hasNext: totalPages > 1,
    previousPage: null,
    nextPage: totalPages > 1 ? 2 : null,
  },
});

/** The shop's quote for a cart line of that product: one in Rose Nude, available at its $12.50 offer price. */
export function quoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  const { id, name, price, offerPrice, image, imageSrcset, imageWidth, imageHeight } = product();
  return {
    kind: 'product',
    id,
    colorHex: '#C98B8B',
    quantity: 1,
    status: 'available',
    name,
    translations: null,
    price,
    offerPrice,
    image,
    imageSrcset,
    imageWidth,
    imageHeight,
    colorName: 'Rose Nude',
    unitPrice: 12.5,
    lineTotal: 12.5,
    left: null,
    ...overrides,
  };
}

/** A line of a recorded order: two Velvet Lipsticks with no colour, at $12.50. */
export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    kind: 'product',
    itemId: 'p1',
    name: 'Velvet Lipstick',
    colorHex: null,
    colorName: null,
    shownName: 'Velvet Lipstick',
    shownColorName: null,
    unitPrice: 12.5,
    quantity: 2,
    lineTotal: 25,
    ...overrides,
  };
}

/** An order placed on the website, as the shop answers it: that line ($25.00), with no delivery option, code or customer details. */
export function recordedOrder(overrides: Partial<Order> = {}): Order {
  return {
    lines: [orderLine()],
    itemCount: 2,
    total: 25,
    deliveryOption: null,
    discount: null,
    grandTotal: 25,
    id: 'ord1',
    reference: 'BB-7KQ2M',
    status: 'new',
    channel: 'website',
    createdAt: '2026-11-25T10:00:00.000Z',
    delivery: { name: null, phone: null, address: null, note: null },
    pageToken: 'page-token',
    ...overrides,
  };
}

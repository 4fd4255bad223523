import { beforeEach, describe, expect, it } from 'vitest';
import { quoteLine } from '#web/test-support/data.js';
import { applyQuote, orderableItems } from './cart-check.js';
import { getQuantity, isInCart, lineTotal, totalItems, totalPrice, useCart } from './cart.js';

const lipstick = { id: 'p1', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null };
const cream = { id: 'p2', name: 'Day Cream', price: 20, offerPrice: null, image: null };
const rose = { name: 'Rose Nude', hexCode: '#C98B8B' };
const berry = { name: 'Berry', hexCode: '#7A1F3D' };

const cart = () => useCart.getState();

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    cart().clear();
  });

  it('adds a new line at quantity 1, with the offer price falling back to the price', () => {
    cart().add(lipstick, rose);
    cart().add(cream);
    expect(cart().items).toEqual([
      { id: 'p1', kind: 'product', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null, color: rose, quantity: 1 },
      { id: 'p2', kind: 'product', name: 'Day Cream', price: 20, offerPrice: 20, image: null, quantity: 1 },
    ]);
  });

  it("pictures a colour's line with that colour's photo, and a colour without one with the item's picture", () => {
    const photo = (id: string) => ({
      id,
      image: `/uploads/${id}-640.webp`,
      imageSrcset: `/uploads/${id}-640.webp 640w`,
      imageWidth: 640,
      imageHeight: 640,
    });
    const withPhotos = {
      ...lipstick,
      image: '/uploads/main-640.webp',
      imageSrcset: '/uploads/main-640.webp 640w',
      photos: [photo('main'), photo('berry')],
    };
    cart().add(withPhotos, { ...berry, photo: 'berry' });
    cart().add(withPhotos, { ...rose, photo: null });
    expect(cart().items.map(({ image, imageSrcset, color }) => ({ image, imageSrcset, color }))).toEqual([
      { image: '/uploads/berry-640.webp', imageSrcset: '/uploads/berry-640.webp 640w', color: berry },
      { image: '/uploads/main-640.webp', imageSrcset: '/uploads/main-640.webp 640w', color: rose },
    ]);
  });

  it('raises the quantity when id and colour match, and starts a new line for another colour', () => {
    cart().add(lipstick, rose);
    cart().add(lipstick, rose);
    cart().add(lipstick, berry);
    cart().add(lipstick);
    expect(cart().items.map((item) => [item.color?.name ?? null, item.quantity])).toEqual([
      ['Rose Nude', 2],
      ['Berry', 1],
      [null, 1],
    ]);
    expect(getQuantity(cart().items, 'p1')).toBe(4);
    expect(getQuantity(cart().items, 'p1', rose.hexCode)).toBe(2);
    expect(isInCart(cart().items, 'p1', null)).toBe(true);
    expect(isInCart(cart().items, 'p2')).toBe(false);
  });

  it('removes one line by id and colour', () => {
    cart().add(lipstick, rose);
    cart().add(lipstick, berry);
    cart().remove('p1', rose.hexCode);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]!.color).toEqual(berry);
  });

  it('increases and decreases, removing the line at zero', () => {
    cart().add(cream);
    cart().increase('p2');
    cart().increase('p2');
    expect(cart().items[0]!.quantity).toBe(3);
    cart().decrease('p2');
    expect(cart().items[0]!.quantity).toBe(2);
    cart().decrease('p2');
    cart().decrease('p2');
    expect(cart().items).toEqual([]);
  });

  it('clears', () => {
    cart().add(cream);
    cart().add(lipstick, rose);
    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it('totals items and price (offer price × quantity), exact to the cent', () => {
    cart().add(lipstick, rose);
    cart().add(lipstick, rose);
    cart().add(cream);
    cart().add({ id: 'o1', kind: 'offer', name: 'Trio', price: 0.3, offerPrice: 0.1, image: null });
    cart().increase('o1');
    cart().increase('o1');
    expect(totalItems(cart().items)).toBe(6);
    expect(lineTotal(cart().items[2]!)).toBeCloseTo(0.3, 10);
    expect(totalPrice(cart().items)).toBe(45.3);
  });

  it('persists under cart-storage', () => {
    cart().add(cream);
    const stored = JSON.parse(localStorage.getItem('cart-storage')!);
    expect(stored.state.items[0]).toMatchObject({ id: 'p2', quantity: 1 });
  });

  it('stops a line at 99, adding or increasing', () => {
    for (let unit = 0; unit < 101; unit += 1) cart().add(cream);
    expect(cart().items[0]!.quantity).toBe(99);
    cart().increase('p2');
    expect(cart().items[0]!.quantity).toBe(99);
    cart().decrease('p2');
    expect(cart().items[0]!.quantity).toBe(98);
  });

  it("takes the shop's prices and names, remembers the price seen, and rules out lines it cannot sell", () => {
    cart().add(lipstick, rose);
    cart().add(cream);
    cart().add({ id: 'o1', kind: 'offer', name: 'Trio', price: 40, offerPrice: 30, image: null });
    const changes = applyQuote([
      quoteLine({
        name: 'Velvet Lipstick II',
        translations: { fr: { name: 'Rouge Velours II' }, ar: {} },
        price: 16,
        offerPrice: 14,
        unitPrice: 14,
        colorName: 'Rose',
      }),
      quoteLine({ id: 'p2', colorHex: null, status: 'soldOut', name: 'Day Cream', unitPrice: null, colorName: null }),
      quoteLine({ kind: 'offer', id: 'o1', colorHex: null, colorName: null, price: 40, offerPrice: 30, unitPrice: 30 }),
    ]);
    expect(changes).toEqual({ pricesChanged: true, becameUnavailable: true, quantityLowered: false });
    expect(cart().items[0]).toMatchObject({
      name: 'Velvet Lipstick II',
      // The owner's current translations too: a French cart shows the name the owner gave since.
      translations: { fr: { name: 'Rouge Velours II' }, ar: {} },
      price: 16,
      offerPrice: 14,
      color: { name: 'Rose', hexCode: '#C98B8B' },
    });
    expect(cart().checks).toEqual({
      'product:p1:#C98B8B': { status: 'available', previousPrice: 12.5 },
      'product:p2:': { status: 'soldOut' },
      'offer:o1:': { status: 'available' },
    });
    expect(orderableItems(cart().items, cart().checks).map((item) => item.id)).toEqual(['p1', 'o1']);
    // The same response again changes nothing and keeps the note.
    expect(applyQuote([quoteLine({ price: 16, offerPrice: 14, unitPrice: 14 })])).toEqual({
      pricesChanged: false,
      becameUnavailable: false,
      quantityLowered: false,
    });
    expect(cart().checks['product:p1:#C98B8B']).toEqual({ status: 'available', previousPrice: 12.5 });
    // The stored cart keeps the new price; the notes are for this visit only.
    expect(JSON.parse(localStorage.getItem('cart-storage')!).state).not.toHaveProperty('checks');
    expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items[0].offerPrice).toBe(14);
  });
});

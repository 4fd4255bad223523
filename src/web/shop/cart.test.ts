import { beforeEach, describe, expect, it } from 'vitest';
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
});

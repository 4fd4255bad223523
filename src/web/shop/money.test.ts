import { describe, expect, it } from 'vitest';
import { amountSaved, discountPercent, hasDiscount } from './discount.js';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [9.999, '$10.00'],
    [1234, '$1,234.00'],
    [0.1 + 0.2, '$0.30'],
    [1234567.891, '$1,234,567.89'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
  ])('%s → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('writes what Intl.NumberFormat writes, ties and large amounts included', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 99_999.999, 12_345_678.9];
    for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents / 100, cents / 100 + 0.005);
    for (const amount of amounts) expect(formatMoney(amount)).toBe(`$${intl.format(amount)}`);
  });
});

describe('discount', () => {
  it('rounds the percent saved to a whole number', () => {
    expect(discountPercent(30, 20)).toBe(33);
    expect(discountPercent(20, 15)).toBe(25);
    expect(discountPercent(3, 1)).toBe(67);
  });

  it('gives the amount saved exact to the cent', () => {
    expect(amountSaved(19.99, 14.99)).toBe(5);
    expect(amountSaved(0.3, 0.1)).toBe(0.2);
  });

  it('is zero without an offer or with an offer that is not lower', () => {
    expect(hasDiscount(10, null)).toBe(false);
    expect(discountPercent(10, undefined)).toBe(0);
    expect(amountSaved(10, 12)).toBe(0);
  });
});

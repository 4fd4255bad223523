import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '#contract/shop-defaults.js';
import type { CartItem } from './cart.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { formatPounds, rateNote, toPounds } from './pounds.js';
import { orderMessage } from './whatsapp.js';
import { englishMessages as en } from '#web/i18n/english.js';

const rate = { rate: 89_500, step: 1000, setAt: '2026-11-24T22:30:00.000Z' };

describe('pounds beside dollars', () => {
  it('rounds to the nearest step, as prices are written in Lebanon', () => {
    expect(toPounds(19.5, rate)).toBe(1_745_000); // 1,745,250
    expect(toPounds(24, rate)).toBe(2_148_000);
    expect(toPounds(0.01, rate)).toBe(1000); // 895 rounds up to the step
    expect(toPounds(19.5, { ...rate, step: 5000 })).toBe(1_745_000);
    expect(toPounds(19.5, { ...rate, step: 50_000 })).toBe(1_750_000);
    expect(toPounds(19.5, { ...rate, step: 1 })).toBe(1_745_250);
  });

  it('writes the amount grouped by thousands, and the rate with the day it was set in Beirut', () => {
    expect(formatPounds(1_745_000, en.pounds)).toBe('LBP 1,745,000');
    expect(formatPounds(500, en.pounds)).toBe('LBP 500');
    // 22:30 UTC is already the next day in Beirut.
    expect(rateNote(rate, en.pounds)).toBe('$1 = LBP 89,500, rate of 25 Nov 2026');
  });

  it('gives the order message its total in both currencies, after the owner’s opening line', () => {
    const items: CartItem[] = [{ id: 'p1', kind: 'product', name: 'Lipstick', price: 24, offerPrice: 19.5, image: null, quantity: 2 }];
    const message = orderMessage(items, en, { shop: { orderGreeting: 'Marhaba! My order:', poundRate: rate } });
    expect(message.startsWith('Marhaba! My order:\n\n1. Lipstick')).toBe(true);
    expect(message).toContain('Total: $39.00\nTotal in pounds: LBP 3,491,000 (indicative)');
    expect(orderMessage(items, en, { shop: { orderGreeting: 'Hi', poundRate: null } })).not.toContain('LBP');
  });
});

describe('opening hours as the footer writes them', () => {
  it('says 24/7 when the shop never closes', () => {
    expect(openingHoursLines({ alwaysOpen: true, days: DEFAULT_WEEK }, en.hours)).toEqual(['Open 24/7']);
  });

  it('runs days with the same hours together, and names closed days', () => {
    const days = DEFAULT_WEEK.map((day) =>
      day.day === 'saturday' ? { ...day, opens: '10:00', closes: '14:00' } : day.day === 'sunday' ? { ...day, open: false } : day,
    );
    expect(openingHoursLines({ alwaysOpen: false, days }, en.hours)).toEqual(['Mon–Fri 09:00–21:00', 'Sat 10:00–14:00', 'Sun Closed']);
  });
});

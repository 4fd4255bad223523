import { describe, expect, it } from 'vitest';
import { arabicMessages } from './arabic.js';
import { frenchMessages } from './french.js';

// The hand-written catalogues count as each language does (the pages themselves: AboutPage.test.tsx).

describe('plurals in French and Arabic', () => {
  it('counts in Arabic with its six forms, and in French with the singular at 0 and 1', () => {
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => arabicMessages.nav.cartWithCount(count));
    expect(new Set(arabic).size).toBe(6);
    expect(frenchMessages.nav.cartWithCount(0)).toBe('Panier, 0 article');
    expect(frenchMessages.nav.cartWithCount(1)).toBe('Panier, 1 article');
    expect(frenchMessages.nav.cartWithCount(2)).toBe('Panier, 2 articles');
  });
});

import { describe, expect, it } from 'vitest';
import { photoAfterSwipe, photoOffset } from './swipe-over-photos.js';

// A finger moving left (dx < 0) pulls the row leftwards: the photo on the right comes in, which is the
// next one in English and the previous one in Arabic.

describe('a swipe over the photos', () => {
  it('brings in the neighbour on the side the finger pulls from, once it has crossed a fifth of the photo', () => {
    expect(photoAfterSwipe(0, -100, 400, 3, 'ltr')).toBe(1);
    expect(photoAfterSwipe(1, 100, 400, 3, 'ltr')).toBe(0);
    expect(photoAfterSwipe(0, 100, 400, 3, 'rtl')).toBe(1);
    expect(photoAfterSwipe(1, -100, 400, 3, 'rtl')).toBe(0);
  });

  it('springs back from a shorter one', () => {
    expect(photoAfterSwipe(1, -79, 400, 3, 'ltr')).toBe(1);
    expect(photoAfterSwipe(1, 79, 400, 3, 'rtl')).toBe(1);
  });

  it('goes no further than the first and the last photo, unlike the arrows', () => {
    expect(photoAfterSwipe(0, 300, 400, 3, 'ltr')).toBe(0);
    expect(photoAfterSwipe(2, -300, 400, 3, 'ltr')).toBe(2);
    expect(photoAfterSwipe(0, -300, 400, 3, 'rtl')).toBe(0);
  });

  it('scrolls the row rightwards to later photos, leftwards (to negative offsets) in Arabic', () => {
    expect(photoOffset(2, 400, 'ltr')).toBe(800);
    expect(photoOffset(2, 400, 'rtl')).toBe(-800);
  });
});

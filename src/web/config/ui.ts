// The browser's own settings: timings, sizes and counts that only the
// storefront and the admin panel use. The API's rules (page sizes, limits) live in the contract.

/** Search text is applied after this pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Colour swatches a card shows before '+n'. */
export const SWATCHES_ON_CARD = { catalogue: 5, admin: 4 } as const;

/** The add button shows 'Adding...' this long after each add. */
export const ADD_TO_CART_BUSY_MS = 300;

export const TOAST_MS = {
  detailPage: 3000,
  error: 4000,
  success: 2000,
} as const;

export const CAROUSEL = {
  autoAdvanceMs: 3000,
  transitionLockMs: 300,
  slideAnimationMs: 500,
} as const;

/** The cart badge shows '99+' above this. */
export const CART_BADGE_CAP = 99;
export const MIN_QUANTITY = 1;

export const FLOATING_BUTTON = {
  sizePx: 60,
  hiddenFractionAtSnap: 0.2,
  dragThresholdPx: 5,
  startBottomPx: 120,
  startRightPx: 25,
  /** Tucked aside from the page's controls: this much of it stays in view, within the page's side padding. */
  tuckedVisiblePx: 12,
} as const;

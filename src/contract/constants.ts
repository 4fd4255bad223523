// The spec's business constants (section 9). Server and web import these; change them here only.

export const PAGE_SIZE = {
  catalogue: 20,
  admin: 10,
  publicOffers: 9,
} as const;

/** Largest page size any list endpoint accepts. */
export const MAX_PAGE_SIZE = 100;
/** Largest page number any list endpoint accepts (keeps offsets far from overflow). */
export const MAX_PAGE = 1_000_000;
/** Longest search text accepted, after trimming. */
export const MAX_SEARCH_LENGTH = 200;

export const SEARCH_DEBOUNCE_MS = 500;

export const SWATCHES_ON_CARD = { catalogue: 5, admin: 4 } as const;

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

const MINUTE = 60_000;
export const CACHE = {
  carousel: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: 1 },
  categories: { staleTime: 60 * MINUTE },
  products: { staleTime: 5 * MINUTE },
  offers: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: 2 },
} as const;

/** Uploads: at most 10 MB (10 MiB, the size a browser reports in File.size). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** What the server's image pipeline decodes (src/server/images/pipeline.ts); the forms check it first. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const CART_BADGE_CAP = 99;
export const MIN_QUANTITY = 1;

export const STORAGE_KEYS = {
  cart: 'cart-storage',
  token: 'token',
} as const;

export const FLOATING_BUTTON = {
  sizePx: 60,
  hiddenFractionAtSnap: 0.2,
  dragThresholdPx: 5,
  startBottomPx: 120,
  startRightPx: 25,
} as const;

export const LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  categoryNameMax: 100,
  colorNameMax: 50,
  maxColors: 50,
  /** Prices are dollars with at most 2 decimals, below one million. */
  priceMaxCents: 99_999_999,
  contactNameMax: 200,
  contactEmailMax: 254,
  contactMessageMax: 5000,
  usernameMax: 100,
  passwordMin: 8,
  passwordMax: 200,
} as const;

// The API's rules: page sizes and limits that the server enforces and the
// forms check first. Server and web import these; change them here only. Settings only the browser
// uses (toasts, carousel timing, storage keys, query caching) live in src/web/config/.

export const PAGE_SIZE = {
  catalogue: 20,
  admin: 10,
  publicOffers: 9,
  /** The Stock page: a stocktake goes through many rows at once. */
  stock: 50,
} as const;

/** Largest page size any list endpoint accepts. */
export const MAX_PAGE_SIZE = 100;
/** Largest page number any list endpoint accepts (keeps offsets far from overflow). */
export const MAX_PAGE = 1_000_000;
/** Longest search text accepted, after trimming. */
export const MAX_SEARCH_LENGTH = 200;

/** The category dropdown's synthetic 'All categories' entry: as a product list's categoryId, no filter. */
export const ALL_CATEGORIES_ID = 'all';

/** A megabyte as the limits count it: 1 MiB, the unit of the size a browser reports in File.size. */
export const MB = 1024 * 1024;
/** Uploads: at most 10 MB. */
export const MAX_IMAGE_BYTES = 10 * MB;
/** What the server's image pipeline decodes (src/server/images/pipeline.ts); the forms check it first. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  categoryNameMax: 100,
  colorNameMax: 50,
  maxColors: 50,
  /** Photos of one product or offer; the first is its `image`. */
  photosMax: 8,
  /** Prices are dollars with at most 2 decimals, below one million. */
  priceMaxCents: 99_999_999,
  contactNameMax: 200,
  contactEmailMax: 254,
  contactMessageMax: 5000,
  usernameMax: 100,
  /** A person's name on their admin account. */
  personNameMax: 100,
  passwordMin: 8,
  passwordMax: 200,
  /** A one-time password signs in once, within this many hours of being given. */
  oneTimePasswordHours: 72,
} as const;

/** An order's caps, enforced by the server and shown by the cart. */
export const ORDER_LIMITS = {
  linesMax: 50,
  quantityMax: 99,
  deliveryNameMax: 100,
  deliveryPhoneMax: 30,
  deliveryAddressMax: 300,
  deliveryNoteMax: 500,
} as const;

/** 'Only n left' shows at or under this count until the owner sets another on the Settings page. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** Stock counts (src/contract/stock.ts). */
export const STOCK_LIMITS = {
  /** A count above this is a typo, not a shelf. */
  countMax: 100_000,
  thresholdMax: 1000,
  /** Counts one Save may carry: a page of the Stock page at its largest. */
  saveMax: 100,
} as const;

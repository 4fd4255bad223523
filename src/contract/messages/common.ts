// Strings both the storefront and the admin panel show.

export const commonText = {
  loading: 'Loading…',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  totalCount: (total: number) => `${total} total`,
  pagination: 'Pagination',
  tryAgain: 'Try Again',
  retry: 'Retry',
  close: 'Close',
  cancel: 'Cancel',
  search: 'Search',
  allCategories: 'All categories',
  soldOut: 'Sold Out',
  /** A counted item or colour at or under the shop's low-stock threshold. */
  onlyLeft: (count: number) => `Only ${count} left`,
  /** A colour swatch that cannot be picked. */
  colorSoldOut: (name: string) => `${name}, sold out`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  quantity: 'Quantity',
  /** Read before a struck-through price, so a screen reader does not announce two prices alike. */
  regularPrice: 'Regular price',
  /** A form field's message (messages/validation.ts): what a visitor typed is longer than the field takes. */
  tooLong: (max: number) => `Must be at most ${max} characters`,
  /** A form field's message (messages/validation.ts): the server refused a character it cannot store. */
  invalidCharacters: 'Contains a character that is not allowed',
} as const;

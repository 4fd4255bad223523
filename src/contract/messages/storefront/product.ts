// A product's detail page (and an offer's, which shows the same view).
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const productDetailText = {
  loading: 'Loading product…',
  error: 'Failed to load product',
  notFound: 'Product not found.',
  back: 'Back',
  save: (percent: number) => `Save ${percent}%`,
  share: 'Share',
  linkCopied: 'Link copied to clipboard!',
  shareFailed: 'Could not share the link',
  chooseColor: 'Color',
  selectedColor: (name: string) => `Selected: ${name}`,
  description: 'Description',
  quantity: 'Quantity',
  addToCart: (quantity: number) => `Add ${quantity} to Cart`,
  adding: 'Adding...',
  selectColorFirst: 'Please select a color before adding to cart',
  soldOut: 'Sold Out',
  /** The photos of an item that has more than one: the region, its buttons and its thumbnails. */
  photos: 'Photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
  viewFullScreen: 'View full screen',
} as const;

// A product's detail page (and an offer's, which shows the same view).
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

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
} as const;

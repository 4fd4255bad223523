// The home page: the carousel, the catalogue and its product cards.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const carouselText = {
  region: 'Featured',
  /** What a screen reader calls the carousel and each slide (aria-roledescription). */
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  loading: 'Loading carousel...',
  error: 'Failed to load carousel images',
  empty: 'No carousel images available',
  previous: 'Previous slide',
  next: 'Next slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  slideOf: (n: number, total: number) => `Slide ${n} of ${total}`,
} as const;

export const catalogueText = {
  heading: 'Our Collection',
  intro: 'Make-up, skincare and fragrance, chosen with care in Beirut since 1970.',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products…',
  categoryLabel: 'Category',
  clearFilters: (count: number) => `Clear filters (${count})`,
  clearFiltersLink: 'Clear filters',
  loading: 'Loading products…',
  errorTitle: 'Something went wrong',
  errorFallback: "We couldn't load the products. Please check your connection and try again.",
  errorHint: 'If you are searching or filtering, try clearing your filters.',
  emptyTitle: 'No products found',
  emptyFilteredHint: 'Try another search or category.',
  emptyUnfiltered: 'No products are currently available.',
  /** Before the names of products near a search that found nothing, each a link searching for it. */
  didYouMean: 'Did you mean:',
  resultsLabel: 'Products',
} as const;

export const productCardText = {
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  inCart: (quantity: number) => `In Cart (${quantity})`,
  selectColor: 'Please select a color',
  moreColors: (count: number) => `+${count}`,
  moreColorsLabel: (count: number) => `${count} more colors`,
  colorsLabel: (productName: string) => `Colors of ${productName}`,
  viewDetails: (productName: string) => `View details of ${productName}`,
} as const;

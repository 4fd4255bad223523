// The offers page and an offer's detail page.
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

export const offersText = {
  heading: 'Offers',
  intro: 'Limited-time prices on our favourites.',
  searchLabel: 'Search offers',
  searchPlaceholder: 'Search offers…',
  loading: 'Loading offers…',
  error: 'Failed to load offers. Please try again.',
  empty: 'No offers found',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  viewDetails: 'View Details',
} as const;

export const offerDetailText = {
  loading: 'Loading offer…',
  error: 'Failed to load offer',
  notFound: 'Offer not found.',
  back: 'Back to Offers',
} as const;

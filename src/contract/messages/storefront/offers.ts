// The offers page and an offer's detail page.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const offersText = {
  heading: 'Offers',
  intro: 'Limited-time prices on our favourites.',
  searchLabel: 'Search offers',
  searchPlaceholder: 'Search offers…',
  loading: 'Loading offers…',
  error: 'Failed to load offers. Please try again.',
  empty: 'No offers found',
  /** Before the names of offers near a search that found nothing, each a link searching for it. */
  didYouMean: 'Did you mean:',
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

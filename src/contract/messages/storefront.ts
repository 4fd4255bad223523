// Every string a visitor reads on the storefront, grouped by screen. Named exports per area so a
// page's chunk carries only its own words. The spec's wording is kept exactly where it gives one.

export const navText = {
  home: 'Home',
  offers: 'Offers',
  about: 'About Us',
  contact: 'Contact Us',
  cart: 'Cart',
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
} as const;

export const footerText = {
  tagline: 'Premium cosmetics in Beirut since 1970.',
  followUs: 'Follow us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  openingHours: 'Opening hours',
  phone: 'Phone',
  contactUs: 'Contact Us',
  rights: (year: number, shopName: string) => `© ${year} ${shopName}. All rights reserved.`,
} as const;

export const whatsappText = {
  chatButton: 'Chat with us on WhatsApp',
  emptyCart: 'Your cart is empty.',
  orderIntro: 'Hello! I would like to place an order:',
  color: (name: string) => `Color: ${name}`,
  quantity: (quantity: number) => `Quantity: ${quantity}`,
  lineTotal: (amount: string) => `Subtotal: ${amount}`,
  totalItems: (count: number) => `Items: ${count}`,
  total: (amount: string) => `Total: ${amount}`,
} as const;


export const carouselText = {
  region: 'Featured',
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

export const cartToastText = {
  added: (name: string) => `${name} added to cart`,
  addedMany: (name: string, quantity: number) => `${quantity} × ${name} added to cart`,
  failed: (error: string) => `Failed to add to cart: ${error}`,
  quantityMax: (max: number) => `Up to ${max} per item`,
} as const;

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

export const cartText = {
  heading: 'Shopping Cart',
  empty: 'Your cart is empty',
  emptyHint: 'Discover our collection and find something you love.',
  continueShopping: 'Continue Shopping',
  itemsLabel: 'Items in your cart',
  color: (name: string) => `Color: ${name}`,
  save: (amount: string) => `Save ${amount}`,
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  remove: (name: string) => `Remove ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  summary: 'Order Summary',
  subtotal: (count: number) => `Subtotal (${count} ${count === 1 ? 'item' : 'items'})`,
  total: 'Total',
  orderViaWhatsapp: 'Order via WhatsApp',
  clearCart: 'Clear Cart',
  orderNote: 'Your order opens in WhatsApp with every item listed, ready to send.',
} as const;

export const contactText = {
  heading: 'Contact Us',
  intro: 'Questions about a shade, an order or a gift? Send us a message and we will get back to you.',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  reachUs: 'Reach us directly',
} as const;

export const aboutText = {
  heading: 'About Us',
  lead: 'Serving customers since 1970',
  paragraphs: [
    'For more than 50 years our family shop in Beirut has helped customers find the make-up, skincare and fragrance that suit them.',
    'We choose every product for its premium quality, and we are happy to advise you on shades and care — in the shop, by phone or on WhatsApp, 24/7.',
  ],
  highlights: [
    { value: '1970', label: 'Serving customers since' },
    { value: '50+', label: 'Years of experience' },
    { value: 'Premium', label: 'Quality in every product' },
  ],
} as const;

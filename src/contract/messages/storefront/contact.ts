// The contact page.
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

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

// The contact page.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

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
  // The form's messages: the contact schema's (messages/validation.ts takes them from here).
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
  messageTooLong: (max: number) => `The message must be at most ${max} characters`,
} as const;

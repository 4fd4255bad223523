// The owner's own texts as a new shop starts: the About page's paragraphs, the chat button's greeting,
// the order message's first line and the shop's address (the admin panel's Settings page changes them). These English ones
// are the first values (DEFAULT_SHOP_CONFIG); a French or Arabic page shows its language's version of
// them for as long as the owner keeps the English first value and writes no translation of their own.

export const firstShopTexts = {
  aboutText: [
    'For more than 50 years our family shop in Beirut has helped customers find the make-up, skincare and fragrance that suit them.',
    'We choose every product for its premium quality, and we are happy to advise you on shades and care — in the shop, by phone or on WhatsApp, 24/7.',
  ].join('\n\n'),
  whatsappGreeting: 'Hello! I would like to know more about your products.',
  orderGreeting: 'Hello! I would like to place an order:',
  address: 'Beirut, Lebanon',
} as const;

// The server's messages about discount codes: the owner's Codes form, and the order a code stopped.
// Apart from validation.ts, which the cart's code shares: a visitor who never types a code loads none.
// Import-free (the limits are arguments, from contract/discount-code.ts), so no chunk is made to share them.

export const discountCodeValidation = {
  codeFormat: (min: number, max: number) => `A code is ${min} to ${max} letters (A–Z) and digits`,
  codeExists: 'Another code is already written this way',
  codeTyped: 'This code is not valid',
  kind: 'Please choose a percent, an amount or free delivery',
  percent: (max: number) => `Enter a whole percent from 1 to ${max}`,
  amount: 'Enter an amount above 0 and under one million, with at most two decimals',
  dateTime: 'Please enter a date and time',
  dateRange: (from: number, to: number) => `Please enter a date between the years ${from} and ${to}`,
  endsBeforeStart: 'The end must be after the start',
  uses: 'Enter a whole number above 0, or leave it empty',
  target: 'Please choose categories, products or offers from the lists',
  tooManyTargets: (max: number) => `A code can be limited to at most ${max} categories and ${max} items`,
  targetGone: 'A category or an item chosen is not in the shop any more',
  codeUsed: 'A code that orders have used cannot be deleted; switch it off instead',
  codeNotFound: 'Code not found',
  /** A 409 for an order: the code was switched off, ended or used up since the cart checked it. */
  codeChanged: 'Your discount code has changed. Please check your cart and send the order again.',
  /** A 409 for a recorded sale: the code does not apply to it (the answer's discount says why). */
  saleCodeRefused: 'The discount code does not apply to this sale',
} as const;

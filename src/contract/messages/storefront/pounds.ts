// Prices in Lebanese pounds beside dollars (when the owner set a rate): under every dollar price, in
// the cart and in the order message. Dollars stay the shop's prices; pounds are an indication.

export const poundsText = {
  amount: (grouped: string) => `LBP ${grouped}`,
  /** Read out before the amount: the dollar price is the price, this is an indication. */
  approximately: 'About',
  /** Shown on hover or tap: the rate and the day the owner set it. */
  rateNote: (rate: string, day: string) => `$1 = ${rate}, rate of ${day}`,
  /** The order message's total in pounds, after the dollar total. */
  orderTotal: (amount: string) => `Total in pounds: ${amount} (indicative)`,
} as const;

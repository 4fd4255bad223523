// What a cart line, an order line or a discount code's target is: a product or an offer (a bundle).
export const CART_ITEM_KINDS = ['product', 'offer'] as const;
export type CartItemKind = (typeof CART_ITEM_KINDS)[number];

import type { ImageFields } from '#contract/image.js';

/**
 * Which item of a list of cards shows the list's first picture: the one its page's Largest Contentful
 * Paint waits for, fetched first and at high priority (ResponsiveImage `priority`). A card without a
 * picture shows a placeholder, so the first card is not always it. -1 when no item has one.
 */
export function firstPictured(items: readonly ImageFields[]): number {
  return items.findIndex((item) => Boolean(item.image));
}

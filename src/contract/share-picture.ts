// Zod-free on purpose: the storefront's route table imports this, and its heads name the picture.

/**
 * The picture link previews show (WhatsApp, Facebook, Instagram, X): 1.91:1 at the size Facebook
 * asks for, filled (cover crop, centred) and never letterboxed. JPEG, since not every preview reads WebP.
 */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The key an image's link-preview picture is stored and served under (`/uploads/<key>`). */
export function shareKey(id: string): string {
  return `${id}-share.jpg`;
}

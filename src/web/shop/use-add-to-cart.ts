import { useEffect, useRef, useState } from 'react';
import { ADD_TO_CART_BUSY_MS } from '../config/ui.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { localizedColorName, localizedText } from '#web/i18n/localized.js';
import { getQuantity, QUANTITY_MAX, useCart, type CartColor, type CartProductInput } from './cart.js';
import { toast } from '../components/ui/toast.js';

/**
 * Adds to the cart with feedback: a confirming toast, and `busy` (the button shows
 * 'Adding...', unavailable but still focused) for about 300 ms after each add.
 */
export function useAddToCart(toastDurationMs?: number) {
  const messages = useMessages();
  const language = useLanguage();
  const add = useCart((state) => state.add);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const addToCart = (product: CartProductInput, color: CartColor | null = null, quantity = 1) => {
    const options = toastDurationMs ? { duration: toastDurationMs } : undefined;
    try {
      const inCart = () => getQuantity(useCart.getState().items, product.id, color?.hexCode ?? null);
      const before = inCart();
      // The detail page's quantity is added one unit at a time, so a line stops at the cap.
      for (let unit = 0; unit < quantity; unit += 1) add(product, color);
      const added = inCart() - before;
      const { name } = localizedText(product, language);
      const label = color ? `${name} (${localizedColorName(color, language)})` : name;
      if (added > 0) toast.success(added > 1 ? messages.cartToast.addedMany(label, added) : messages.cartToast.added(label), options);
      if (added < quantity) toast.error(messages.cartToast.quantityMax(QUANTITY_MAX), options);
    } catch (error) {
      toast.error(messages.cartToast.failed(error instanceof Error ? error.message : String(error)), options);
    }
    setBusy(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setBusy(false), ADD_TO_CART_BUSY_MS);
  };

  return { busy, addToCart };
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#web/components/ui/Button.js';
import { ShoppingBagIcon } from '#web/components/ui/icons.js';
import { useMessages } from '#web/i18n/context.js';
import { canGoBackInShop } from '#web/navigation/router.js';

/** The empty cart; after Clear Cart its message is brought into view and focused, so nobody is left on a blank page. */
export function EmptyCart({ focusOnShow }: { focusOnShow: boolean }) {
  const messages = useMessages();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow || !heading.current) return;
    heading.current.scrollIntoView({ block: 'center' });
    heading.current.focus({ preventScroll: true });
  }, [focusOnShow]);
  // Back in history when the visitor came from this shop; otherwise the home page.
  const continueShopping = () => {
    if (canGoBackInShop()) window.history.back();
    else navigate('/');
  };
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <ShoppingBagIcon className="size-12 text-brand-300" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 font-display text-3xl text-ink outline-none">
        {messages.cart.empty}
      </h1>
      <p className="mt-2 text-muted">{messages.cart.emptyHint}</p>
      <Button size="lg" className="mt-8" onClick={continueShopping}>
        {messages.cart.continueShopping}
      </Button>
    </div>
  );
}

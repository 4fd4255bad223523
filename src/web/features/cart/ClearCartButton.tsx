import { useId, useRef } from 'react';
import { useMessages } from '#web/i18n/context.js';
import { Button } from '#web/components/ui/Button.js';

/**
 * Clear Cart, asked first: the browser's own modal dialog (focus kept inside, Escape closes it), so
 * the cart's code carries no dialog library. 'Keep my items' takes the focus, as a careful default.
 */
export function ClearCartButton({ count, onClear }: { count: number; onClear: () => void }) {
  const messages = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      <Button
        variant="danger"
        className="mt-4 w-full"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          keep.current?.focus();
        }}
      >
        {messages.cart.clearCart}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl">
          {messages.cartOrder.clearQuestion}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-muted">
          {messages.cartOrder.clearExplained(count)}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button ref={keep} variant="secondary" onClick={() => dialog.current?.close()}>
            {messages.cartOrder.keepItems}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              dialog.current?.close();
              onClear();
            }}
          >
            {messages.cart.clearCart}
          </Button>
        </div>
      </dialog>
    </>
  );
}

import { useState } from 'react';
import { useMessages } from '#web/i18n/context.js';
import { formatPounds, rateNote, toPounds } from '#web/shop/pounds.js';
import { useShopConfig } from '#web/shop/shop-config.js';

/**
 * The pound equivalent under a dollar price, when the owner set a rate: smaller and muted, since the
 * dollar amount is the price. Hover shows the rate and its date; a tap shows it too. Where several
 * sit together (the cart), one is enough for the keyboard: the others pass `keyboard={false}`.
 */
export function PoundPrice({ dollars, className = '', keyboard = true }: { dollars: number; className?: string; keyboard?: boolean }) {
  const messages = useMessages();
  const { poundRate } = useShopConfig();
  const [open, setOpen] = useState(false);
  if (!poundRate) return null;
  return (
    <span className={`block text-xs text-muted ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        tabIndex={keyboard ? undefined : -1}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={(event) => {
          event.currentTarget.title = rateNote(poundRate, messages.pounds);
        }}
        className="inline-flex min-h-6 cursor-help items-center tabular-nums underline decoration-dotted underline-offset-2"
      >
        <span className="sr-only">{messages.pounds.approximately} </span>
        {formatPounds(toPounds(dollars, poundRate), messages.pounds)}
      </button>
      {open ? <span className="ms-1">({rateNote(poundRate, messages.pounds)})</span> : null}
    </span>
  );
}

import { Minus, Plus } from 'lucide-react';
import { useMessages } from '#web/i18n/context.js';
import { MIN_QUANTITY } from '#web/config/ui.js';

interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Names the group, e.g. "Quantity of Rose Lipstick". */
  label?: string;
  min?: number;
  /** The increase button is disabled here; none by default. */
  max?: number;
  size?: 'sm' | 'md';
}

/** − value +; decrease is disabled at the minimum (1), increase at the maximum when there is one. */
export function QuantityStepper({ value, onDecrease, onIncrease, label, min = MIN_QUANTITY, max, size = 'md' }: QuantityStepperProps) {
  const messages = useMessages();
  const button = `${size === 'sm' ? 'size-9' : 'size-11'} inline-flex items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-brand-300 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={label ?? messages.common.quantity}
      className="inline-flex items-center rounded-full border border-brand-200 bg-white"
    >
      <button type="button" className={button} onClick={onDecrease} disabled={value <= min} aria-label={messages.common.decreaseQuantity}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={onIncrease}
        disabled={max !== undefined && value >= max}
        aria-label={messages.common.increaseQuantity}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

// The customer's discount code on a sale being recorded: typed, applied (Enter or Apply), what the shop
// says it takes off or why it takes nothing off, and Remove. Inside the dialog's form, so Enter here
// applies the code instead of recording the sale. A chunk fetched as the dialog opens: it shares the cart's
// code field's code and words (shop/code-discount.ts), whose chunks the panel must not import itself.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { CartDiscount } from '#contract/discount-code.js';
import type { Language } from '#contract/languages.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { codeInputProps, discountCodeWords, effectText, problemText } from '#web/shop/code-discount.js';
import type { SaleMessages } from './sale-text.js';
import type { SaleCode } from './use-sale-code.js';

interface SaleCodeFieldProps {
  code: SaleCode;
  /** The items' total the code's minimum is compared with. */
  itemsCents: number;
  disabled: boolean;
  /**
   * The panel's words for the code, its language and its inputs' look, given rather than imported: a panel
   * module imported here would leave the panel's chunk for one that the storefront's first load names.
   */
  panel: { words: SaleMessages['code']; language: Language; inputClass: string };
}

/** The cart's words in the panel's language, with the panel's own where the person recording the sale is told otherwise. */
function codeWords({ words, language }: SaleCodeFieldProps['panel']) {
  const cart = discountCodeWords(language);
  return { ...cart, ...words, problems: { ...cart.problems, ...words.problems } };
}

/** The shop's answer in words: why the code takes nothing off (an error), what it does, or that it is being checked. */
function answerOf(code: SaleCode, itemsCents: number, words: ReturnType<typeof codeWords>) {
  const discount: CartDiscount | undefined = code.discount;
  if (code.applied === null) return null;
  const problem = discount ? problemText(discount, itemsCents, words) : null;
  if (problem) return { text: problem, tone: 'error' } as const;
  if (discount) return { text: words.applied(discount.code, effectText(discount, words)), tone: 'applied' } as const;
  if (code.checking) return { text: words.checking, tone: 'note' } as const;
  return code.failed ? ({ text: words.unchecked, tone: 'note' } as const) : null;
}

const TONES = { error: 'text-red-700', applied: 'text-emerald-800', note: 'text-muted' } as const;

export function SaleCodeField({ code, itemsCents, disabled, panel }: SaleCodeFieldProps) {
  const words = codeWords(panel);
  const id = useId();
  const answer = code.error ? ({ text: code.error, tone: 'error' } as const) : answerOf(code, itemsCents, words);
  const invalid = answer?.tone === 'error';
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  // Asked while the dialog is still saving (the field disabled): the focus comes once it is enabled again.
  const focused = useRef(code.focusAsked);
  useEffect(() => {
    if (disabled || focused.current === code.focusAsked) return;
    focused.current = code.focusAsked;
    input.current?.focus();
  }, [code.focusAsked, disabled]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    code.apply();
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {words.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          {...codeInputProps}
          value={code.typed}
          onChange={(event) => code.type(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={answer ? messageId : undefined}
          className={`${panel.inputClass} min-w-0 flex-1`}
        />
        <button type="button" onClick={code.apply} disabled={disabled} className={buttonClass('secondary', 'md', 'shrink-0')}>
          {words.apply}
        </button>
        {code.applied !== null ? (
          <button
            type="button"
            onClick={code.remove}
            disabled={disabled}
            aria-label={words.removeCode(code.discount?.code ?? code.applied)}
            className={buttonClass('ghost', 'md', 'shrink-0')}
          >
            {words.remove}
          </button>
        ) : null}
      </div>
      {/* Always there, so a screen reader reads out each answer as it comes. */}
      <div aria-live="polite" className="text-sm">
        {answer ? (
          <p id={messageId} className={TONES[answer.tone]}>
            {answer.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

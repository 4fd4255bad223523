import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { toast } from '#web/components/ui/toast.js';
import type { CartDiscount } from '#contract/discount-code.js';
import type { Language } from '#contract/languages.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { useLanguage } from '#web/i18n/context.js';
import { setCartCode } from '#web/shop/cart-code.js';
import { codeInputProps, discountCents, discountCodeWords, effectText, problemText } from '#web/shop/code-discount.js';
import { formatMoney } from '#web/shop/money.js';
import type { OrderMessages, ShownCode } from '#web/shop/place-order.js';
import type { MessageDiscount } from '#web/shop/whatsapp.js';
import type { DiscountCodeState } from './use-discount-code.js';

// The cart's discount code: what it takes off, the field, why a code takes nothing off, and the
// summary's row. A chunk of its own (use-discount-code.ts keeps the page's state of it), with its words
// in all three languages (code-discount.ts).

/** The cart the code is read against, as the page shows it. */
export interface CodeCart {
  language: Language;
  /** The page's words for the order message: the code's line joins them. */
  messages: OrderMessages;
  /** The items' total, which a code's minimum is compared with. */
  itemsCents: number;
  /** The chosen delivery's fee, which a free-delivery code takes off. */
  feeCents: number;
}

/** What the code does to the cart. */
export interface CodeOnCart {
  /** The code as it applies, for the order and its message; null when none applies. */
  applied: ShownCode | null;
  /** The order message's words, with the line that names the code. */
  orderWords: OrderMessages;
  /** The code and what it takes off as the browser's own message names them; null when none applies. */
  inMessage: MessageDiscount | null;
  /** The summary's row and all the code takes off, in cents; null when it takes nothing off. */
  summary: { row: ReactNode; cents: number } | null;
  /** The field, while the visitor has it open or a code is on the cart; null: the page offers to open it. */
  field: ReactElement | null;
  /**
   * A code typed in the field but not applied: applies it and says so, and the order waits for the
   * visitor to see the total with it. Null when the field holds the code on the cart, or nothing.
   */
  applyTyped: (() => void) | null;
}

/** The field's input: one on the page, found again to take the focus back when a typed code is applied for the visitor. */
const CODE_INPUT_ID = 'cart-discount-code';

/** What the code on the cart takes off, and its field, by the shop's last answer or an order's refusal. */
export function codeOnCart(
  { code, quote, phone, typed, setTyped, opened, setOpened, refusal, setRefusal }: DiscountCodeState,
  { language, messages, itemsCents, feeCents }: CodeCart,
): CodeOnCart {
  // What the order's refusal said of the code: shown until the code or the phone number changes when
  // the limit is per phone number; any other problem, until the next quote.
  const perPhone = refusal?.discount.problem === 'usedByPhone' || refusal?.discount.problem === 'phoneNeeded';
  const discount =
    code === null
      ? null
      : refusal && refusal.code === code && refusal.phone === phone && (perPhone || refusal.at === quote.dataUpdatedAt)
        ? refusal.discount
        : (quote.data?.discount ?? null);
  const words = discountCodeWords(language);
  const cents = discount ? discountCents(discount, feeCents) : 0;
  const applied = code !== null && discount?.problem === null ? { code, discount, amount: cents / 100, changed: words.changed } : null;
  const apply = (next: string) => {
    setRefusal(null);
    setTyped(null);
    // The same code again: asked again (after too many tries, or a refusal).
    if (next === code) void quote.refetch();
    else setCartCode(next);
  };
  const remove = () => {
    setRefusal(null);
    setTyped(null);
    setCartCode(null);
    setOpened(true);
  };
  const waiting = typed?.trim() ?? '';
  const applyTyped =
    waiting !== '' && waiting !== code
      ? () => {
          apply(waiting);
          toast.error(words.notAppliedYet(waiting));
          document.getElementById(CODE_INPUT_ID)?.focus();
        }
      : null;
  return {
    applied,
    applyTyped,
    orderWords: { ...messages, discountLine: words.messageLine },
    inMessage: applied && { code: applied.discount.code, amount: applied.amount },
    summary: applied && cents > 0 ? { row: <DiscountRow code={applied.discount.code} cents={cents} />, cents } : null,
    field:
      code !== null || opened ? (
        <DiscountCodeField
          code={code}
          typed={typed ?? code ?? ''}
          onType={setTyped}
          discount={discount}
          checking={quote.isFetching && !discount}
          failed={quote.isError}
          itemsCents={itemsCents}
          focus={opened}
          onApply={apply}
          onRemove={remove}
        />
      ) : null,
  };
}

interface DiscountCodeFieldProps {
  /** The code on the cart, as typed; null: none. */
  code: string | null;
  /** What the field holds. */
  typed: string;
  onType: (typed: string) => void;
  /** The shop's answer for it; null while it is checked, or when it could not be. */
  discount: CartDiscount | null;
  checking: boolean;
  /** The shop could not be reached to check it. */
  failed: boolean;
  /** The items' total the code's minimum is compared with. */
  itemsCents: number;
  /** Takes the focus when shown: the visitor opened the field. */
  focus: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The code field: a form of its own (Enter applies), its answer under it, tied to the input and
 * read out as it changes; Remove takes the code off.
 */
function DiscountCodeField({
  code,
  typed,
  onType,
  discount,
  checking,
  failed,
  itemsCents,
  focus,
  onApply,
  onRemove,
}: DiscountCodeFieldProps) {
  const words = discountCodeWords(useLanguage());
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const problem = code !== null && discount ? problemText(discount, itemsCents, words) : null;
  const applied = code !== null && discount && discount.problem === null ? words.applied(discount.code, effectText(discount, words)) : null;
  const note = code === null ? null : checking ? words.checking : failed ? words.unchecked : null;
  const message = problem ?? applied ?? note;
  const messageId = `${id}-message`;
  return (
    <form
      className="mt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = typed.trim();
        if (next) onApply(next);
        else input.current?.focus();
      }}
    >
      <label htmlFor={CODE_INPUT_ID} className="text-sm font-medium text-ink">
        {words.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={CODE_INPUT_ID}
          {...codeInputProps}
          value={typed}
          onChange={(event) => onType(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="block min-h-11 w-full min-w-0 flex-1 rounded-2xl border border-brand-200 bg-white px-4 py-2 text-base text-ink focus:border-brand-500 aria-invalid:border-red-600"
        />
        <button type="submit" className={buttonClass('secondary', 'md', 'shrink-0')}>
          {words.apply}
        </button>
      </div>
      {/* Always there, so a screen reader reads out each answer as it comes. */}
      <div aria-live="polite" className="text-sm">
        {message ? (
          <p id={messageId} className={`mt-2 ${problem ? 'text-red-700' : applied ? 'text-emerald-800' : 'text-muted'}`}>
            {message}
          </p>
        ) : null}
      </div>
      {code !== null ? (
        <button
          type="button"
          aria-label={words.removeCode(discount?.code ?? code)}
          onClick={() => {
            onRemove();
            input.current?.focus();
          }}
          className={buttonClass('ghost', 'md', 'mt-1')}
        >
          {words.remove}
        </button>
      ) : null}
    </form>
  );
}

/** The summary's row before the total: "Discount (LAYAL15)" and all it takes off. */
function DiscountRow({ code, cents }: { code: string; cents: number }) {
  const words = discountCodeWords(useLanguage());
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{words.row(code)}</dt>
      {/* Its own direction, so the minus stays before the amount on an Arabic page. */}
      <dd className="text-end font-medium text-emerald-800" data-testid="cart-discount">
        <span dir="ltr">−{formatMoney(cents / 100)}</span>
      </dd>
    </div>
  );
}

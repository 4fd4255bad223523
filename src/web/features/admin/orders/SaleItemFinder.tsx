// The "Record a sale" dialog's search: products and offers found by a few letters of their name, one tap adding a line.
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { CartItemKind } from '#contract/order.js';
import type { Offer } from '#contract/offer.js';
import type { Product } from '#contract/product.js';
import { offerListQuery } from '#web/api/offers.js';
import { productListQuery } from '#web/api/products.js';
import { formatMoney } from '#web/shop/money.js';
import { inputClass } from '../form/Field.js';
import { useAdminText } from '../i18n/context.js';
import { Isolate } from '../list/Isolate.js';
import { useDebouncedValue } from '../list/use-debounced-value.js';
import { dotted } from './sale-text.js';

/** Matches shown of each kind: enough to find an item by a few letters of its name. */
const RESULTS_PER_KIND = 5;

interface SaleItemFinderProps {
  onPick: (kind: CartItemKind, item: Product | Offer) => void;
  disabled: boolean;
}

export function SaleItemFinder({ onPick, disabled }: SaleItemFinderProps) {
  const text = useAdminText().sale;
  const id = useId();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const searching = search !== '';
  const products = useQuery({ ...productListQuery({ page: 1, limit: RESULTS_PER_KIND, search }), enabled: searching });
  const offers = useQuery({ ...offerListQuery({ page: 1, limit: RESULTS_PER_KIND, search }), enabled: searching });
  const shown = term.trim() !== '';
  const matches: { kind: CartItemKind; item: Product | Offer }[] = shown
    ? [
        ...(products.data?.data ?? []).map((item) => ({ kind: 'product' as const, item })),
        ...(offers.data?.data ?? []).map((item) => ({ kind: 'offer' as const, item })),
      ]
    : [];
  const pending = shown && (term.trim() !== search || products.isFetching || offers.isFetching);
  const failed = products.isError || offers.isError;
  const status = !shown
    ? ''
    : failed
      ? text.searchFailed
      : pending && matches.length === 0
        ? text.searching
        : matches.length === 0
          ? text.noMatch
          : text.matches(matches.length);

  const choose = (kind: CartItemKind, item: Product | Offer) => {
    onPick(kind, item);
    setTerm('');
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {text.find}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          placeholder={text.findPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          // Enter picks nothing and must not save the sale half made.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          disabled={disabled}
          // The dialog's first step: finding an item.
          autoFocus
          className={`${inputClass} ps-9`}
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className={`text-xs ${failed ? 'text-red-700' : 'text-muted'} ${status ? '' : 'sr-only'}`}>
        {status}
      </p>
      {matches.length > 0 ? (
        <ul
          aria-label={text.find}
          className={`flex flex-col divide-y divide-brand-100 rounded-lg border border-brand-100 ${pending ? 'opacity-60' : ''}`}
        >
          {matches.map(({ kind, item }) => (
            <li key={`${kind}:${item.id}`}>
              <button
                type="button"
                onClick={() => choose(kind, item)}
                disabled={disabled}
                className="flex min-h-11 w-full items-center gap-3 px-3 py-2 text-start text-sm hover:bg-brand-50"
              >
                <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-ink">
                    <Isolate>{item.name}</Isolate>
                  </span>
                  <span className="block text-xs text-muted">
                    {dotted(
                      kind === 'offer' ? text.offer : null,
                      item.soldOut ? text.problems.soldOut : item.left !== null ? text.problems.onlyLeft(item.left) : null,
                    )}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-ink tabular-nums">{formatMoney(item.offerPrice ?? item.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

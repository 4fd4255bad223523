// Products and offers found by a few letters of their name, one tap picking one: the Record a sale
// dialog adds a line with it, the Codes form limits a code to it.
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { CartItemKind } from '#contract/cart-item.js';
import type { Offer } from '#contract/offer.js';
import type { Product } from '#contract/product.js';
import { offerListQuery } from '#web/api/offers.js';
import { productListQuery } from '#web/api/products.js';
import { inputClass } from '../form/Field.js';
import { Isolate } from '../list/Isolate.js';
import { useDebouncedValue } from '../list/use-debounced-value.js';

/** Matches shown of each kind: enough to find an item by a few letters of its name. */
const RESULTS_PER_KIND = 5;

export interface FoundItem {
  kind: CartItemKind;
  item: Product | Offer;
}

/** The words of the search, in the form's own part of the panel's messages. */
export interface ItemFinderWords {
  find: string;
  findPlaceholder: string;
  searching: string;
  matches: (count: number) => string;
  noMatch: string;
  searchFailed: string;
}

interface ItemFinderProps {
  words: ItemFinderWords;
  labelClassName: string;
  /** The line under a match's name. */
  detail: (found: FoundItem) => ReactNode;
  /** What ends a match's row, if anything (the price). */
  aside?: (found: FoundItem) => ReactNode;
  /** Leaves a match out (one already chosen). */
  hides?: (found: FoundItem) => boolean;
  onPick: (found: FoundItem) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The search's label and field, what it found (said to a screen reader too) and the matches, each
 * picked with a tap that empties the search. Rendered without a wrapper: it goes in the form's own
 * column.
 */
export function ItemFinder({ words, labelClassName, detail, aside, hides, onPick, disabled, autoFocus }: ItemFinderProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const searching = search !== '';
  const products = useQuery({ ...productListQuery({ page: 1, limit: RESULTS_PER_KIND, search }), enabled: searching });
  const offers = useQuery({ ...offerListQuery({ page: 1, limit: RESULTS_PER_KIND, search }), enabled: searching });
  const shown = term.trim() !== '';
  const matches: FoundItem[] = shown
    ? [
        ...(products.data?.data ?? []).map((item) => ({ kind: 'product' as const, item })),
        ...(offers.data?.data ?? []).map((item) => ({ kind: 'offer' as const, item })),
      ].filter((found) => !hides?.(found))
    : [];
  const pending = shown && (term.trim() !== search || products.isFetching || offers.isFetching);
  const failed = products.isError || offers.isError;
  const status = !shown
    ? ''
    : failed
      ? words.searchFailed
      : pending && matches.length === 0
        ? words.searching
        : matches.length === 0
          ? words.noMatch
          : words.matches(matches.length);

  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {words.find}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          placeholder={words.findPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          // Enter picks nothing and must not send the form half filled.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          disabled={disabled}
          autoFocus={autoFocus}
          className={`${inputClass} ps-9`}
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className={`text-xs ${failed ? 'text-red-700' : 'text-muted'} ${status ? '' : 'sr-only'}`}>
        {status}
      </p>
      {matches.length > 0 ? (
        <ul
          aria-label={words.find}
          className={`flex flex-col divide-y divide-brand-100 rounded-lg border border-brand-100 ${pending ? 'opacity-60' : ''}`}
        >
          {matches.map((found) => (
            <li key={`${found.kind}:${found.item.id}`}>
              <button
                type="button"
                onClick={() => {
                  onPick(found);
                  setTerm('');
                }}
                disabled={disabled}
                className="flex min-h-11 w-full items-center gap-3 px-3 py-2 text-start text-sm hover:bg-brand-50"
              >
                <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-ink">
                    <Isolate>{found.item.name}</Isolate>
                  </span>
                  <span className="block text-xs text-muted">{detail(found)}</span>
                </span>
                {aside?.(found)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

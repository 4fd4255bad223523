// The Codes form's limits: the categories (every one, to tick) and the products and offers (found by a
// few letters of their name, with the Record a sale dialog's search) a code applies to.
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId } from 'react';
import type { CartItemKind } from '#contract/cart-item.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { ItemFinder } from '../catalogue-item/ItemFinder.js';
import { useAdminText, useOwnName, useServerMessage } from '../i18n/context.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import type { ChosenItem } from './code-form.js';

const itemKey = (item: { kind: CartItemKind; id: string }) => `${item.kind}:${item.id}`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const serverMessage = useServerMessage();
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {serverMessage(error)}
    </p>
  ) : null;
}

interface CategoryChecklistProps {
  chosen: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}

/** Every category to tick; one chosen before it was deleted stays listed, to untick. */
export function CategoryChecklist({ chosen, onChange, error, disabled }: CategoryChecklistProps) {
  const text = useAdminText().codes;
  const ownName = useOwnName();
  const errorId = useId();
  const categories = useQuery(categoryOptionsQuery());
  const known = categories.data ?? [];
  const gone = categories.data ? chosen.filter((id) => !known.some((category) => category.id === id)) : [];
  const options = [
    ...known.map((category) => ({ id: category.id, name: ownName(category), deleted: false })),
    ...gone.map((id) => ({ id, name: text.deletedCategory, deleted: true })),
  ];
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id));
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{text.categories}</legend>
      {categories.isError ? (
        <p className="text-sm text-red-700">{text.categoriesFailed}</p>
      ) : categories.data && options.length === 0 ? (
        <p className="text-sm text-muted">{text.noCategories}</p>
      ) : (
        <ul className="grid max-h-48 gap-x-3 overflow-y-auto rounded-lg border border-brand-100 p-1 sm:grid-cols-2">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-ink hover:bg-brand-50">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className={`min-w-0 break-words ${option.deleted ? 'text-muted italic' : ''}`}>
                  {option.deleted ? option.name : <Isolate>{option.name}</Isolate>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface ItemPickerProps {
  chosen: ChosenItem[];
  onChange: (items: ChosenItem[]) => void;
  error: string | undefined;
  disabled: boolean;
}

/** The products and offers chosen, each to remove, and a search that adds one at a tap. */
export function ItemPicker({ chosen, onChange, error, disabled }: ItemPickerProps) {
  const text = useAdminText().codes;
  const id = useId();
  const chosenKeys = new Set(chosen.map(itemKey));
  const kindLabel = (kind: CartItemKind) => (kind === 'offer' ? text.offer : text.product);

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{text.items}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted">{text.noItems}</p>
      ) : (
        <ul aria-label={text.chosen} className="flex flex-col divide-y divide-brand-100 rounded-lg border border-brand-100">
          {chosen.map((item) => {
            const name = item.name ?? text.deletedItem;
            return (
              <li key={itemKey(item)} className="flex min-h-11 items-center gap-2 ps-3 text-sm">
                <span className="min-w-0 flex-1">
                  <span className={`block break-words ${item.name ? 'font-medium text-ink' : 'text-muted italic'}`}>
                    {item.name ? <Isolate>{item.name}</Isolate> : name}
                  </span>
                  <span className="block text-xs text-muted">{kindLabel(item.kind)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => onChange(chosen.filter((other) => itemKey(other) !== itemKey(item)))}
                  aria-label={text.remove(item.name ? isolateText(item.name) : name)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-red-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ItemFinder
        words={text}
        labelClassName="mt-1 text-sm text-ink"
        detail={({ kind }) => kindLabel(kind)}
        hides={({ kind, item }) => chosenKeys.has(itemKey({ kind, id: item.id }))}
        onPick={({ kind, item }) => onChange([...chosen, { kind, id: item.id, name: item.name }])}
      />
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

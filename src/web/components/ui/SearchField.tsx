import { useId } from 'react';
import { SEARCH_PARAM } from '#contract/page-query.js';
import { SearchIcon } from './icons.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';

interface SearchFieldProps {
  /** The accessible name (visually hidden; the placeholder shows the intent). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Other parameters of the list's address that a search sent by the browser keeps (the catalogue's category). */
  keep?: Record<string, string>;
  className?: string;
}

/**
 * A list's search box, in a search form: the list applies the text itself as it is typed, and Enter
 * closes the phone keyboard. Without the app (no JavaScript), Enter sends the form, and the server
 * renders the list for that search at the page's own address.
 */
export function SearchField({ label, placeholder, value, onChange, keep = {}, className = '' }: SearchFieldProps) {
  const id = useId();
  const typed = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  return (
    <form
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem(SEARCH_PARAM);
        if (field instanceof HTMLElement) field.blur();
      }}
      className={`relative ${className}`}
    >
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        ref={typed}
        id={id}
        type="search"
        name={SEARCH_PARAM}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        className="h-12 w-full rounded-full border border-brand-200 bg-white ps-11 pe-4 text-base text-ink placeholder:text-muted focus:border-brand-500"
      />
    </form>
  );
}

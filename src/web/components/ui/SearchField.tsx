import { useId } from 'react';
import { SearchIcon } from './icons.js';

interface SearchFieldProps {
  /** The accessible name (visually hidden; the placeholder shows the intent). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A list's search box. Enter closes the phone keyboard (blurs); the list applies the text itself. */
export function SearchField({ label, placeholder, value, onChange, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        placeholder={placeholder}
        enterKeyHint="search"
        className="h-12 w-full rounded-full border border-brand-200 bg-white ps-11 pe-4 text-base text-ink placeholder:text-muted focus:border-brand-500"
      />
    </div>
  );
}

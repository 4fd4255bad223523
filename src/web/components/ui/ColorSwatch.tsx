interface ColorSwatchProps {
  name: string;
  hexCode: string;
  selected?: boolean;
  /** Without it the swatch is a plain dot (a list of available colours). */
  onSelect?: () => void;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Sold out: struck through and not pickable (name it so: 'Berry, sold out'). */
  crossedOut?: boolean;
}

const sizes = { sm: 'size-6', md: 'size-9' } as const;

/** A colour dot named by its colour; a toggle button (aria-pressed) when selectable. */
export function ColorSwatch({ name, hexCode, selected = false, onSelect, size = 'sm', disabled, crossedOut = false }: ColorSwatchProps) {
  const dot = `${sizes[size]} relative inline-block shrink-0 rounded-full border border-black/15 shadow-inner`;
  // A line corner to corner, dark on a white edge so it shows on any colour.
  const cross = crossedOut ? (
    <span
      aria-hidden="true"
      className="absolute inset-x-[-2px] top-1/2 h-[3px] -translate-y-1/2 -rotate-45 rounded-full border border-white bg-ink"
    />
  ) : null;
  if (!onSelect) {
    return (
      <span role="img" aria-label={name} title={name} className={dot} style={{ backgroundColor: hexCode }}>
        {cross}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={selected}
      title={name}
      disabled={disabled || crossedOut}
      data-sold-out={crossedOut || undefined}
      onClick={onSelect}
      className={`${dot} cursor-pointer transition-shadow disabled:cursor-not-allowed ${
        selected ? 'ring-2 ring-brand-700 ring-offset-2 ring-offset-white' : 'hover:ring-2 hover:ring-brand-200 hover:ring-offset-1'
      }`}
      style={{ backgroundColor: hexCode }}
    >
      {cross}
    </button>
  );
}

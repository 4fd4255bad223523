interface ColorSwatchProps {
  name: string;
  hexCode: string;
  selected?: boolean;
  /** Without it the swatch is a plain dot (a list of available colours). */
  onSelect?: () => void;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

const sizes = { sm: 'size-6', md: 'size-9' } as const;

/** A colour dot named by its colour; a toggle button (aria-pressed) when selectable. */
export function ColorSwatch({ name, hexCode, selected = false, onSelect, size = 'sm', disabled }: ColorSwatchProps) {
  const dot = `${sizes[size]} inline-block shrink-0 rounded-full border border-black/15 shadow-inner`;
  if (!onSelect) {
    return <span role="img" aria-label={name} title={name} className={dot} style={{ backgroundColor: hexCode }} />;
  }
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={selected}
      title={name}
      disabled={disabled}
      onClick={onSelect}
      className={`${dot} cursor-pointer transition-shadow disabled:cursor-not-allowed ${
        selected ? 'ring-2 ring-brand-700 ring-offset-2 ring-offset-white' : 'hover:ring-2 hover:ring-brand-200 hover:ring-offset-1'
      }`}
      style={{ backgroundColor: hexCode }}
    />
  );
}

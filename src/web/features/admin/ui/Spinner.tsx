/** A small busy indicator; `label` is read by screen readers. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

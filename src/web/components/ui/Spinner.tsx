/** A spinner announced to screen readers by its label; `inline` sits in a line of text or a button. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  const circle = (
    <span
      aria-hidden="true"
      className={`${inline ? 'size-4' : 'size-8'} inline-block animate-spin rounded-full border-2 border-brand-200 border-t-brand-700`}
    />
  );
  if (inline) {
    return (
      <span role="status" className="inline-flex items-center gap-2">
        {circle}
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted">
      {circle}
      <span className="text-sm">{label}</span>
    </div>
  );
}

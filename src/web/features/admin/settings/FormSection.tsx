import { useId, type ReactNode } from 'react';

/** One titled card of the Settings form, named by its heading for screen readers. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  // Not made from the title: a title in Arabic has no letter \w knows, and every section's id would be the same.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="font-display text-lg text-ink">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

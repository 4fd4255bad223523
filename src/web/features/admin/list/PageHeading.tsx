import type { ReactNode } from 'react';

export function PageHeading({ title, detail }: { title: string; detail?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h1 className="font-display text-2xl text-ink sm:text-3xl">{title}</h1>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
    </div>
  );
}

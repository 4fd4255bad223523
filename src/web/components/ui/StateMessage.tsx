import type { ReactNode } from 'react';

interface StateMessageProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links offered below the text. */
  action?: ReactNode;
  icon?: ReactNode;
  /** 'h1' when the state is the whole page (a product that is not there): its title is the page's heading. */
  titleAs?: 'h1' | 'p';
}

/** An empty list or nothing-to-show state. */
export function EmptyState({ title, children, action, icon, titleAs: Title = 'p' }: StateMessageProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      {icon ? <div className="text-brand-300">{icon}</div> : null}
      <Title className="font-display text-2xl text-ink">{title}</Title>
      {children ? <div className="text-muted">{children}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** A failed load; announced to screen readers. */
export function ErrorState({ title, children, action }: StateMessageProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-brand-100"
    >
      <p className="font-display text-2xl text-ink">{title}</p>
      {children ? <div className="text-muted">{children}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

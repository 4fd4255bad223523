import type { ReactNode } from 'react';

/**
 * A long form's Save, within a thumb's reach on a phone: the bar stays at the bottom of the screen
 * while the form scrolls under it, saying beside the button what there is to save.
 */
export function SaveBar({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-brand-100 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <p className="text-sm text-muted" aria-live="polite">
        {status}
      </p>
      {children}
    </div>
  );
}

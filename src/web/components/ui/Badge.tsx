import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'danger' | 'sale';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-white/90 text-ink ring-1 ring-brand-100',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  danger: 'bg-red-700 text-white',
  sale: 'bg-brand-700 text-white',
};

/** A small label: category, 'In Cart (2)', 'Sold Out', 'Save 20%'. */
export function Badge({ tone = 'neutral', className = '', children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ${tones[tone]} ${className}`}>
      {children}
    </span>
  );
}

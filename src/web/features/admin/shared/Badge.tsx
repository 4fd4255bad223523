import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  danger: 'bg-red-700 text-white',
  neutral: 'bg-white/90 text-ink',
};

export function Badge({ tone = 'brand', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

import { useMessages } from '#web/i18n/context.js';

/** 'Only n left', when the shop says so (a counted item or colour at or under its threshold). */
export function StockNote({ left, className = '' }: { left: number | null | undefined; className?: string }) {
  const messages = useMessages();
  if (left == null) return null;
  return <p className={`text-sm font-semibold text-amber-800 ${className}`}>{messages.common.onlyLeft(left)}</p>;
}

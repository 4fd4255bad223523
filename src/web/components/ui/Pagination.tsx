import { useMessages } from '#web/i18n/context.js';
import { Button } from './Button.js';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  onPageChange: (page: number) => void;
}

/** Previous · 'Page x of y' · '{total} total' · Next; renders nothing with one page or none. */
export function Pagination({ currentPage, totalPages, totalItems, onPageChange }: PaginationProps) {
  const messages = useMessages();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={messages.common.pagination} className="mt-10 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
      <Button variant="secondary" disabled={currentPage <= 1} onClick={() => onPageChange(currentPage - 1)}>
        {messages.common.previous}
      </Button>
      <p className="flex flex-col items-center text-sm leading-tight">
        <span className="font-medium text-ink">{messages.common.pageOf(currentPage, totalPages)}</span>
        <span className="text-muted">{messages.common.totalCount(totalItems)}</span>
      </p>
      <Button variant="secondary" disabled={currentPage >= totalPages} onClick={() => onPageChange(currentPage + 1)}>
        {messages.common.next}
      </Button>
    </nav>
  );
}

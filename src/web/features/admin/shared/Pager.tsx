import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../../../contract/pagination.js';
import { admin } from '../../../../contract/messages/admin.js';
import { Button } from '../ui/Button.js';

/** Previous, 'Page x of y', '{total} total', Next; hidden when everything fits on one page. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  if (pagination.totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={!pagination.hasPrevious}
        onClick={() => onPage(pagination.previousPage ?? pagination.currentPage - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {admin.common.previous}
      </Button>
      <p className="text-center text-sm text-muted">
        <span className="block font-medium text-ink">
          {admin.common.pageOf(pagination.currentPage, pagination.totalPages)}
        </span>
        <span className="block">{admin.common.total(pagination.totalItems)}</span>
      </p>
      <Button
        variant="secondary"
        disabled={!pagination.hasNext}
        onClick={() => onPage(pagination.nextPage ?? pagination.currentPage + 1)}
      >
        {admin.common.next}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Button>
    </nav>
  );
}

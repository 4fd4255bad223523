import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useMessages } from '#web/i18n/context.js';
import { Button } from './Button.js';
import { buttonClass } from './button-class.js';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page of the list inside the router (without the language's prefix), where the
   * list has one (the storefront's): Previous and Next are then links to it, which work without the
   * app and can be opened in a new tab; the app still turns the page itself on a plain click.
   */
  pageHref?: (page: number) => string;
}

/** Previous · 'Page x of y' · '{total} total' · Next; renders nothing with one page or none. */
export function Pagination({ currentPage, totalPages, totalItems, onPageChange, pageHref }: PaginationProps) {
  const messages = useMessages();
  if (totalPages <= 1) return null;
  const step = (page: number, enabled: boolean, label: ReactNode) => {
    if (!pageHref) {
      return (
        <Button variant="secondary" disabled={!enabled} onClick={() => onPageChange(page)}>
          {label}
        </Button>
      );
    }
    // A page that does not exist is no link (not even a placeholder `<a>`: search engines' tools take
    // one inside React's root, which listens for clicks, for a link they cannot follow), shown as unavailable.
    return enabled ? (
      // wouter's link leaves a click with a modifier key to the browser, and calls this only for a plain one.
      <Link
        href={pageHref(page)}
        onClick={(event) => {
          event.preventDefault();
          onPageChange(page);
        }}
        className={buttonClass('secondary')}
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClass('secondary')}>
        {label}
      </span>
    );
  };
  return (
    <nav aria-label={messages.common.pagination} className="mt-10 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
      {step(currentPage - 1, currentPage > 1, messages.common.previous)}
      <p className="flex flex-col items-center text-sm leading-tight">
        <span className="font-medium text-ink">{messages.common.pageOf(currentPage, totalPages)}</span>
        <span className="text-muted">{messages.common.totalCount(totalItems)}</span>
      </p>
      {step(currentPage + 1, currentPage < totalPages, messages.common.next)}
    </nav>
  );
}

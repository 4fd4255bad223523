import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.js';

describe('the pager', () => {
  it("links the list's pages where the list has addresses, and turns the page itself on a plain click", () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        currentPage={1}
        totalPages={3}
        totalItems={50}
        onPageChange={onPageChange}
        pageHref={(page) => `/offer?search=rose&page=${page}`}
      />,
    );
    // Page 1 has no page before it: no address, not focusable, shown as unavailable.
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/offer?search=rose&page=2');

    expect(fireEvent.click(next)).toBe(false);
    expect(onPageChange).toHaveBeenCalledWith(2);
    // A click that opens a new tab is the browser's.
    onPageChange.mockClear();
    expect(fireEvent.click(next, { ctrlKey: true })).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('is buttons where the list has no address of its own (the admin panel)', () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={2} totalItems={12} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});

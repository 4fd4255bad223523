import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import type { StockRow } from '#contract/stock.js';
import { toast } from '#web/components/ui/toast.js';
import { useSession } from '#web/http/session.js';
import { followMenuThenStay, json, mockFetch, renderInPanel, renderWithProviders } from '#web/test-support/admin.js';
import { StockPage } from './StockPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.stock;

const row = (overrides: Partial<StockRow>): StockRow => ({
  id: 's1',
  kind: 'product',
  itemId: 'p1',
  name: 'Velvet Lipstick',
  colorHex: '#AA0044',
  colorName: 'Berry',
  count: 4,
  low: false,
  updatedAt: '2026-11-28T10:00:00Z',
  ...overrides,
});

const ROWS = [
  row({}),
  row({ id: 's2', colorHex: '#660033', colorName: 'Plum', count: 0, low: true }),
  row({ id: 's3', kind: 'offer', itemId: 'o1', name: 'Duo', colorHex: null, colorName: null, count: 2, low: true }),
];

/** Responds to the list (the low ones under Low) and each save with `saveResponse`, recording what was asked and sent. */
function serve(saveResponse: () => Response = () => json({ data: [] })) {
  const asked: URLSearchParams[] = [];
  const saved: unknown[] = [];
  /** The Authorization header of each CSV download. */
  const downloads: (string | null)[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/stock' && init?.method === 'PUT') {
      saved.push(JSON.parse(String(init.body)));
      return saveResponse();
    }
    if (url.pathname === '/api/stock') {
      asked.push(url.searchParams);
      const rows = url.searchParams.get('filter') === 'low' ? ROWS.filter((row) => row.low) : ROWS;
      return json({
        data: rows,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: rows.length,
          hasPrevious: false,
          hasNext: false,
          previousPage: null,
          nextPage: null,
        },
      });
    }
    if (url.pathname === '/api/stock.csv') {
      downloads.push(`${new Headers(init?.headers).get('Authorization')} lang=${url.searchParams.get('lang')}`);
      return new Response('\uFEFFitem,colour,count,status\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }
    if (url.pathname === '/api/stock/s1/history') {
      return json({
        data: [{ at: '2026-11-28T09:00:00Z', before: 5, after: 4, reason: 'confirmed', orderId: 'o9', orderReference: 'BB-7KQ2M' }],
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: 1,
          hasPrevious: false,
          hasNext: false,
          previousPage: null,
          nextPage: null,
        },
      });
    }
    return json({}, 404);
  });
  return { asked, saved, downloads };
}

describe('the Stock page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('downloads the counts as CSV in the panel’s language with the token and hands the file to the browser as stock.csv', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 'admin-token', ended: false });
    const { downloads } = serve();
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      saved.push({ name: '', type: (file as Blob).type });
      return 'blob:stock';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    renderWithProviders(<StockPage />, { path: '/admin/stock' });
    await screen.findByText('Duo');

    await user.click(screen.getByRole('button', { name: text.downloadCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // In the panel's language (English here, with no other chosen).
    expect(downloads).toEqual(['Bearer admin-token lang=en']);
    expect(saved).toEqual([{ name: 'stock.csv', type: 'text/csv; charset=utf-8' }]);
    useSession.setState({ token: null, ended: false });
  });

  it('says so when the CSV cannot be downloaded', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.pathname === '/api/stock.csv' ? json({ message: 'Server error' }, 500) : json({ data: [], pagination: null })));
    renderWithProviders(<StockPage />, { path: '/admin/stock' });
    await user.click(await screen.findByRole('button', { name: text.downloadCsv }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Server error'));
  });

  it('lists every count in one table, marks low and out, and filters by them', async () => {
    const user = userEvent.setup();
    const { asked } = serve();
    renderWithProviders(<StockPage />, { path: '/admin/stock' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByLabelText(text.countLabel('Berry (Velvet Lipstick)'))).toHaveValue(4);
    expect(within(table).getByText(text.out)).toBeInTheDocument();
    expect(within(table).getByText(text.low)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.filters.low }));
    await waitFor(() => expect(asked.at(-1)!.get('filter')).toBe('low'));
    expect(screen.getByRole('button', { name: text.filters.low })).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves only the changed counts with the ones shown, in one request', async () => {
    const user = userEvent.setup();
    const { saved } = serve();
    renderWithProviders(<StockPage />, { path: '/admin/stock' });
    const berry = await screen.findByLabelText(text.countLabel('Berry (Velvet Lipstick)'));
    const duo = screen.getByLabelText(text.countLabel('Duo'));
    expect(screen.getByRole('button', { name: text.save })).toBeDisabled();
    await user.clear(berry);
    await user.type(berry, '7');
    await user.clear(duo);
    await user.type(duo, '2');
    expect(screen.getByText(text.changedCount(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(saved).toEqual([{ counts: [{ id: 's1', count: 7, seen: 4 }] }]));
  });

  it("shows the server's refusal when a count moved meanwhile, keeping what was typed", async () => {
    const user = userEvent.setup();
    const message = apiMessages.stockChangedMeanwhile('Berry (Velvet Lipstick)', 3);
    serve(() => json({ message }, 409));
    renderWithProviders(<StockPage />, { path: '/admin/stock' });
    const berry = await screen.findByLabelText(text.countLabel('Berry (Velvet Lipstick)'));
    await user.clear(berry);
    await user.type(berry, '9');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(berry).toHaveValue(9);
  });

  it("opens a count's history: why, from what to what, and the order", async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<StockPage />, { path: '/admin/stock' });
    await user.click(await screen.findByRole('button', { name: text.historyOf('Berry (Velvet Lipstick)') }));
    const dialog = await screen.findByRole('dialog', { name: text.historyOf('Berry (Velvet Lipstick)') });
    expect(await within(dialog).findByText(text.reasons.confirmed)).toBeInTheDocument();
    expect(within(dialog).getByText('BB-7KQ2M')).toBeInTheDocument();
    expect(within(dialog).getByText(text.change(5, 4))).toBeInTheDocument();
  });

  /** Types `count` for Berry and follows the menu's Orders link, which asks; Stay keeps the page. */
  async function typeThenStay(user: UserEvent, count: string) {
    const berry = await screen.findByLabelText(text.countLabel('Berry (Velvet Lipstick)'));
    await user.clear(berry);
    await user.type(berry, count);
    await followMenuThenStay(user, admin.nav.orders);
    return berry;
  }

  it('asks before the menu leaves counts typed and not saved: Stay keeps them, Leave without saving goes', async () => {
    const user = userEvent.setup();
    serve();
    renderInPanel(<StockPage />, '/admin/stock');
    const berry = await typeThenStay(user, '7');
    expect(window.location.pathname).toBe('/admin/stock');
    expect(berry).toHaveValue(7);

    await user.click(screen.getByRole('link', { name: admin.nav.orders }));
    await user.click(screen.getByRole('button', { name: admin.unsaved.leave.discard }));
    expect(window.location.pathname).toBe('/admin/orders');
  });

  it('asks no more once the counts are saved', async () => {
    const user = userEvent.setup();
    serve();
    renderInPanel(<StockPage />, '/admin/stock');
    await typeThenStay(user, '7');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.saved(1)));
    await user.click(screen.getByRole('link', { name: admin.nav.orders }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks no more once the count is typed back to the one shown', async () => {
    const user = userEvent.setup();
    serve();
    renderInPanel(<StockPage />, '/admin/stock');
    const berry = await typeThenStay(user, '7');
    await user.clear(berry);
    await user.type(berry, '4');
    await user.click(screen.getByRole('link', { name: admin.nav.orders }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a count typed under another filter through a save of the ones shown, and asks before the menu drops it', async () => {
    const user = userEvent.setup();
    const { saved } = serve();
    renderInPanel(<StockPage />, '/admin/stock');
    const berry = await screen.findByLabelText(text.countLabel('Berry (Velvet Lipstick)'));
    await user.clear(berry);
    await user.type(berry, '7');
    await user.click(screen.getByRole('button', { name: text.filters.low }));
    await waitFor(() => expect(screen.queryByLabelText(text.countLabel('Berry (Velvet Lipstick)'))).not.toBeInTheDocument());
    const duo = screen.getByLabelText(text.countLabel('Duo'));
    await user.clear(duo);
    await user.type(duo, '5');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(saved).toEqual([{ counts: [{ id: 's3', count: 5, seen: 2 }] }]));

    await followMenuThenStay(user, admin.nav.orders);
    await user.click(screen.getByRole('button', { name: text.filters.all }));
    expect(await screen.findByLabelText(text.countLabel('Berry (Velvet Lipstick)'))).toHaveValue(7);
  });
});

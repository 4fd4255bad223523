import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import type { StockChange, StockRow } from '#contract/stock.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { StockHistoryDialog } from './StockHistoryDialog.js';

const row: StockRow = {
  id: 's1',
  kind: 'product',
  itemId: 'p1',
  name: 'Velvet Lipstick',
  colorName: 'Berry',
  colorHex: '#7A1F3D',
  count: 4,
  low: false,
  updatedAt: '2026-11-28T10:00:00Z',
};

const changes: StockChange[] = [
  {
    at: '2026-11-28T10:00:00Z',
    before: 4,
    after: 9,
    reason: 'counted',
    orderId: null,
    orderReference: null,
    by: { id: 'u-rima', name: 'Rima' },
  },
  { at: '2026-11-28T09:00:00Z', before: 5, after: 4, reason: 'confirmed', orderId: 'o9', orderReference: 'BB-7KQ2M', by: null },
];

function serve() {
  mockFetch((url) =>
    url.pathname === '/api/stock/s1/history'
      ? json({
          data: changes,
          pagination: {
            currentPage: 1,
            totalPages: 1,
            totalItems: 2,
            hasPrevious: false,
            hasNext: false,
            previousPage: null,
            nextPage: null,
          },
        })
      : json({}, 404),
  );
}

const items = async (heading: string) => within(await screen.findByRole('dialog', { name: heading })).findAllByRole('listitem');

describe('StockHistoryDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says who made each change, and no one for a change a customer’s order made', async () => {
    serve();
    renderWithProviders(<StockHistoryDialog row={row} onClose={vi.fn()} />, { path: '/admin/stock' });
    const [counted, confirmed] = await items(admin.stock.historyOf('Berry (Velvet Lipstick)'));
    expect(counted).toHaveTextContent(admin.stock.reasons.counted);
    // 10:00 UTC is 12:00 in Beirut in November.
    expect(counted!.textContent).toContain(`28 Nov 2026, 12:00 · ${admin.common.byPerson('\u2068Rima\u2069')}`);
    expect(confirmed).toHaveTextContent(admin.stock.reasons.confirmed);
    expect(confirmed!.textContent).not.toContain(' · ');
  });

  it('in French too', async () => {
    serve();
    await renderAdminIn('fr', <StockHistoryDialog row={row} onClose={vi.fn()} />, { path: '/admin/stock' });
    const [counted] = await items(french.stock.historyOf('Berry (Velvet Lipstick)'));
    expect(counted!.textContent).toContain(french.common.byPerson('\u2068Rima\u2069'));
  });
});

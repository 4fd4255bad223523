import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import type { OrderDashboard } from '#contract/order.js';
import { json, mockFetch, renderWithProviders } from '#web/test-support/admin.js';
import { DashboardPage } from './DashboardPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The canvas chart draws nothing in happy-dom; what it is given is what matters here.
vi.mock('./DailyChart.js', () => ({
  DailyChart: ({ days }: { days: unknown[] }) => <div data-testid="chart">{days.length} days</div>,
}));

const none = { orders: 0, revenue: 0 };
const period = (sales: [number, number], newOrders: number, cancelled: number, deliveryFees = 0, discounts = 0) => ({
  sales: {
    orders: sales[0],
    revenue: sales[1],
    deliveryFees,
    discounts,
    byChannel: { website: { orders: sales[0], revenue: sales[1] }, shop: none, phone: none, whatsapp: none },
  },
  new: { orders: newOrders, total: newOrders * 10 },
  cancelled: { orders: cancelled, total: cancelled * 10 },
});

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-03-${String(index + 1).padStart(2, '0')}`,
  orders: index === 29 ? 2 : index === 10 ? 3 : 0,
  revenue: index === 29 ? 45.5 : index === 10 ? 120 : 0,
}));

const dashboard: OrderDashboard = {
  today: period([2, 45.5], 1, 0, 3),
  last7Days: period([2, 45.5], 1, 1, 3),
  last30Days: period([5, 165.5], 1, 2, 11.5),
  days,
  bestSellers: [
    { kind: 'product', itemId: 'p1', name: 'Velvet Lipstick', units: 7, revenue: 87.5 },
    { kind: 'offer', itemId: 'f1', name: 'Summer Set', units: 2, revenue: 41 },
  ],
  codes: [],
  newCount: 1,
};

function serve(body: OrderDashboard) {
  mockFetch((url) => (url.pathname === '/api/orders/dashboard' ? json(body) : json({}, 404)));
}

describe('DashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows sales for today, 7 and 30 days, with new and cancelled apart', async () => {
    serve(dashboard);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const today = (await screen.findByRole('heading', { name: admin.dashboard.today })).closest('li')!;
    expect(within(today).getByText('$45.50')).toBeInTheDocument();
    expect(within(today).getByText(`${admin.dashboard.sales}: 2 orders`)).toBeInTheDocument();
    expect(within(today).getByText('New 1 ($10.00) · Cancelled 0')).toBeInTheDocument();
    const month = screen.getByRole('heading', { name: admin.dashboard.last30Days }).closest('li')!;
    expect(within(month).getByText('$165.50')).toBeInTheDocument();
    expect(within(month).getByText('New 1 ($10.00) · Cancelled 2 ($20.00)')).toBeInTheDocument();
  });

  it("gives each period's delivery fees apart from its revenue, which is the items'", async () => {
    serve({ ...dashboard, last7Days: period([2, 45.5], 1, 1, 0) });
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const today = (await screen.findByRole('heading', { name: admin.dashboard.today })).closest('li')!;
    expect(within(today).getByText('$45.50')).toBeInTheDocument();
    expect(within(today).getByText(admin.dashboard.deliveryFees('$3.00'))).toBeInTheDocument();
    const week = screen.getByRole('heading', { name: admin.dashboard.last7Days }).closest('li')!;
    expect(within(week).getByText(admin.dashboard.deliveryFees('$0.00'))).toBeInTheDocument();
    const month = screen.getByRole('heading', { name: admin.dashboard.last30Days }).closest('li')!;
    expect(within(month).getByText(admin.dashboard.deliveryFees('$11.50'))).toBeInTheDocument();
    expect(screen.getByText(admin.dashboard.salesNote)).toBeInTheDocument();
  });

  it("splits a period's revenue by channel, naming only the channels that sold, once sales were recorded", async () => {
    const month = period([5, 165.5], 1, 2);
    month.sales.byChannel = {
      website: { orders: 3, revenue: 120 },
      shop: { orders: 1, revenue: 25.5 },
      phone: none,
      whatsapp: { orders: 1, revenue: 20 },
    };
    serve({ ...dashboard, last30Days: month, today: period([0, 0], 0, 0) });
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const card = (await screen.findByRole('heading', { name: admin.dashboard.last30Days })).closest('li')!;
    const split = within(card).getByRole('list', { name: admin.dashboard.byChannel });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Website $120.00', '·In shop $25.50', '·WhatsApp $20.00']);
    // The website alone: the revenue says it all.
    const week = screen.getByRole('heading', { name: admin.dashboard.last7Days }).closest('li')!;
    expect(within(week).queryByRole('list', { name: admin.dashboard.byChannel })).not.toBeInTheDocument();
    const today = screen.getByRole('heading', { name: admin.dashboard.today }).closest('li')!;
    expect(within(today).queryByRole('list', { name: admin.dashboard.byChannel })).not.toBeInTheDocument();
  });

  const pagination = (totalItems: number) => ({
    currentPage: 1,
    totalPages: 1,
    totalItems,
    hasPrevious: false,
    hasNext: false,
    previousPage: null,
    nextPage: null,
  });
  const stockRow = (id: string, name: string, colorName: string | null, count: number) => ({
    id,
    kind: 'product',
    itemId: `i-${id}`,
    name,
    colorHex: colorName ? '#AA0044' : null,
    colorName,
    count,
    low: true,
    updatedAt: '2026-03-30T10:00:00Z',
  });
  /** The Stock page's low filter (sold out included, as the server returns it) and its out filter. */
  function serveStock(low: ReturnType<typeof stockRow>[]) {
    const out = low.filter((row) => row.count === 0);
    mockFetch((url) => {
      if (url.pathname === '/api/orders/dashboard') return json(dashboard);
      if (url.pathname === '/api/stock' && url.searchParams.get('filter') === 'low')
        return json({ data: low, pagination: pagination(low.length) });
      if (url.pathname === '/api/stock' && url.searchParams.get('filter') === 'out')
        return json({ data: out, pagination: pagination(out.length) });
      return json({}, 404);
    });
  }

  it('names the low and sold-out items, sold out first, with links to the Stock page filtered on each', async () => {
    serveStock([stockRow('s1', 'Velvet Lipstick', 'Berry', 2), stockRow('s2', 'Rose Balm', null, 0)]);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const alerts = (await screen.findByRole('heading', { name: '2 need restocking: 1 sold out, 1 low' })).closest('section')!;
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rose BalmSold out', `Berry (Velvet Lipstick)${admin.dashboard.stockLeft(2)}`]);
    expect(within(alerts).getByRole('link', { name: admin.dashboard.seeLowStock })).toHaveAttribute('href', '/admin/stock?filter=low');
    expect(within(alerts).getByRole('link', { name: admin.dashboard.seeOutOfStock })).toHaveAttribute('href', '/admin/stock?filter=out');
  });

  it('counts a sold-out item once, among those needing restocking, so the heading adds up to the rows', async () => {
    // The low filter holds the sold-out one too: four rows, one of them at 0.
    serveStock([
      stockRow('s1', 'Velvet Lipstick', 'Berry', 2),
      stockRow('s2', 'Rose Balm', null, 0),
      stockRow('s3', 'Kohl', null, 1),
      stockRow('s4', 'Gloss', null, 3),
    ]);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const alerts = (await screen.findByRole('heading', { name: '4 need restocking: 1 sold out, 3 low' })).closest('section')!;
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says how many more there are than it names', async () => {
    serveStock(Array.from({ length: 7 }, (_, index) => stockRow(`s${index}`, `Item ${index}`, null, index === 6 ? 0 : 1)));
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const alerts = (await screen.findByRole('heading', { name: '7 need restocking: 1 sold out, 6 low' })).closest('section')!;
    const rows = within(alerts)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe('Item 6Sold out');
    expect(rows.at(-1)).toBe('and 2 more');
  });

  it('says nothing of stock while no tracked item is low', async () => {
    serve(dashboard);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    await screen.findByRole('heading', { name: admin.dashboard.today });
    expect(screen.queryByRole('heading', { name: /restocking/ })).not.toBeInTheDocument();
  });

  it('links the orders waiting to the inbox filtered on New', async () => {
    serve(dashboard);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const link = await screen.findByRole('link', { name: new RegExp(admin.dashboard.waiting(1)) });
    expect(link).toHaveAttribute('href', '/admin/orders?status=new');
  });

  it('gives the chart a summary and a table of the 30 days', async () => {
    const user = userEvent.setup();
    serve(dashboard);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const figure = await screen.findByRole('figure', { name: admin.dashboard.perDay });
    expect(figure).toHaveAccessibleDescription(admin.dashboard.chartSummary(5, '$165.50', '11 Mar ($120.00)'));
    expect(await within(figure).findByTestId('chart')).toHaveTextContent('30 days');
    await user.click(within(figure).getByText(admin.dashboard.showTable));
    const table = within(figure).getByRole('table', { name: admin.dashboard.perDay });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[11]).toHaveTextContent('11 Mar');
    expect(rows[11]).toHaveTextContent('3');
    expect(rows[11]).toHaveTextContent('$120.00');
    expect(rows[30]).toHaveTextContent('30 Mar2$45.50');
  });

  it('lists the best sellers by units', async () => {
    serve(dashboard);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const best = (await screen.findByRole('heading', { name: admin.dashboard.bestSellers })).closest('section')!;
    const rows = within(best).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1Velvet Lipstick7$87.50');
    expect(rows[2]).toHaveTextContent('2Summer Set2$41.00');
  });

  it('says when nothing sold', async () => {
    serve({ ...dashboard, bestSellers: [] });
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText(admin.dashboard.noSales)).toBeInTheDocument();
  });

  it("gives each period's discounts apart, and the codes used over 30 days with their orders, revenue and discounts", async () => {
    serve({
      ...dashboard,
      today: period([2, 45.5], 1, 0, 3, 0),
      last30Days: period([5, 165.5], 1, 2, 11.5, 24.25),
      codes: [
        { code: 'LAYAL15', orders: 3, revenue: 102, discounts: 18 },
        { code: 'SHIPFREE', orders: 1, revenue: 20, discounts: 6.25 },
      ],
    });
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const month = (await screen.findByRole('heading', { name: admin.dashboard.last30Days })).closest('li')!;
    expect(within(month).getByText(admin.dashboard.discounts('$24.25'))).toBeInTheDocument();
    const today = screen.getByRole('heading', { name: admin.dashboard.today }).closest('li')!;
    expect(within(today).getByText(admin.dashboard.discounts('$0.00'))).toBeInTheDocument();

    const codes = screen.getByRole('heading', { name: admin.dashboard.codes }).closest('section')!;
    const rows = within(codes).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([admin.dashboard.columnCode, admin.dashboard.orders, admin.dashboard.revenue, admin.dashboard.columnDiscounts]);
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['LAYAL153$102.00$18.00', 'SHIPFREE1$20.00$6.25']);
    expect(within(codes).getByRole('rowheader', { name: 'LAYAL15' })).toBeInTheDocument();
  });

  it('says when no discount code was used in the last 30 days', async () => {
    serve(dashboard);
    renderWithProviders(<DashboardPage />, { path: '/admin/dashboard' });
    const codes = (await screen.findByRole('heading', { name: admin.dashboard.codes })).closest('section')!;
    expect(within(codes).getByText(admin.dashboard.noCodes)).toBeInTheDocument();
    expect(within(codes).queryByRole('table')).not.toBeInTheDocument();
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import type { OrderListRow } from '#contract/order.js';
import type { Role } from '#contract/roles.js';
import { json, mockFetch, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { OrdersPage } from './OrdersPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const row = (overrides: Partial<OrderListRow> = {}): OrderListRow => ({
  id: 'o1',
  reference: 'BB-7KQ2M',
  createdAt: '2026-03-10T08:30:00Z',
  itemCount: 3,
  total: 45.5,
  deliveryOption: null,
  discountCode: null,
  grandTotal: 45.5,
  customerName: 'Rima',
  customerPhone: '03 123 456',
  status: 'new',
  channel: 'website',
  ...overrides,
});

function page(rows: OrderListRow[], currentPage = 1, totalItems = rows.length) {
  return json({
    data: rows,
    pagination: { currentPage, totalPages: Math.max(1, Math.ceil(totalItems / 10)), totalItems, itemsPerPage: 10 },
  });
}

/** Responds to the list with `rows` and records every list request's query. */
function serve(rows: OrderListRow[], totalItems = rows.length) {
  const asked: URLSearchParams[] = [];
  mockFetch((url) => {
    if (url.pathname !== '/api/orders') return json({}, 404);
    asked.push(url.searchParams);
    return page(rows, Number(url.searchParams.get('page') ?? 1), totalItems);
  });
  return asked;
}

describe('OrdersPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows each order with its reference, Beirut time, items, total, customer and status', async () => {
    serve([row(), row({ id: 'o2', reference: 'BB-ABCDE', customerName: null, customerPhone: null, status: 'delivered', itemCount: 1 })]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    const first = (await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') })).closest('li')!;
    // 08:30 UTC is 10:30 in Beirut in March (UTC+2).
    expect(within(first).getByText('10 Mar 2026, 10:30')).toBeInTheDocument();
    expect(within(first).getByText('3 items ·', { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('$45.50')).toBeInTheDocument();
    // Without a delivery option the total is the items' and nothing splits it.
    expect(within(first).queryByText(/^Items /)).not.toBeInTheDocument();
    expect(within(first).getByText('Rima').closest('p')).toHaveTextContent(/^Rima · 03 123 456$/);
    expect(within(first).getByText(admin.orders.status.new)).toBeInTheDocument();
    const second = screen.getByRole('button', { name: admin.orders.open('BB-ABCDE') }).closest('li')!;
    expect(within(second).getByText(admin.orders.noCustomer)).toBeInTheDocument();
    expect(within(second).getByText(admin.orders.status.delivered)).toBeInTheDocument();
  });

  it('shows the total with delivery, and under it the items, the option and its fee', async () => {
    serve([
      row({ deliveryOption: { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 }, grandTotal: 48.5 }),
      row({ id: 'o2', reference: 'BB-PICKU', deliveryOption: { id: 'pickup', kind: 'pickup', name: 'Pick up at the shop', fee: 0 } }),
    ]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    const zone = (await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') })).closest('li')!;
    expect(within(zone).getByText('$48.50')).toBeInTheDocument();
    expect(within(zone).getByText(admin.orders.rowSplit('$45.50', 'Beirut')).parentElement).toHaveTextContent(
      `${admin.orders.rowSplit('$45.50', 'Beirut')}$3.00`,
    );
    const pickup = screen.getByRole('button', { name: admin.orders.open('BB-PICKU') }).closest('li')!;
    expect(within(pickup).getByText(admin.orders.rowSplit('$45.50', admin.orders.pickup)).parentElement).toHaveTextContent(
      admin.orders.free,
    );
  });

  it('names the discount code an order used under its total, and nothing for an order without one', async () => {
    serve([row({ discountCode: 'LAYAL15', grandTotal: 38.68 }), row({ id: 'o2', reference: 'BB-ABCDE' })]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    const coded = (await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') })).closest('li')!;
    expect(within(coded).getByText(admin.orders.rowCode('\u2068LAYAL15\u2069'))).toBeInTheDocument();
    const plain = screen.getByRole('button', { name: admin.orders.open('BB-ABCDE') }).closest('li')!;
    expect(within(plain).queryByText(/LAYAL15/)).not.toBeInTheDocument();
  });

  it('keeps the phone apart from a name that leaves a right-to-left override open', async () => {
    serve([
      row({ customerName: 'Rana\u202E', customerPhone: '+961 70 123 456' }),
      row({ id: 'o2', reference: 'BB-ABCDE', customerName: 'رنا', customerPhone: '03 123 456' }),
    ]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    const first = (await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') })).closest('li')!;
    // Each value in its own <bdi>: the override ends with the name's isolate and never reaches the phone.
    const phone = within(first).getByText('+961 70 123 456');
    expect(phone.tagName).toBe('BDI');
    expect(phone.childNodes).toHaveLength(1);
    const name = within(first).getByText(/^Rana/);
    expect(name.tagName).toBe('BDI');
    expect(name.contains(phone)).toBe(false);
    expect(name.textContent).toBe('Rana\u202E\u202C');
    // An Arabic name cannot draw the digits after it into its right-to-left run either.
    const second = screen.getByRole('button', { name: admin.orders.open('BB-ABCDE') }).closest('li')!;
    expect(within(second).getByText('03 123 456').tagName).toBe('BDI');
    expect(within(second).getByText('رنا').tagName).toBe('BDI');
  });

  it('labels a sale recorded in the shop, by phone or on WhatsApp with its channel, and a website order with none', async () => {
    serve([
      row(),
      row({ id: 'o2', reference: 'BB-SH0PA', channel: 'shop', status: 'delivered' }),
      row({ id: 'o3', reference: 'BB-PH0NE', channel: 'phone', status: 'confirmed' }),
      row({ id: 'o4', reference: 'BB-WHATS', channel: 'whatsapp', status: 'confirmed' }),
    ]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    const card = async (reference: string) => (await screen.findByRole('button', { name: admin.orders.open(reference) })).closest('li')!;
    const website = await card('BB-7KQ2M');
    for (const label of Object.values(admin.orders.channels)) expect(within(website).queryByText(label)).not.toBeInTheDocument();
    expect(within(await card('BB-SH0PA')).getByText(admin.orders.channels.shop)).toBeInTheDocument();
    expect(within(await card('BB-PH0NE')).getByText(admin.orders.channels.phone)).toBeInTheDocument();
    expect(within(await card('BB-WHATS')).getByText(admin.orders.channels.whatsapp)).toBeInTheDocument();
  });

  it('opens the Record a sale dialog from the toolbar, and closes it on Cancel', async () => {
    const user = userEvent.setup();
    serve([row()]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    await user.click(await screen.findByRole('button', { name: admin.orders.recordSale }));
    const dialog = screen.getByRole('dialog', { name: admin.sale.title });
    await user.click(within(dialog).getByRole('button', { name: commonText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Record a sale only to a role that records sales: staff do', async () => {
    serve([row()]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders', person: signedInPerson('staff') });
    expect(await screen.findByRole('button', { name: admin.orders.recordSale })).toBeInTheDocument();
    cleanup();
    // A role the panel does not know (a newer server's) may do nothing here.
    serve([row()]);
    const unknownRole = signedInPerson('staff', { role: 'viewer' as Role });
    renderWithProviders(<OrdersPage />, { path: '/admin/orders', person: unknownRole });
    await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') });
    expect(screen.queryByRole('button', { name: admin.orders.recordSale })).not.toBeInTheDocument();
  });

  it("says 'No orders yet.' when there are none", async () => {
    serve([]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    expect(await screen.findByText(admin.orders.empty)).toBeInTheDocument();
  });

  it('asks for the chosen status, from the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const asked = serve([]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders?page=2' });
    await screen.findByText(admin.orders.empty);
    const filter = screen.getByRole('group', { name: admin.orders.statusFilter });
    expect(within(filter).getByRole('button', { name: admin.orders.all })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: admin.orders.status.confirmed }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('confirmed'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(within(filter).getByRole('button', { name: admin.orders.status.confirmed })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(admin.orders.noMatch)).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: admin.orders.all }));
    await waitFor(() => expect(asked.at(-1)?.has('status')).toBe(false));
  });

  it('searches by what the owner types, after a pause', async () => {
    const user = userEvent.setup();
    const asked = serve([row()]);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
    await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') });
    await user.type(screen.getByRole('searchbox', { name: commonText.search }), ' 7kq2m ');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('7kq2m'), { timeout: 2000 });
  });

  it('pages through 10 orders at a time', async () => {
    const user = userEvent.setup();
    const asked = serve([row()], 25);
    renderWithProviders(<OrdersPage />, { path: '/admin/orders?status=new' });
    await screen.findByRole('button', { name: admin.orders.open('BB-7KQ2M') });
    expect(asked.at(-1)?.get('status')).toBe('new');
    await user.click(screen.getByRole('button', { name: commonText.next }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(asked.at(-1)?.get('status')).toBe('new');
    expect(await screen.findByText(commonText.pageOf(2, 3))).toBeInTheDocument();
  });
});

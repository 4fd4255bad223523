import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import { apiMessages } from '#contract/messages/validation.js';
import type { OrderDetail, OrderStatus } from '#contract/order.js';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { toast } from '#web/components/ui/toast.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { AdminNav } from '../layout/AdminNav.js';
import { OrderDialog } from './OrderDialog.js';
import { CUSTOMER_TEXT_MAX } from '#contract/customer-text.js';
import { receiptText } from '#contract/messages/order-updates.js';
import { receiptText as frenchReceipt } from '#contract/messages/fr/order-updates.js';
import { receiptText as arabicReceipt } from '#contract/messages/ar/order-updates.js';
import { HOSTILE_NAME, HOSTILE_NAME_SHOWN } from '#test/fixtures/customer-text.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const order = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'o1',
  reference: 'BB-7KQ2M',
  status: 'new',
  channel: 'website',
  createdAt: '2026-03-10T08:30:00Z',
  lines: [
    {
      kind: 'product',
      itemId: 'p1',
      name: 'Velvet Lipstick',
      colorHex: '#C2185B',
      colorName: 'Rose',
      shownName: 'Velvet Lipstick',
      shownColorName: 'Rose',
      unitPrice: 12.5,
      quantity: 2,
      lineTotal: 25,
    },
    {
      kind: 'offer',
      itemId: 'f1',
      name: 'Summer Set',
      colorHex: null,
      colorName: null,
      shownName: 'Summer Set',
      shownColorName: null,
      unitPrice: 20.5,
      quantity: 1,
      lineTotal: 20.5,
    },
  ],
  itemCount: 3,
  total: 45.5,
  deliveryOption: null,
  discount: null,
  grandTotal: 45.5,
  delivery: { name: 'Rima', phone: '03 123 456', address: 'Hamra, Beirut', note: null },
  pageToken: 'page-token',
  language: 'en',
  sentWithoutReference: false,
  cancelReturnsStock: false,
  history: [{ status: 'new', at: '2026-03-10T08:30:00Z', by: null }],
  ...overrides,
});

/** The shop's settings the message and the receipt read: its address, hours, pounds and zones. */
const shop: ShopConfig = {
  ...DEFAULT_SHOP_CONFIG,
  name: 'Beirut Beauty',
  phone: '+961 1 234 567',
  address: 'Hamra Street, Beirut',
  translations: { fr: { address: 'Rue Hamra, Beyrouth' }, ar: { address: 'شارع الحمرا، بيروت' } },
  poundRate: { rate: 89_500, step: 1000, setAt: '2026-03-01T10:00:00Z' },
  delivery: {
    zones: [{ id: 'z-beirut', name: 'Beirut', fee: 3, freeOver: null, estimate: null, translations: { fr: { name: 'Beyrouth' }, ar: {} } }],
    pickup: true,
  },
};

/**
 * Serves `shown` and the shop's settings, takes the record of a message to the customer, and responds
 * to a status change with that status added to its history.
 */
function serve(
  shown: OrderDetail,
  respond: (status: OrderStatus) => Response = (status) =>
    json({ ...shown, status, history: [...shown.history, { status, at: '2026-03-10T09:00:00Z' }] }),
) {
  return mockFetch(async (url, init) => {
    if (url.pathname === '/api/settings') return json(shop);
    if (url.pathname === `/api/orders/${shown.id}/customer-message`) return new Response(null, { status: 204 });
    if (url.pathname === `/api/orders/${shown.id}/page-link`) return json({ ...shown, pageToken: 'new-page-token' });
    if (url.pathname !== `/api/orders/${shown.id}` && url.pathname !== `/api/orders/${shown.id}/status`) return json({}, 404);
    if (init?.method === 'PATCH') return respond((JSON.parse(String(init.body)) as { status: OrderStatus }).status);
    return json(shown);
  });
}

async function openDialog(shown: OrderDetail) {
  const fetchMock = serve(shown);
  renderWithProviders(<OrderDialog orderId={shown.id} onClose={vi.fn()} />, { path: '/admin/orders' });
  const dialog = await screen.findByRole('dialog', { name: admin.orders.title(shown.reference) });
  return { dialog, fetchMock };
}

const sent = (method: string) => (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([input, init]) => [String(input), String(init?.body)]);
const patches = sent('PATCH');
const posts = sent('POST');

/** The receipt's label before what the customer typed, in each language. */
const RECEIPT_CUSTOMER = { en: receiptText.customer, fr: frenchReceipt.customer, ar: arabicReceipt.customer };

/** The receipt printed beside the dialog, once the customer's words it is written in have loaded. */
const printedReceipt = () =>
  waitFor(() => {
    const receipt = document.body.querySelector<HTMLElement>(':scope > .print-receipt');
    if (!receipt) throw new Error('no receipt yet');
    return receipt;
  });

/** The receipt's rows as text, without the marks that keep each name apart in Arabic. */
const arabicRows = (receipt: HTMLElement) =>
  within(receipt)
    .getAllByRole('row')
    .map((row) => row.textContent!.replace(/[\u2068\u2069]/g, ''));

describe('OrderDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says where the order came from: the website, or where the owner made the sale', async () => {
    const { dialog } = await openDialog(order({ channel: 'whatsapp', status: 'confirmed' }));
    expect(within(dialog).getByText(admin.orders.channels.whatsapp).parentElement).toHaveTextContent(
      `${admin.orders.channel}: ${admin.orders.channels.whatsapp}`,
    );
  });

  it('shows the lines, the total, the delivery details and the history', async () => {
    const { dialog } = await openDialog(order());
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Velvet Lipstick');
    expect(rows[1]).toHaveTextContent(admin.orders.colour('Rose'));
    expect(rows[1]).toHaveTextContent('$12.50');
    expect(within(rows[1]!).getByText('2')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('$25.00');
    expect(rows[2]).toHaveTextContent('Summer Set');
    expect(within(dialog).getByRole('row', { name: `${admin.orders.total} $45.50` })).toBeInTheDocument();
    expect(within(dialog).getByText('Hamra, Beirut')).toBeInTheDocument();
    expect(within(dialog).getByText(admin.orders.notGiven)).toBeInTheDocument();
    const history = within(dialog).getByRole('heading', { name: admin.orders.history }).parentElement!;
    expect(within(history).getByText(admin.orders.status.new)).toBeInTheDocument();
    expect(within(history).getByText('10 Mar 2026, 10:30')).toBeInTheDocument();
    expect(within(dialog).queryByText(admin.orders.sentWithoutReference)).not.toBeInTheDocument();
  });

  it('says who gave each status, and no one for the customer placing the order', async () => {
    const { dialog } = await openDialog(
      order({
        status: 'delivered',
        history: [
          { status: 'new', at: '2026-03-10T08:30:00Z', by: null },
          { status: 'confirmed', at: '2026-03-10T09:00:00Z', by: { id: 'u-rima', name: 'Rima' } },
          { status: 'delivered', at: '2026-03-11T15:20:00Z', by: { id: 'u-nour', name: 'Nour' } },
        ],
      }),
    );
    const history = within(within(dialog).getByRole('heading', { name: admin.orders.history }).parentElement!).getAllByRole('listitem');
    expect(history.map((step) => step.textContent)).toEqual([
      `${admin.orders.status.new}10 Mar 2026, 10:30`,
      `${admin.orders.status.confirmed}10 Mar 2026, 11:00 · ${admin.common.byPerson('\u2068Rima\u2069')}`,
      `${admin.orders.status.delivered}11 Mar 2026, 17:20 · ${admin.common.byPerson('\u2068Nour\u2069')}`,
    ]);
  });

  it('says who gave each status in Arabic too', async () => {
    const shown = order({
      status: 'confirmed',
      history: [
        { status: 'new', at: '2026-03-10T08:30:00Z', by: null },
        { status: 'confirmed', at: '2026-03-10T09:00:00Z', by: { id: 'u-rima', name: 'Rima' } },
      ],
    });
    serve(shown);
    await renderAdminIn('ar', <OrderDialog orderId={shown.id} onClose={vi.fn()} />, { path: '/admin/orders' });
    const dialog = await screen.findByRole('dialog', { name: arabic.orders.title(shown.reference) });
    const [placed, confirmed] = within(within(dialog).getByRole('heading', { name: arabic.orders.history }).parentElement!).getAllByRole(
      'listitem',
    );
    expect(placed).not.toHaveTextContent(
      arabic.common
        .byPerson('')
        .replace(/[\u2068\u2069]/g, '')
        .trim(),
    );
    expect(confirmed!.textContent).toContain(arabic.common.byPerson('\u2068Rima\u2069'));
  });

  it("shows the items' total, the delivery option and its fee, and the total the customer pays", async () => {
    const { dialog } = await openDialog(
      order({ deliveryOption: { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 }, grandTotal: 48.5 }),
    );
    expect(within(dialog).getByRole('row', { name: `${admin.orders.itemsTotal} $45.50` })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: `${admin.orders.deliveryFee('Beirut')} $3.00` })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: `${admin.orders.grandTotal} $48.50` })).toBeInTheDocument();
  });

  it('says Free for pickup and for a zone that delivered free', async () => {
    const { dialog } = await openDialog(order({ deliveryOption: { id: 'pickup', kind: 'pickup', name: 'Pick up at the shop', fee: 0 } }));
    expect(
      within(dialog).getByRole('row', { name: `${admin.orders.deliveryFee(admin.orders.pickup)} ${admin.orders.free}` }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: `${admin.orders.grandTotal} $45.50` })).toBeInTheDocument();
  });

  it("shows what the order's discount code took off, items and delivery together, before the total", async () => {
    const { dialog } = await openDialog(
      order({
        deliveryOption: { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
        discount: { code: 'LAYAL15', items: 3.75, delivery: 3 },
        grandTotal: 41.75,
      }),
    );
    const rows = within(within(dialog).getAllByRole('rowgroup').at(-1)!)
      .getAllByRole('row')
      .map((row) => row.textContent!.replace(/[\u2068\u2069]/g, ''));
    expect(rows).toEqual([
      `${admin.orders.itemsTotal}$45.50`,
      `${admin.orders.deliveryFee('Beirut')}$3.00`,
      `${admin.orders.discountCode('LAYAL15')}\u2212$6.75`,
      `${admin.orders.grandTotal}$41.75`,
    ]);
  });

  it("shows the items' total and the discount for an order with a code and no delivery option", async () => {
    const { dialog } = await openDialog(order({ discount: { code: 'FIVE', items: 5, delivery: 0 }, grandTotal: 40.5 }));
    expect(within(dialog).getByRole('row', { name: `${admin.orders.itemsTotal} $45.50` })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: `${admin.orders.discountCode('\u2068FIVE\u2069')} \u2212$5.00` })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: `${admin.orders.grandTotal} $40.50` })).toBeInTheDocument();
  });

  it('shows the total alone for an order without a delivery option', async () => {
    const { dialog } = await openDialog(order());
    expect(within(dialog).queryByRole('row', { name: new RegExp(admin.orders.itemsTotal) })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Delivery \(/)).not.toBeInTheDocument();
  });

  it('says when the order was sent without a reference', async () => {
    const { dialog } = await openDialog(order({ sentWithoutReference: true }));
    expect(within(dialog).getByText(admin.orders.sentWithoutReference)).toBeInTheDocument();
  });

  it.each([
    ['new', [admin.orders.confirm, admin.orders.cancel], [admin.orders.markDelivered]],
    ['confirmed', [admin.orders.markDelivered, admin.orders.cancel], [admin.orders.confirm]],
    ['delivered', [], [admin.orders.confirm, admin.orders.markDelivered, admin.orders.cancel]],
    ['cancelled', [], [admin.orders.confirm, admin.orders.markDelivered, admin.orders.cancel]],
  ] as const)('offers only the moves a %s order allows', async (status, shown, hidden) => {
    const { dialog } = await openDialog(order({ status }));
    for (const name of shown) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    for (const name of hidden) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('confirms a new order and shows the new status and its time', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = await openDialog(order());
    await user.click(within(dialog).getByRole('button', { name: admin.orders.confirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(admin.orders.changed('BB-7KQ2M', admin.orders.status.confirmed)));
    expect(patches(fetchMock)).toEqual([['/api/orders/o1/status', JSON.stringify({ status: 'confirmed', from: 'new' })]]);
    expect(await within(dialog).findByRole('button', { name: admin.orders.markDelivered })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: admin.orders.confirm })).not.toBeInTheDocument();
    expect(within(dialog).getByText('10 Mar 2026, 11:00')).toBeInTheDocument();
  });

  it("refreshes the bar's count of new orders after a change", async () => {
    const user = userEvent.setup();
    const shown = order();
    let newCount = 1;
    mockFetch((url, init) => {
      if (url.pathname === '/api/orders/summary') return json({ newCount });
      if (init?.method === 'PATCH') {
        newCount = 0;
        return json({ ...shown, status: 'confirmed', history: [...shown.history, { status: 'confirmed', at: '2026-03-10T09:00:00Z' }] });
      }
      return url.pathname === `/api/orders/${shown.id}` ? json(shown) : json({}, 404);
    });
    renderWithProviders(
      <>
        <AdminNav />
        <OrderDialog orderId={shown.id} onClose={vi.fn()} />
      </>,
      { path: '/admin/orders' },
    );
    expect(await screen.findByRole('link', { name: admin.nav.ordersWithNew(1), hidden: true })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: admin.orders.title(shown.reference) });
    await user.click(within(dialog).getByRole('button', { name: admin.orders.confirm }));
    expect(await screen.findByRole('link', { name: admin.nav.orders, hidden: true })).toBeInTheDocument();
  });

  it('asks before cancelling, and sends nothing when the owner keeps the order', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = await openDialog(order({ status: 'confirmed' }));
    await user.click(within(dialog).getByRole('button', { name: admin.orders.cancel }));
    const confirm = await screen.findByRole('alertdialog', { name: admin.orders.cancelTitle });
    expect(within(confirm).queryByRole('button', { name: commonText.cancel })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    expect(patches(fetchMock)).toEqual([]);
    // Radix gives the order's dialog back to assistive technology in an effect, a frame after the question closes.
    await user.click(await within(dialog).findByRole('button', { name: admin.orders.cancel }));
    const again = await screen.findByRole('alertdialog', { name: admin.orders.cancelTitle });
    await user.click(within(again).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(patches(fetchMock)).toEqual([['/api/orders/o1/status', JSON.stringify({ status: 'cancelled', from: 'confirmed' })]]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says the stock comes back when cancelling puts counts back, and only then', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(order({ status: 'confirmed', cancelReturnsStock: true }));
    await user.click(within(dialog).getByRole('button', { name: admin.orders.cancel }));
    const confirm = await screen.findByRole('alertdialog', { name: admin.orders.cancelTitle });
    expect(confirm).toHaveAccessibleDescription(
      'Order BB-7KQ2M will be marked cancelled. The items it took off the stock counts are put back. This cannot be undone.',
    );
    vi.unstubAllGlobals();
    cleanup();

    const { dialog: untracked } = await openDialog(order({ status: 'new' }));
    await user.click(within(untracked).getByRole('button', { name: admin.orders.cancel }));
    const plain = await screen.findByRole('alertdialog', { name: admin.orders.cancelTitle });
    expect(plain).toHaveAccessibleDescription('Order BB-7KQ2M will be marked cancelled. This cannot be undone.');
  });

  it('says so when the change fails', async () => {
    const user = userEvent.setup();
    const shown = order();
    serve(shown, () => json({ message: 'Something went wrong on our side. Please try again.' }, 500));
    renderWithProviders(<OrderDialog orderId={shown.id} onClose={vi.fn()} />, { path: '/admin/orders' });
    const dialog = await screen.findByRole('dialog', { name: admin.orders.title(shown.reference) });
    await user.click(within(dialog).getByRole('button', { name: admin.orders.confirm }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(admin.orders.changeFailed));
    expect(within(dialog).getByRole('button', { name: admin.orders.confirm })).toBeInTheDocument();
  });

  it('says the order changed meanwhile when the server refuses for that, and shows it as it is now', async () => {
    const user = userEvent.setup();
    const shown = order();
    const now = order({ status: 'cancelled', history: [...shown.history, { status: 'cancelled', at: '2026-03-10T08:45:00Z', by: null }] });
    let current = shown;
    mockFetch((url, init) => {
      if (init?.method === 'PATCH') {
        current = now;
        return json({ message: apiMessages.orderChangedMeanwhile }, 409);
      }
      return url.pathname === `/api/orders/${shown.id}` ? json(current) : json({}, 404);
    });
    renderWithProviders(<OrderDialog orderId={shown.id} onClose={vi.fn()} />, { path: '/admin/orders' });
    const dialog = await screen.findByRole('dialog', { name: admin.orders.title(shown.reference) });
    await user.click(within(dialog).getByRole('button', { name: admin.orders.confirm }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(apiMessages.orderChangedMeanwhile));
    // Reloaded: cancelled allows no move, so no button is left.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: admin.orders.confirm })).not.toBeInTheDocument());
    expect(within(dialog).getAllByText(admin.orders.status.cancelled).length).toBeGreaterThan(0);
  });

  it("says the customer's language in the panel's language, French with its no-break space before the colon", async () => {
    const { dialog } = await openDialog(order({ language: 'ar' }));
    expect(within(dialog).getByText('Arabic').parentElement).toHaveTextContent(`${admin.orders.language}: Arabic`);
    cleanup();

    const english = order({ language: 'en' });
    serve(english);
    await renderAdminIn('ar', <OrderDialog orderId={english.id} onClose={vi.fn()} />, { path: '/admin/orders' });
    const arabicDialog = await screen.findByRole('dialog', { name: arabic.orders.title(english.reference) });
    expect(within(arabicDialog).getByText('الإنجليزية').parentElement).toHaveTextContent(`${arabic.orders.language}: الإنجليزية`);
    cleanup();

    serve(english);
    await renderAdminIn('fr', <OrderDialog orderId={english.id} onClose={vi.fn()} />, { path: '/admin/orders' });
    const frenchDialog = await screen.findByRole('dialog', { name: french.orders.title(english.reference) });
    // textContent, not toHaveTextContent, which reads a no-break space as a plain one.
    const line = within(frenchDialog).getByText('anglais').parentElement!.textContent;
    expect(line).toContain(`${french.orders.language}\u00a0: anglais`);
    expect(line).toContain(`${french.orders.channel}\u00a0: ${french.orders.channels.website}`);
  });

  it("opens WhatsApp to the customer with the message for the order's status in the customer's language, and records it", async () => {
    const user = userEvent.setup();
    const shown = order({
      status: 'confirmed',
      language: 'fr',
      deliveryOption: { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
      grandTotal: 48.5,
    });
    const { dialog, fetchMock } = await openDialog(shown);
    const link = await within(dialog).findByRole('link', { name: admin.orders.messageCustomer });
    // The settings arrive after the order: the pounds are in the message once they have.
    await waitFor(() => expect(link.getAttribute('href')).toContain(encodeURIComponent('L.L.')));
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/9613123456');
    expect(url.searchParams.get('text')).toBe(
      [
        'Bonjour «\u00a0\u2068Rima\u2069\u00a0»\u202f!\nVotre commande BB-7KQ2M est confirmée. Elle sera bientôt en route.',
        'Livraison (Beyrouth)\u00a0: $3.00\nTotal\u00a0: $48.50\nTotal en livres libanaises\u00a0: 4,341,000\u00a0L.L. (à titre indicatif)',
        `Suivez votre commande ici\u00a0:\n${window.location.origin}/fr/order/page-token`,
      ].join('\n\n'),
    );
    expect(link).toHaveAttribute('target', '_blank');

    // The link is followed as it is; only the record is the panel's.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/orders/o1/customer-message', JSON.stringify({ status: 'confirmed' })]]));
  });

  it("asks before giving the order's page a new link, then writes to the customer with the new link", async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = await openDialog(order({ status: 'confirmed' }));
    await user.click(within(dialog).getByRole('button', { name: admin.orders.newLink }));
    const confirm = await screen.findByRole('alertdialog', { name: admin.orders.newLinkTitle });
    expect(confirm).toHaveTextContent(admin.orders.newLinkText('BB-7KQ2M'));
    await user.click(within(confirm).getByRole('button', { name: commonText.cancel }));
    expect(posts(fetchMock)).toEqual([]);
    await user.click(await within(dialog).findByRole('button', { name: admin.orders.newLink }));
    const again = await screen.findByRole('alertdialog', { name: admin.orders.newLinkTitle });
    await user.click(within(again).getByRole('button', { name: admin.orders.newLinkConfirm }));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/orders/o1/page-link', 'undefined']]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(admin.orders.newLinkMade('BB-7KQ2M')));
    const link = await within(dialog).findByRole('link', { name: admin.orders.messageCustomer });
    await waitFor(() => expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain('/order/new-page-token'));
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).not.toContain('/order/page-token');
  });

  it('says so when a new link cannot be made', async () => {
    const user = userEvent.setup();
    const shown = order();
    mockFetch(async (url) =>
      url.pathname.endsWith('/page-link')
        ? json({ message: 'Internal Server Error' }, 500)
        : url.pathname === '/api/settings'
          ? json(shop)
          : json(shown),
    );
    renderWithProviders(<OrderDialog orderId={shown.id} onClose={vi.fn()} />, { path: '/admin/orders' });
    const dialog = await screen.findByRole('dialog', { name: admin.orders.title(shown.reference) });
    await user.click(within(dialog).getByRole('button', { name: admin.orders.newLink }));
    const confirm = await screen.findByRole('alertdialog', { name: admin.orders.newLinkTitle });
    await user.click(within(confirm).getByRole('button', { name: admin.orders.newLinkConfirm }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(admin.orders.newLinkFailed));
  });

  it('writes to an Arabic customer in Arabic from a panel in English, the link to the Arabic page', async () => {
    const { dialog } = await openDialog(order({ language: 'ar' }));
    const link = await within(dialog).findByRole('link', { name: admin.orders.messageCustomer });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(text.replace(/[\u2068\u2069]/g, '')).toBe(
      `مرحبًا «Rima»!\nاستلمنا طلبك رقم BB-7KQ2M، وسنؤكّده لك قريبًا.\n\nتابع طلبك على هذه الصفحة:\n${window.location.origin}/ar/order/page-token`,
    );
  });

  it('has no message link without a phone', async () => {
    const { dialog } = await openDialog(order({ delivery: { name: null, phone: null, address: null, note: null } }));
    // The receipt shows the customer's words have loaded, with which the link would show.
    await printedReceipt();
    expect(within(dialog).queryByRole('link', { name: admin.orders.messageCustomer })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: admin.orders.printReceipt })).toBeInTheDocument();
  });

  it("prints a receipt in the order's language, beside the dialog: the shop, the order, its lines, delivery and totals in dollars and pounds", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { dialog } = await openDialog(
      order({
        status: 'confirmed',
        language: 'fr',
        deliveryOption: { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
        grandTotal: 48.5,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: admin.orders.printReceipt }));
    expect(print).toHaveBeenCalledOnce();

    const receipt = await printedReceipt();
    expect(dialog).not.toContainElement(receipt);
    expect(receipt).toHaveAttribute('lang', 'fr');
    await waitFor(() => expect(within(receipt).getByText('Beirut Beauty')).toBeInTheDocument());
    expect(within(receipt).getByText('Rue Hamra, Beyrouth')).toBeInTheDocument();
    expect(within(receipt).getByText(/^Téléphone/).textContent).toBe('Téléphone\u00a0: +961 1 234 567');
    expect(within(receipt).getByRole('heading')).toHaveTextContent('Reçu · Commande BB-7KQ2M');
    expect(within(receipt).getByText('Confirmée')).toBeInTheDocument();
    expect(within(receipt).getByRole('time')).toHaveTextContent('10 mars 2026, 10:30');
    const rows = within(receipt)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ArticlePrix unitaireQtéMontant',
      'Velvet LipstickTeinte\u00a0: Rose$12.502$25.00',
      'Summer Set$20.501$20.50',
      'Total des articles$45.50',
      'Livraison (Beyrouth)$3.00',
      'Total$48.50',
      'Total en livres libanaises (indicatif)4,341,000\u00a0L.L.',
    ]);
    expect(within(receipt).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['en', 'fr', 'ar'] as const)(
    'prints a name with line breaks (%s) on one line under the Customer label, cut, never in the heading',
    async (language) => {
      const address = `Hamra\n\n${'Street '.repeat(40)}`;
      await openDialog(order({ language, delivery: { name: HOSTILE_NAME, phone: '70 666 666', address, note: null } }));
      const receipt = await printedReceipt();
      await waitFor(() => expect(within(receipt).getByText('Beirut Beauty')).toBeInTheDocument());
      const customer = [...receipt.querySelectorAll('dd')].at(-1)!;
      expect(customer.previousElementSibling).toHaveTextContent(RECEIPT_CUSTOMER[language]);
      const shown = [...customer.querySelectorAll('bdi')].map((line) => line.textContent);
      expect(shown).toEqual([HOSTILE_NAME_SHOWN, '70 666 666', `Hamra ${'Street '.repeat(40).slice(0, CUSTOMER_TEXT_MAX.address - 7)}…`]);
      expect(customer.innerHTML).not.toContain('\n');
      expect(customer.querySelector('bdi')).not.toHaveClass('whitespace-pre-wrap');
      // Each line is a block in the receipt's direction with its text isolated inside: an isolating block would
      // take the phone's own direction and set it alone at the far side of an Arabic receipt.
      for (const line of customer.querySelectorAll('bdi')) {
        expect(line.parentElement).toHaveClass('block');
        expect(line.parentElement!.tagName).toBe('SPAN');
        expect(line).not.toHaveClass('block');
      }
      expect(within(receipt).getByRole('heading')).not.toHaveTextContent('IMPORTANT');
      expect(receipt.textContent).not.toContain('evil.example');
    },
  );

  it("prints the discount code's row before the total, in the customer's words", async () => {
    await openDialog(
      order({
        language: 'fr',
        deliveryOption: { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
        discount: { code: 'LAYAL15', items: 3.75, delivery: 3 },
        grandTotal: 41.75,
      }),
    );
    const receipt = await printedReceipt();
    await waitFor(() => expect(within(receipt).getByText('Beirut Beauty')).toBeInTheDocument());
    const rows = within(receipt)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(3)).toEqual([
      'Total des articles$45.50',
      'Livraison (Beyrouth)$3.00',
      'Code promo LAYAL15\u2212$6.75',
      'Total$41.75',
      'Total en livres libanaises (indicatif)3,737,000\u00a0L.L.',
    ]);
  });

  it("prints an Arabic order's lines named as the customer saw them; the owner's dialog keeps the English", async () => {
    const [lipstick, set] = order().lines;
    const { dialog } = await openDialog(
      order({
        language: 'ar',
        lines: [
          { ...lipstick!, shownName: 'أحمر شفاه مخملي', shownColorName: 'وردي' },
          { ...set!, shownName: 'طقم الصيف' },
        ],
      }),
    );
    const rows = arabicRows(await printedReceipt());
    expect(rows[1]).toBe('أحمر شفاه مخملياللون: وردي$12.502$25.00');
    expect(rows[2]).toBe('طقم الصيف$20.501$20.50');
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('Velvet Lipstick');
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent(admin.orders.colour('Rose'));
  });

  it('prints the English names of an order placed before the names the customer saw were kept', async () => {
    const lines = order().lines.map((line) => ({ ...line, shownName: null, shownColorName: null }));
    await openDialog(order({ language: 'ar', lines }));
    const rows = arabicRows(await printedReceipt());
    expect(rows[1]).toBe('Velvet Lipstickاللون: Rose$12.502$25.00');
    expect(rows[2]).toBe('Summer Set$20.501$20.50');
  });

  it('prints the receipt of an Arabic order right to left', async () => {
    await openDialog(order({ language: 'ar' }));
    const receipt = await printedReceipt();
    expect(receipt).toHaveAttribute('dir', 'rtl');
    expect(
      within(receipt)
        .getByRole('heading')
        .textContent!.replace(/[\u2068\u2069]/g, ''),
    ).toBe('إيصال · الطلب رقم BB-7KQ2M');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { cartOrderText } from '#contract/messages/cart-order.js';
import { commonText } from '#contract/messages/common.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import type { DeliveryOptions, DeliveryZone } from '#contract/delivery.js';
import type { CartDiscount } from '#contract/discount-code.js';
import { discountCodeValidation } from '#contract/messages/discount-code-validation.js';
import { adminText as frenchAdmin } from '#contract/messages/fr/admin.js';
import { discountCodeText as frenchCart } from '#contract/messages/fr/storefront/discount-code.js';
import { discountCodeText } from '#contract/messages/storefront/discount-code.js';
import type { OrderDetail, QuoteLine } from '#contract/order.js';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { toast } from '#web/components/ui/toast.js';
import { offer, page, product } from '#web/test-support/data.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { RecordSaleDialog } from './RecordSaleDialog.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.sale;
const lipstick = product({
  left: 2,
  trackStock: true,
  colors: [
    { name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: 2, photo: null },
    { name: 'Berry', hexCode: '#7A1F3D', soldOut: false, left: null, photo: null },
  ],
});
const balm = product({ id: 'p2', name: 'Velvet Balm', price: 9, offerPrice: null, colors: [] });
const set = offer({ name: 'Velvet Summer Set' });

const sale = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'o9',
  reference: 'BB-SH0P5',
  status: 'delivered',
  channel: 'shop',
  createdAt: '2026-03-10T08:30:00Z',
  lines: [],
  itemCount: 1,
  total: 12.5,
  deliveryOption: null,
  discount: null,
  grandTotal: 12.5,
  delivery: { name: null, phone: null, address: null, note: null },
  pageToken: 'page-token',
  language: 'en',
  sentWithoutReference: false,
  cancelReturnsStock: false,
  history: [],
  ...overrides,
});

const quote = (overrides: Partial<QuoteLine>): QuoteLine => ({
  kind: 'product',
  id: 'p1',
  colorHex: null,
  quantity: 1,
  status: 'available',
  name: null,
  translations: null,
  price: null,
  offerPrice: null,
  image: null,
  imageSrcset: null,
  imageWidth: null,
  imageHeight: null,
  colorName: null,
  unitPrice: null,
  lineTotal: null,
  left: null,
  ...overrides,
});

/** The shop's delivery options as GET /api/settings returns them; none unless a test sets some. */
let shopDelivery: DeliveryOptions | null = null;

/** A code's check as the shop answers it: LAYAL15, 15 % off, unless a test says otherwise. */
const discount = (overrides: Partial<CartDiscount> = {}): CartDiscount => ({
  code: 'LAYAL15',
  problem: null,
  kind: 'percent',
  percent: 15,
  amount: null,
  itemsOff: 1.35,
  freeDelivery: false,
  minItemsTotal: null,
  retryAfter: null,
  ...overrides,
});
/** What POST /api/orders/sales/code answers. */
let codeAnswer: CartDiscount = discount();

/** The catalogue responds to searches for "velvet"; each sale POST gets the next of `responses`. */
function serve(...responses: (() => Response)[]) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/settings') return shopDelivery ? json({ ...DEFAULT_SHOP_CONFIG, delivery: shopDelivery }) : json({}, 404);
    if (url.pathname === '/api/products') return json(page(url.searchParams.get('search') === 'velvet' ? [lipstick, balm] : []));
    if (url.pathname === '/api/offer') return json(page(url.searchParams.get('search') === 'velvet' ? [set] : []));
    if (url.pathname === '/api/orders/sales' && init?.method === 'POST') return (responses.shift() ?? (() => json(sale(), 201)))();
    if (url.pathname === '/api/orders/sales/code' && init?.method === 'POST') return json(codeAnswer);
    return json({}, 404);
  });
}

type FetchMock = ReturnType<typeof serve>;
const posted = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://shop.test').pathname === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const sent = (fetchMock: FetchMock) => posted(fetchMock, '/api/orders/sales');
const checked = (fetchMock: FetchMock) => posted(fetchMock, '/api/orders/sales/code');

function open() {
  const onClose = vi.fn();
  renderWithProviders(<RecordSaleDialog onClose={onClose} />, { path: '/admin/orders' });
  return { onClose, dialog: screen.getByRole('dialog', { name: text.title }) };
}

/** Types in the search field and chooses the match whose name starts with `name`. */
async function add(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByRole('searchbox', { name: text.find }), 'velvet');
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(`^${name}`) }, { timeout: 2000 }));
}

const line = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getByRole('button', { name: text.remove(name) })
    .closest('li')!;

describe('RecordSaleDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    shopDelivery = null;
    codeAnswer = discount();
  });

  it('finds products and offers as the admin lists do, adds a line per choice and totals them', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    const { dialog } = open();
    expect(within(dialog).getByRole('searchbox', { name: text.find })).toHaveFocus();
    await user.type(within(dialog).getByRole('searchbox', { name: text.find }), 'velvet');
    const matches = await within(dialog).findByRole('list', { name: text.find }, { timeout: 2000 });
    expect(
      within(matches)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      `Velvet Lipstick${commonText.onlyLeft(2)}$12.50`,
      'Velvet Balm$9.00',
      // An offer with nothing more to say: no separator left dangling.
      `Velvet Summer Set${text.offer}$20.50`,
    ]);
    // One search each, after the pause in typing, not one per letter.
    const searches = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://shop.test'))
      .filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => `${url.pathname}?${url.searchParams}`).sort()).toEqual([
      '/api/offer?page=1&limit=5&search=velvet',
      '/api/products?page=1&limit=5&search=velvet',
    ]);

    await user.click(within(matches).getByRole('button', { name: /^Velvet Summer Set/ }));
    expect(within(dialog).getByRole('searchbox', { name: text.find })).toHaveValue('');
    await add(user, dialog, 'Velvet Balm');
    const offerLine = line(dialog, 'Velvet Summer Set');
    expect(within(offerLine).getByText(text.each('$20.50'))).toBeInTheDocument();
    await user.click(within(offerLine).getByRole('button', { name: commonText.increaseQuantity }));
    expect(within(offerLine).getByText('$41.00')).toBeInTheDocument();
    expect(within(dialog).getByText(text.total).parentElement).toHaveTextContent(`${text.total}$50.00`);

    await user.click(within(line(dialog, 'Velvet Balm')).getByRole('button', { name: text.remove('Velvet Balm') }));
    expect(within(dialog).queryByRole('button', { name: text.remove('Velvet Balm') })).not.toBeInTheDocument();
    expect(within(dialog).getByText(text.total).parentElement).toHaveTextContent(`${text.total}$41.00`);
  });

  it('asks for a colour before saving a product that has colours, and merges the same item and colour into one line', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    const { dialog } = open();
    await add(user, dialog, 'Velvet Lipstick');
    const first = line(dialog, 'Velvet Lipstick');
    const colours = within(first).getByRole('group', { name: text.colour('Velvet Lipstick') });
    // The new line's colours take the focus: the next thing to do.
    expect(within(colours).getByRole('radio', { name: 'Rose Nude' })).toHaveFocus();
    expect(within(colours).getByRole('radio', { name: 'Rose Nude' })).toHaveAccessibleDescription(commonText.onlyLeft(2));
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(within(first).getByText(text.chooseColour)).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual([]);

    await user.click(within(colours).getByRole('radio', { name: 'Berry' }));
    expect(within(dialog).queryByText(text.chooseColour)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: text.quantityOf('Velvet Lipstick (Berry)') })).toBeInTheDocument();

    // The same lipstick again, in Berry too: one line of 2, as the API takes it.
    await add(user, dialog, 'Velvet Lipstick');
    const second = within(dialog).getAllByRole('group', { name: text.colour('Velvet Lipstick') })[1]!;
    await user.click(within(second).getByRole('radio', { name: 'Berry' }));
    const berry = within(dialog).getAllByRole('group', { name: text.quantityOf('Velvet Lipstick (Berry)') });
    expect(berry).toHaveLength(1);
    // The merged line keeps the keyboard's place: on its colour.
    expect(within(dialog).getByRole('radio', { name: 'Berry' })).toHaveFocus();
    expect(within(berry[0]!).getByText('2')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-line')),
    ).toHaveLength(1);
  });

  it('asks before Cancel drops the items picked, and closes at once while none are', async () => {
    const user = userEvent.setup();
    serve();
    const { dialog, onClose } = open();
    await add(user, dialog, 'Velvet Balm');
    await user.click(within(dialog).getByRole('button', { name: commonText.cancel }));
    const ask = screen.getByRole('alertdialog', { name: admin.unsaved.close.title });
    await user.click(within(ask).getByRole('button', { name: admin.unsaved.close.stay }));
    expect(onClose).not.toHaveBeenCalled();
    expect(line(dialog, 'Velvet Balm')).toBeInTheDocument();

    await user.click(within(line(dialog, 'Velvet Balm')).getByRole('button', { name: text.remove('Velvet Balm') }));
    await user.click(within(dialog).getByRole('button', { name: commonText.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the lines, the channel, the status and the customer given, then says the reference and closes', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => json(sale({ reference: 'BB-PH0NE', channel: 'phone', status: 'confirmed' }), 201));
    const { dialog, onClose } = open();
    expect(within(dialog).getByRole('radio', { name: admin.orders.channels.shop })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: text.statuses.delivered })).toBeChecked();
    await add(user, dialog, 'Velvet Lipstick');
    await user.click(within(dialog).getByRole('radio', { name: 'Rose Nude' }));
    await user.click(within(dialog).getByRole('button', { name: commonText.increaseQuantity }));
    await user.click(within(dialog).getByRole('radio', { name: admin.orders.channels.phone }));
    // A phone sale is delivered later, unless the owner says otherwise.
    expect(within(dialog).getByRole('radio', { name: text.statuses.confirmed })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: text.name }), ' Rima ');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [body] = sent(fetchMock);
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      lines: [{ kind: 'product', id: 'p1', colorHex: '#C98B8B', quantity: 2 }],
      channel: 'phone',
      status: 'confirmed',
      customer: { name: 'Rima' },
    });
    expect(toast.success).toHaveBeenCalledWith(text.recorded('BB-PH0NE'));
  });

  it("marks each line the server refuses with its reason in the cart's words and stays open", async () => {
    const user = userEvent.setup();
    const refused = () =>
      json(
        {
          message: apiMessages.orderItemsChanged,
          lines: [
            quote({ colorHex: '#7A1F3D', quantity: 3, status: 'notEnough', left: 1 }),
            quote({ kind: 'offer', id: 'f1', status: 'unavailable' }),
            quote({ id: 'p2', status: 'soldOut' }),
          ],
        },
        409,
      );
    const fetchMock = serve(refused);
    const { dialog, onClose } = open();
    await add(user, dialog, 'Velvet Lipstick');
    await user.click(within(dialog).getByRole('radio', { name: 'Berry' }));
    await user.click(within(dialog).getByRole('button', { name: commonText.increaseQuantity }));
    await user.click(within(dialog).getByRole('button', { name: commonText.increaseQuantity }));
    await add(user, dialog, 'Velvet Summer Set');
    await add(user, dialog, 'Velvet Balm');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.linesChanged);
    expect(within(line(dialog, 'Velvet Lipstick (Berry)')).getByText(commonText.onlyLeft(1))).toBeInTheDocument();
    expect(within(line(dialog, 'Velvet Summer Set')).getByText(cartOrderText.unavailable)).toBeInTheDocument();
    expect(within(line(dialog, 'Velvet Balm')).getByText(commonText.soldOut)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // Lowered, the line's reason goes; the next save is a new sale with a new key.
    await user.click(within(line(dialog, 'Velvet Lipstick (Berry)')).getByRole('button', { name: commonText.decreaseQuantity }));
    expect(within(line(dialog, 'Velvet Lipstick (Berry)')).queryByText(commonText.onlyLeft(1))).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.remove('Velvet Summer Set') }));
    await user.click(within(dialog).getByRole('button', { name: text.remove('Velvet Balm') }));
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = sent(fetchMock);
    expect(second!.lines).toEqual([{ kind: 'product', id: 'p1', colorHex: '#7A1F3D', quantity: 2 }]);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('sends the same key again when a save of the same sale did not get a response', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const { dialog, onClose } = open();
    await add(user, dialog, 'Velvet Balm');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.failed);
    expect(toast.error).toHaveBeenCalledWith(text.failed);
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = sent(fetchMock);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it("says the server's message when another save took the last units", async () => {
    const user = userEvent.setup();
    const message = apiMessages.stockNotEnough(1, 'Velvet Balm');
    serve(() => json({ message }, 409));
    const { dialog, onClose } = open();
    await add(user, dialog, 'Velvet Balm');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("checks the customer's phone as the cart does, and shows the server's messages under their fields", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() =>
      json(
        { message: validation.saleChannelInvalid, errors: { channel: validation.saleChannelInvalid, customer: validation.tooLong(100) } },
        400,
      ),
    );
    const { dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(within(dialog).getByText(text.addItem)).toBeInTheDocument();

    await add(user, dialog, 'Velvet Balm');
    const phone = within(dialog).getByRole('textbox', { name: text.phone });
    await user.type(phone, 'call me');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(phone).toHaveAccessibleDescription(validation.deliveryPhoneInvalid);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(sent(fetchMock)).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+961 3 123 456');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    const channel = await within(dialog).findByRole('group', { name: admin.orders.channel });
    expect(channel).toHaveAccessibleDescription(validation.saleChannelInvalid);
    expect(within(dialog).getByRole('group', { name: text.customer })).toHaveAccessibleDescription(validation.tooLong(100));
    expect(sent(fetchMock)[0]!.customer).toEqual({ phone: '+961 3 123 456' });
  });

  describe('with delivery options', () => {
    const zone = (id: string, name: string, fee: number, freeOver: number | null): DeliveryZone => ({
      id,
      name,
      fee,
      freeOver,
      estimate: null,
      translations: { fr: {}, ar: {} },
    });
    const beirut = zone('z-beirut', 'Beirut', 3, 18);
    const mountain = zone('z-mount', 'Mount Lebanon', 5, null);

    async function openWithOptions(options: DeliveryOptions, ...responses: (() => Response)[]) {
      shopDelivery = options;
      const fetchMock = serve(...responses);
      const opened = open();
      const group = await within(opened.dialog).findByRole('group', { name: text.delivery });
      return { ...opened, fetchMock, group };
    }

    const totals = (dialog: HTMLElement) => within(dialog).getByText(text.total).closest('dl')!;

    it('offers none, each zone with its fee and threshold, and pickup; none by default and no fee', async () => {
      const user = userEvent.setup();
      const { dialog, group } = await openWithOptions({ zones: [beirut, mountain], pickup: true });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['', 'z-beirut', 'z-mount', 'pickup']);
      expect(within(group).getByRole('radio', { name: text.noDelivery })).toBeChecked();
      expect(within(group).getByRole('radio', { name: 'Beirut' })).toHaveAccessibleDescription(`$3.00 · ${text.freeOver('$18.00')}`);
      expect(within(group).getByRole('radio', { name: 'Mount Lebanon' })).toHaveAccessibleDescription('$5.00');
      expect(within(group).getByRole('radio', { name: text.pickup })).toHaveAccessibleDescription(text.free);
      await add(user, dialog, 'Velvet Balm');
      expect(totals(dialog)).toHaveTextContent(`${text.total}$9.00`);
      expect(within(dialog).queryByText(text.itemsTotal)).not.toBeInTheDocument();
    });

    it("adds the zone's fee to the total, free once the items reach its threshold exactly, and sends the zone", async () => {
      const user = userEvent.setup();
      const { dialog, group, fetchMock, onClose } = await openWithOptions({ zones: [beirut, mountain], pickup: false });
      expect(within(group).queryByRole('radio', { name: text.pickup })).not.toBeInTheDocument();
      await add(user, dialog, 'Velvet Balm');
      await user.click(within(group).getByRole('radio', { name: 'Beirut' }));
      expect(totals(dialog)).toHaveTextContent(`${text.itemsTotal}$9.00${text.deliveryFee('Beirut')}$3.00${text.total}$12.00`);

      // Two balms come to $18.00, Beirut's threshold exactly: delivered free.
      await user.click(within(line(dialog, 'Velvet Balm')).getByRole('button', { name: commonText.increaseQuantity }));
      expect(totals(dialog)).toHaveTextContent(
        `${text.itemsTotal}$18.00${text.deliveryFee('Beirut')}${text.freeReached('$18.00')}${text.total}$18.00`,
      );

      await user.click(within(group).getByRole('radio', { name: 'Mount Lebanon' }));
      expect(totals(dialog)).toHaveTextContent(`${text.deliveryFee('Mount Lebanon')}$5.00${text.total}$23.00`);
      await user.click(within(group).getByRole('radio', { name: 'Beirut' }));
      await user.click(within(dialog).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent(fetchMock)[0]).toMatchObject({ lines: [{ kind: 'product', id: 'p2', quantity: 2 }], deliveryOption: 'z-beirut' });
    });

    it('sends pickup, free, and no option when none is chosen', async () => {
      const user = userEvent.setup();
      const { dialog, group, fetchMock, onClose } = await openWithOptions({ zones: [], pickup: true });
      await add(user, dialog, 'Velvet Balm');
      await user.click(within(group).getByRole('radio', { name: text.pickup }));
      expect(totals(dialog)).toHaveTextContent(`${text.deliveryFee(text.pickup)}${text.free}${text.total}$9.00`);
      await user.click(within(group).getByRole('radio', { name: text.noDelivery }));
      await user.click(within(dialog).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent(fetchMock)[0]).not.toHaveProperty('deliveryOption');
    });

    it('says when the option chosen is no longer offered, and shows the options as they are now', async () => {
      const user = userEvent.setup();
      const now: DeliveryOptions = { zones: [mountain], pickup: false };
      const { dialog, group, fetchMock, onClose } = await openWithOptions({ zones: [beirut, mountain], pickup: true }, () => {
        shopDelivery = now;
        return json({ message: apiMessages.deliveryOptionsChanged, deliveryOptions: now }, 409);
      });
      await add(user, dialog, 'Velvet Balm');
      await user.click(within(group).getByRole('radio', { name: 'Beirut' }));
      await user.click(within(dialog).getByRole('button', { name: text.submit }));

      await waitFor(() => expect(within(dialog).queryByRole('radio', { name: 'Beirut' })).not.toBeInTheDocument());
      const refreshed = within(dialog).getByRole('group', { name: text.delivery });
      expect(refreshed).toHaveAccessibleDescription(text.deliveryGone);
      expect(toast.error).toHaveBeenCalledWith(text.deliveryGone);
      expect(within(refreshed).queryByRole('radio', { name: text.pickup })).not.toBeInTheDocument();
      expect(within(refreshed).getByRole('radio', { name: text.noDelivery })).toBeChecked();
      expect(totals(dialog)).toHaveTextContent(`${text.total}$9.00`);
      expect(onClose).not.toHaveBeenCalled();

      await user.click(within(refreshed).getByRole('radio', { name: 'Mount Lebanon' }));
      expect(refreshed).not.toHaveAccessibleDescription(text.deliveryGone);
      await user.click(within(dialog).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const [first, second] = sent(fetchMock);
      expect(second!.deliveryOption).toBe('z-mount');
      expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
    });
  });

  describe('with a discount code', () => {
    /** The panel's own words for the code; the field tells the rest in the cart's. */
    const words = text.code;
    const cart = discountCodeText;
    const field = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: words.label });
    const totals = (dialog: HTMLElement) => within(dialog).getByText(text.total).closest('dl')!;

    /** The dialog with a Velvet Balm line, once its code field, a chunk of its own, has come. */
    async function openWithBalm(user: ReturnType<typeof userEvent.setup>) {
      const opened = open();
      await within(opened.dialog).findByRole('textbox', { name: words.label });
      await add(user, opened.dialog, 'Velvet Balm');
      return opened;
    }

    it('shows what the code takes off in the totals before saving, checks it with the phone, and sends it', async () => {
      const user = userEvent.setup();
      const fetchMock = serve();
      const { dialog, onClose } = await openWithBalm(user);
      // Typed as the customer gives it; Enter applies it rather than recording the sale.
      await user.type(field(dialog), 'layal ١٥{Enter}');
      await waitFor(() => expect(field(dialog)).toHaveAccessibleDescription(cart.applied('LAYAL15', cart.percentOff(15))));
      expect(field(dialog)).not.toHaveAttribute('aria-invalid');
      expect(totals(dialog)).toHaveTextContent(`${text.itemsTotal}$9.00${admin.orders.discountCode('LAYAL15')}−$1.35${text.total}$7.65`);
      expect(sent(fetchMock)).toEqual([]);
      expect(checked(fetchMock)[0]).toEqual({ lines: [{ kind: 'product', id: 'p2', colorHex: null, quantity: 1 }], code: 'layal ١٥' });

      // A code limited per customer is checked against the phone once it is typed.
      await user.type(within(dialog).getByRole('textbox', { name: text.phone }), '03 123 456');
      await waitFor(() => expect(checked(fetchMock).at(-1)).toMatchObject({ phone: '03 123 456' }), { timeout: 2000 });

      await user.click(within(dialog).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent(fetchMock)[0]).toMatchObject({ code: 'layal ١٥', customer: { phone: '03 123 456' } });
    });

    it('says at the field why a code takes nothing off, and takes nothing off the total', async () => {
      const user = userEvent.setup();
      codeAnswer = discount({ code: 'NOSUCH', problem: 'notValid', kind: null, percent: null, itemsOff: 0 });
      serve();
      const { dialog } = await openWithBalm(user);
      await user.type(field(dialog), 'nosuch');
      await user.click(within(dialog).getByRole('button', { name: cart.apply }));
      await waitFor(() => expect(field(dialog)).toHaveAccessibleDescription(cart.problems.notValid));
      expect(field(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(totals(dialog)).toHaveTextContent(`${text.total}$9.00`);
      expect(within(dialog).queryByTestId('sale-discount')).not.toBeInTheDocument();
    });

    it("shows the shop's refusal of a sale for its code at the field, and records nothing", async () => {
      const user = userEvent.setup();
      const refusal = discount({ problem: 'usedByPhone', itemsOff: 0 });
      const fetchMock = serve(() => json({ message: discountCodeValidation.saleCodeRefused, discount: refusal }, 409));
      const { dialog, onClose } = await openWithBalm(user);
      await user.type(within(dialog).getByRole('textbox', { name: text.phone }), '03 123 456');
      await user.type(field(dialog), 'LAYAL15{Enter}');
      await waitFor(() => expect(checked(fetchMock).at(-1)).toMatchObject({ phone: '03 123 456' }), { timeout: 2000 });
      await waitFor(() => expect(within(dialog).getByTestId('sale-discount')).toHaveTextContent('−$1.35'));
      // Meanwhile the customer's phone used the code online: the shop refuses the sale, and says so from then on.
      codeAnswer = refusal;
      await user.click(within(dialog).getByRole('button', { name: text.submit }));

      await waitFor(() => expect(field(dialog)).toHaveAccessibleDescription(cart.problems.usedByPhone));
      await waitFor(() => expect(field(dialog)).toHaveFocus());
      expect(toast.error).toHaveBeenCalledWith(discountCodeValidation.saleCodeRefused);
      expect(within(dialog).queryByTestId('sale-discount')).not.toBeInTheDocument();
      expect(totals(dialog)).toHaveTextContent(`${text.total}$9.00`);
      expect(onClose).not.toHaveBeenCalled();
      expect(sent(fetchMock)).toHaveLength(1);
    });

    it("speaks the panel's language: the cart's words for the code, the panel's own where they differ", async () => {
      const user = userEvent.setup();
      codeAnswer = discount({ problem: 'phoneNeeded', itemsOff: 0 });
      serve();
      await renderAdminIn('fr', <RecordSaleDialog onClose={vi.fn()} />, { path: '/fr/admin/orders' });
      const dialog = await screen.findByRole('dialog', { name: frenchAdmin.sale.title });
      const input = await within(dialog).findByRole('textbox', { name: frenchAdmin.sale.code.label });
      await user.type(within(dialog).getByRole('searchbox', { name: frenchAdmin.sale.find }), 'velvet');
      await user.click(await within(dialog).findByRole('button', { name: /^Velvet Balm/ }, { timeout: 2000 }));
      await user.type(input, 'LAYAL15');
      await user.click(within(dialog).getByRole('button', { name: frenchCart.apply }));
      await waitFor(() => expect(input).toHaveAccessibleDescription(frenchAdmin.sale.code.problems.phoneNeeded));
    });

    it('will not record a sale with a code typed but not applied, and drops the code once removed', async () => {
      const user = userEvent.setup();
      const fetchMock = serve();
      const { dialog, onClose } = await openWithBalm(user);
      await user.type(field(dialog), 'LAYAL15');
      await user.click(within(dialog).getByRole('button', { name: text.submit }));
      expect(field(dialog)).toHaveAccessibleDescription(words.applyFirst);
      await waitFor(() => expect(field(dialog)).toHaveFocus());
      expect(sent(fetchMock)).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: cart.apply }));
      await waitFor(() => expect(within(dialog).getByTestId('sale-discount')).toBeInTheDocument());
      await user.click(within(dialog).getByRole('button', { name: cart.removeCode('LAYAL15') }));
      expect(field(dialog)).toHaveValue('');
      expect(within(dialog).queryByTestId('sale-discount')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent(fetchMock)[0]).not.toHaveProperty('code');
    });
  });
});

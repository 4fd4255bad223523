import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCOUNT_CODE_LIMITS, discountCodeMessages as discountCodeValidation, type DiscountCode } from '#contract/discount-code.js';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { discountCodeValidationText as frenchValidation } from '#contract/messages/fr/discount-code-validation.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import { toast } from '#web/components/ui/toast.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { isolateText } from '../list/Isolate.js';
import { CodesPage } from './CodesPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.codes;
/** Text as the panel shows it around what people typed, without the isolating marks. */
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u2068\u2069]/g, '');

const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 'c1',
  code: 'LAYAL15',
  kind: 'percent',
  percent: 15,
  amount: null,
  minItemsTotal: 30,
  startsAt: '2026-12-01T09:00',
  endsAt: '2026-12-31T23:59',
  maxUses: 100,
  maxUsesPerPhone: 1,
  categoryIds: ['cat-lips'],
  items: [{ kind: 'offer', id: 'f1', name: 'Summer Set' }],
  active: true,
  state: 'active',
  uses: 12,
  orders: 9,
  revenue: 240.5,
  discounts: 36.75,
  used: true,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...overrides,
});

/** Never used, switched off: the one that may be deleted. */
const fiveOff = code({
  id: 'c2',
  code: 'FIVE',
  kind: 'amount',
  percent: null,
  amount: 5,
  minItemsTotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerPhone: null,
  categoryIds: [],
  items: [],
  active: false,
  state: 'off',
  uses: 0,
  orders: 0,
  revenue: 0,
  discounts: 0,
  used: false,
});
const shipFree = code({
  id: 'c3',
  code: 'SHIPFREE',
  kind: 'freeDelivery',
  percent: null,
  minItemsTotal: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerPhone: null,
  categoryIds: ['cat-gone'],
  items: [{ kind: 'product', id: 'p-gone', name: null }],
  state: 'scheduled',
  uses: 0,
  orders: 0,
  revenue: 0,
  discounts: 0,
  used: false,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The codes API serving `lists` in turn (the last one again after), the categories, and the products
 * and offers searched; `answer` may answer a write first. Every request is kept in `sent`.
 */
function serve(lists: DiscountCode[][], answer: (sent: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  let read = 0;
  mockFetch((url, init) => {
    const request = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const answered = answer(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === '/api/discount-codes') {
      const list = lists[Math.min(read, lists.length - 1)]!;
      read += 1;
      return json({ data: list });
    }
    if (request.path === '/api/categories/categories') {
      return json([
        { id: 'cat-lips', name: 'Lipsticks', translations: { fr: {}, ar: {} } },
        { id: 'cat-eyes', name: 'Eyes', translations: { fr: {}, ar: {} } },
      ]);
    }
    if (request.path === '/api/products' || request.path === '/api/offer') {
      const found = request.path === '/api/products' ? [{ id: 'p1', name: 'Velvet Lipstick' }] : [{ id: 'f1', name: 'Velvet Summer Set' }];
      const pagination = { currentPage: 1, totalPages: 1, totalItems: found.length, hasPrevious: false, hasNext: false };
      return json({ data: found, pagination: { ...pagination, previousPage: null, nextPage: null } });
    }
    return json({ message: 'Not found' }, 404);
  });
  return sent;
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
const writes = (sent: Sent[]) => sent.filter((request) => request.method !== 'GET');

describe('CodesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists each code with what it takes off, its dates, its uses, its sales and where it stands', async () => {
    serve([[code(), fiveOff, shipFree]]);
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    const layal = await card('LAYAL15');
    expect(within(layal).getByText('15% off · Items from $30.00')).toBeInTheDocument();
    expect(within(layal).getByText('From 1 Dec 2026, 09:00 · Until 31 Dec 2026, 23:59 · Beirut time')).toBeInTheDocument();
    expect(within(layal).getByText('12 / 100 uses · 1 per customer')).toBeInTheDocument();
    expect(within(layal).getByText(text.states.active)).toBeInTheDocument();
    expect(await within(layal).findByText('Lipsticks')).toBeInTheDocument();
    expect(within(layal).getByText('Summer Set')).toBeInTheDocument();
    const figures = Object.fromEntries(
      within(layal)
        .getAllByRole('definition')
        .map((value) => [value.previousElementSibling!.textContent, value.textContent]),
    );
    expect(figures).toEqual({ [text.orders]: '9', [text.revenue]: '$240.50', [text.discounts]: '$36.75' });
    // Orders used it: it is switched off, never deleted.
    expect(within(layal).queryByRole('button', { name: text.deleteOf(isolateText('LAYAL15')) })).not.toBeInTheDocument();
    expect(within(layal).getByText(text.usedKeep)).toBeInTheDocument();
    expect(within(layal).getByRole('button', { name: text.switchOffOf(isolateText('LAYAL15')) })).toBeInTheDocument();

    const five = await card('FIVE');
    expect(within(five).getByText('$5.00 off')).toBeInTheDocument();
    expect(within(five).getByText('0 uses')).toBeInTheDocument();
    expect(within(five).getByText(text.states.off)).toBeInTheDocument();
    expect(within(five).getByRole('button', { name: text.switchOnOf(isolateText('FIVE')) })).toBeInTheDocument();
    expect(within(five).getByRole('button', { name: text.deleteOf(isolateText('FIVE')) })).toBeInTheDocument();

    const ship = await card('SHIPFREE');
    expect(within(ship).getByText(text.freeDelivery)).toBeInTheDocument();
    expect(within(ship).getByText(text.states.scheduled)).toBeInTheDocument();
    expect(within(ship).getByText('From 1 Dec 2026, 09:00 · Beirut time')).toBeInTheDocument();
    // What it was limited to and has since been deleted still shows, as deleted.
    expect(await within(ship).findByText(text.deletedCategory)).toBeInTheDocument();
    expect(within(ship).getByText(text.deletedItem)).toBeInTheDocument();
    expect(screen.getByText(text.count(3))).toBeInTheDocument();
  });

  it('says so when there is no code yet', async () => {
    serve([[]]);
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.getByText(text.emptyHint)).toBeInTheDocument();
  });

  it("adds a code: the server's refusal shows under its field, then the code is sent again and listed", async () => {
    const user = userEvent.setup();
    const created = code({ id: 'c9', code: 'LAYAL15', used: false, uses: 0, orders: 0, revenue: 0, discounts: 0 });
    let posts = 0;
    const sent = serve([[], [created]], ({ method }) => {
      if (method !== 'POST') return undefined;
      posts += 1;
      return posts === 1
        ? json({ message: apiMessages.invalidRequest, errors: { code: discountCodeValidation.codeFormat } }, 400)
        : json(created, 201);
    });
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.addTitle });
    // Written in capitals as it is typed.
    await user.type(within(dialog).getByLabelText(text.code), 'la');
    expect(within(dialog).getByLabelText(text.code)).toHaveValue('LA');
    expect(within(dialog).getByRole('radio', { name: text.kinds.percent })).toBeChecked();
    await user.type(within(dialog).getByLabelText(text.percent), '15');
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(text.code)).toHaveAccessibleDescription(
        `${text.codeHint(DISCOUNT_CODE_LIMITS.codeMin, DISCOUNT_CODE_LIMITS.codeMax)} ${discountCodeValidation.codeFormat}`,
      ),
    );
    expect(toast.error).toHaveBeenCalledWith(text.addFailed);

    await user.type(within(dialog).getByLabelText(text.code), 'yal 15');
    // Limited to a category and an offer found by its name.
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Lipsticks' }));
    await user.type(within(dialog).getByRole('searchbox', { name: text.find }), 'summer');
    const matches = await within(dialog).findByRole('list', { name: text.find }, { timeout: 2000 });
    await user.click(within(matches).getByRole('button', { name: /Velvet Summer Set/ }));
    expect(within(within(dialog).getByRole('list', { name: text.chosen })).getByText('Velvet Summer Set')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(text.maxUses), '100');
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(sent).map((request) => request.body)).toEqual([
      {
        code: 'LA',
        kind: 'percent',
        percent: 15,
        amount: null,
        minItemsTotal: null,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        maxUsesPerPhone: null,
        categoryIds: [],
        items: [],
        active: true,
      },
      {
        code: 'LAYAL 15',
        kind: 'percent',
        percent: 15,
        amount: null,
        minItemsTotal: null,
        startsAt: null,
        endsAt: null,
        maxUses: 100,
        maxUsesPerPhone: null,
        categoryIds: ['cat-lips'],
        items: [{ kind: 'offer', id: 'f1' }],
        active: true,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(text.added(isolateText('LAYAL15')));
    expect(await card('LAYAL15')).toBeInTheDocument();
  });

  it('checks the form before sending: the figure its kind needs, and an end after the start', async () => {
    const user = userEvent.setup();
    const sent = serve([[]]);
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.addTitle });
    await user.type(within(dialog).getByLabelText(text.code), 'FIVE');
    await user.click(within(dialog).getByRole('radio', { name: text.kinds.amount }));
    await user.type(within(dialog).getByLabelText(text.amount), '5.555');
    await user.type(within(dialog).getByLabelText(text.maxUsesPerPhone), '0');
    // The browser's date-and-time fields give their value whole.
    fireEvent.change(within(dialog).getByLabelText(text.starts), { target: { value: '2026-12-31T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(text.ends), { target: { value: '2026-12-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));
    expect(within(dialog).getByLabelText(text.amount)).toHaveAccessibleDescription(`${text.amountHint} ${discountCodeValidation.amount}`);
    expect(within(dialog).getByLabelText(text.maxUsesPerPhone)).toHaveAccessibleDescription(
      `${text.maxUsesPerPhoneHint} ${discountCodeValidation.uses}`,
    );
    expect(within(dialog).getByLabelText(text.ends)).toHaveAccessibleDescription(
      `1 Dec 2026, 10:00 · ${text.beirutTime} ${discountCodeValidation.endsBeforeStart}`,
    );
    expect(within(dialog).getByLabelText(text.starts)).toHaveAccessibleDescription(`31 Dec 2026, 10:00 · ${text.beirutTime}`);
    expect(writes(sent)).toEqual([]);
  });

  it('says in French, under the code, that another code is written the same way', async () => {
    const user = userEvent.setup();
    serve([[]], ({ method }) => (method === 'POST' ? json({ message: discountCodeValidation.codeExists }, 409) : undefined));
    await renderAdminIn('fr', <CodesPage />, { path: '/fr/admin/codes' });
    await user.click(await screen.findByRole('button', { name: french.codes.add }));
    const dialog = screen.getByRole('dialog', { name: french.codes.addTitle });
    await user.type(within(dialog).getByLabelText(french.codes.code), 'layal15');
    await user.click(within(dialog).getByRole('radio', { name: french.codes.kinds.freeDelivery }));
    await user.click(within(dialog).getByRole('button', { name: french.codes.submitAdd }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(french.codes.code)).toHaveAccessibleDescription(
        `${french.codes.codeHint(DISCOUNT_CODE_LIMITS.codeMin, DISCOUNT_CODE_LIMITS.codeMax)} ${frenchValidation.codeExists}`,
      ),
    );
  });

  it("says the dates chosen in the panel's language, whatever order the device's date field writes them in", async () => {
    const user = userEvent.setup();
    serve([[]]);
    await renderAdminIn('fr', <CodesPage />, { path: '/fr/admin/codes' });
    await user.click(await screen.findByRole('button', { name: french.codes.add }));
    const dialog = screen.getByRole('dialog', { name: french.codes.addTitle });
    const ends = within(dialog).getByLabelText(french.codes.ends);
    expect(ends).toHaveAccessibleDescription(french.codes.beirutTime);
    fireEvent.change(ends, { target: { value: '2026-12-31T23:59' } });
    expect(ends).toHaveAccessibleDescription(`31 déc. 2026, 23:59 · ${french.codes.beirutTime}`);
  });

  it('switches a code off from the list, sending it back as it is but switched off', async () => {
    const user = userEvent.setup();
    const sent = serve([[code()], [code({ active: false, state: 'off' })]], ({ method }) =>
      method === 'PUT' ? json(code({ active: false, state: 'off' })) : undefined,
    );
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    const layal = await card('LAYAL15');
    await user.click(within(layal).getByRole('button', { name: text.switchOffOf(isolateText('LAYAL15')) }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.switchedOff(isolateText('LAYAL15'))));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/discount-codes/c1',
        body: {
          code: 'LAYAL15',
          kind: 'percent',
          percent: 15,
          amount: null,
          minItemsTotal: 30,
          startsAt: '2026-12-01T09:00',
          endsAt: '2026-12-31T23:59',
          maxUses: 100,
          maxUsesPerPhone: 1,
          categoryIds: ['cat-lips'],
          items: [{ kind: 'offer', id: 'f1' }],
          active: false,
        },
      },
    ]);
    // The list is read again: the code now offers to be switched on.
    expect(await within(await card('LAYAL15')).findByText(text.states.off)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.switchOnOf(isolateText('LAYAL15')) })).toBeInTheDocument();
  });

  it('deletes a code no order used, after asking', async () => {
    const user = userEvent.setup();
    const sent = serve([[fiveOff], []], ({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    await user.click(within(await card('FIVE')).getByRole('button', { name: text.deleteOf(isolateText('FIVE')) }));
    const asked = screen.getByRole('alertdialog', { name: text.deleteTitle });
    expect(plain(within(asked).getByText(/will be deleted/).textContent)).toContain(text.deleteText('FIVE'));
    await user.click(within(asked).getByRole('button', { name: admin.common.delete }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.deleted(isolateText('FIVE'))));
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: '/api/discount-codes/c2', body: undefined }]);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('says why a delete is refused when an order used the code meanwhile, and offers to switch it off instead', async () => {
    const user = userEvent.setup();
    const usedNow = { ...fiveOff, active: true, state: 'active' as const, uses: 1, used: true };
    serve([[{ ...usedNow, used: false }], [usedNow]], ({ method }) =>
      method === 'DELETE' ? json({ message: discountCodeValidation.codeUsed }, 409) : undefined,
    );
    renderWithProviders(<CodesPage />, { path: '/admin/codes' });
    await user.click(within(await card('FIVE')).getByRole('button', { name: text.deleteOf(isolateText('FIVE')) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: admin.common.delete }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(discountCodeValidation.codeUsed));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: text.deleteOf(isolateText('FIVE')) })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: text.switchOffOf(isolateText('FIVE')) })).toBeInTheDocument();
    expect(screen.getByText(text.usedKeep)).toBeInTheDocument();
  });

  it('in Arabic: what a code takes off, its uses and its state', async () => {
    serve([[code({ categoryIds: [], items: [] }), fiveOff]]);
    await renderAdminIn('ar', <CodesPage />, { path: '/ar/admin/codes' });
    const layal = await card('LAYAL15');
    expect(plain(layal.querySelector('h2 + p')!.textContent)).toBe(
      plain(`${arabic.codes.percentOff(15)} · ${arabic.codes.minimum('$30.00')}`),
    );
    expect(plain(arabic.codes.percentOff(15))).toBe('خصم 15%');
    expect(within(layal).getByText(`${arabic.codes.usesOf(12, 100)} · ${arabic.codes.perPhone(1)}`)).toBeInTheDocument();
    expect(within(layal).getByText(arabic.codes.states.active)).toBeInTheDocument();
    expect(within(await card('FIVE')).getByText(arabic.codes.states.off)).toBeInTheDocument();
  });
});

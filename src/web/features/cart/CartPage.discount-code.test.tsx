import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartDiscount, CodeProblem } from '#contract/discount-code.js';
import type { Language } from '#contract/languages.js';
import { discountCodeText as arabicCode } from '#contract/messages/ar/storefront/discount-code.js';
import { discountCodeText as frenchCode } from '#contract/messages/fr/storefront/discount-code.js';
import { haveCodeText } from '#contract/messages/storefront/discount-code-opener.js';
import { discountCodeText as englishCode } from '#contract/messages/storefront/discount-code.js';
import type { Translation } from '#contract/messages/translation.js';
import type { Order } from '#contract/order.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { toast } from '#web/components/ui/toast.js';
import { useCart } from '#web/shop/cart.js';
import { useCartCode } from '#web/shop/cart-code.js';
import { EMPTY_DELIVERY, useDelivery } from '#web/shop/delivery.js';
import { DELIVERY_OPTIONS } from '#web/shop/delivery-fixtures.js';
import { useFreshDeliveryOptions } from '#web/shop/delivery-options.js';
import { resendUnrecorded } from '#web/shop/unrecorded-orders.js';
import { messageOf, serveCart, watchTabs, type CartCall } from '#web/test-support/cart-page.js';
import { quoteLine, recordedOrder } from '#web/test-support/data.js';
import { CATALOGUES, json, renderInLanguage, TRANSLATED_SHOP } from '#web/test-support/render.js';
import { CartPage } from './CartPage.js';

// The cart's discount code: a field of its own chunk, opened from the summary or by a code remembered
// with the cart; the shop's answer drives the summary's row and total, the reason a code takes nothing
// off, the order and its WhatsApp message.

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Counts the times the field's chunk is fetched (its module is evaluated once in this file).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./DiscountCode.js', async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

const WORDS: Record<Language, Translation<typeof englishCode>> = { en: englishCode, fr: frenchCode, ar: arabicCode };

const lipstick = { id: 'p1', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null };

/** Two lipsticks at $12.50: $25.00 of items. */
const lipsticks = quoteLine({ colorHex: null, colorName: null, quantity: 2, lineTotal: 25 });

/** 15 % off the $25.00 of items. */
const layal15 = (overrides: Partial<CartDiscount> = {}): CartDiscount => ({
  code: 'LAYAL15',
  problem: null,
  kind: 'percent',
  percent: 15,
  amount: null,
  itemsOff: 3.75,
  freeDelivery: false,
  minItemsTotal: null,
  retryAfter: null,
  ...overrides,
});

const freeShip: CartDiscount = { ...layal15(), code: 'FREESHIP', kind: 'freeDelivery', percent: null, itemsOff: 0, freeDelivery: true };

/** Nothing off, for `problem`: the shop's answer as it gives it. */
const refused = (problem: CodeProblem, overrides: Partial<CartDiscount> = {}): CartDiscount => ({
  ...layal15(),
  problem,
  itemsOff: 0,
  ...(problem === 'notValid' ? { kind: null, percent: null } : {}),
  ...overrides,
});

/** What the shop records for the lipsticks, delivered in Beirut, with LAYAL15's $3.75 off. */
const recorded = (overrides: Partial<Order> = {}) =>
  recordedOrder({
    deliveryOption: { id: 'zone-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
    discount: { code: 'LAYAL15', items: 3.75, delivery: 0 },
    grandTotal: 24.25,
    ...overrides,
  });

/** Answers the cart's quote with the lipsticks, `options` and `answer` for the code sent (null for none). */
function serve(answer: (code: string) => CartDiscount, order?: (body: Record<string, unknown>) => Response, options = DELIVERY_OPTIONS) {
  return serveCart({
    quote: (body) => {
      const code = typeof body.code === 'string' ? body.code : null;
      return json({ lines: [lipsticks], deliveryOptions: options, discount: code === null ? null : answer(code) });
    },
    order,
  });
}

const quotes = (calls: CartCall[]) => calls.filter((call) => call.path === '/api/cart/quote').map((call) => call.body.code ?? null);

const shop: ShopConfig = { ...TRANSLATED_SHOP, address: 'Hamra Street, Beirut', delivery: DELIVERY_OPTIONS };
const withRate: ShopConfig = { ...shop, poundRate: { rate: 89_500, step: 1000, setAt: '2026-11-24T22:30:00.000Z' } };
const show = (language: Language = 'en', config: ShopConfig = shop) => renderInLanguage(language, '/cart', <CartPage />, config);
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

/** Opens the field from the summary and applies `code` with Enter. */
async function applyCode(code: string, language: Language = 'en') {
  await userEvent.click(await screen.findByRole('button', { name: haveCodeText[language] }));
  const field = await screen.findByRole('textbox', { name: WORDS[language].label });
  await userEvent.type(field, `${code}{Enter}`);
  return field;
}

beforeEach(() => {
  localStorage.clear();
  useCart.getState().clear();
  useCartCode.setState({ code: null, sentWith: null });
  useDelivery.setState({ details: EMPTY_DELIVERY, optionId: null });
  useFreshDeliveryOptions.setState({ options: null });
  useCart.getState().add(lipstick);
  useCart.getState().add(lipstick);
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the discount code field', () => {
  it('loads nothing of the code for a visitor who does not open it, and opens from the summary, focused', async () => {
    const calls = serve(() => layal15());
    show();
    await waitFor(() => expect(quotes(calls)).toEqual([null]));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    expect(chunk.loads).toBe(0);
    const open = summary().getByRole('button', { name: 'Have a discount code?' });
    await userEvent.click(open);
    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    expect(chunk.loads).toBe(1);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('autocapitalize', 'characters');
    expect(field.closest('form')).toContainElement(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('button', { name: 'Have a discount code?' })).not.toBeInTheDocument();
  });

  it('applies a code with Enter: the quote is asked with it, the row and the total after it, what it does said and read out', async () => {
    const calls = serve(() => layal15());
    show();
    const field = await applyCode('layal15');
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.75');
    expect(quotes(calls)).toEqual([null, 'layal15']);
    expect(summary().getByText('Discount (LAYAL15)')).toBeInTheDocument();
    // $25.00 of items, $3.00 to Beirut, less $3.75.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$24.25');
    const applied = screen.getByText('Code LAYAL15 applied: 15% off.');
    expect(applied.closest('[aria-live="polite"]')).not.toBeNull();
    expect(field).toHaveAccessibleDescription('Code LAYAL15 applied: 15% off.');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(JSON.parse(localStorage.getItem('discount-code')!).state.code).toBe('layal15');
  });

  it('applies a code with the Apply button, and asks again when it is applied once more', async () => {
    const calls = serve(() => layal15());
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), ' LAYAL15 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(quotes(calls)).toEqual([null, 'LAYAL15', 'LAYAL15']));
  });

  it('is remembered with the cart: after a reload the field is open with it and the first quote carries it', async () => {
    serve(() => layal15());
    const first = show();
    await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    first.unmount();

    // The page opens again from what the browser kept, and only from that.
    const kept = localStorage.getItem('discount-code')!;
    useCartCode.setState({ code: null, sentWith: null });
    localStorage.setItem('discount-code', kept);
    await useCartCode.persist.rehydrate();
    await useCart.persist.rehydrate();
    const calls = serve(() => layal15());
    show();
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('LAYAL15');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).not.toHaveFocus();
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.75');
    expect(quotes(calls)).toEqual(['LAYAL15']);
  });

  it('removes the code: the quote without it, no row, the total back, the field empty and focused', async () => {
    const calls = serve(() => layal15());
    show();
    const field = await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the code LAYAL15' }));
    await waitFor(() => expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument());
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
    expect(quotes(calls).at(-1)).toBeNull();
    expect(JSON.parse(localStorage.getItem('discount-code')!).state.code).toBeNull();
  });

  it('goes with the cart when it is cleared', async () => {
    serve(() => layal15());
    show();
    await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear Cart' }));
    expect(useCartCode.getState().code).toBeNull();
    useCart.getState().add(lipstick);
    expect(await screen.findByRole('button', { name: 'Have a discount code?' })).toBeInTheDocument();
  });
});

describe("the summary's figures with a code", () => {
  it('takes a percent off the items, the total after it in pounds too', async () => {
    serve(() => layal15());
    show('en', withRate);
    await applyCode('LAYAL15');
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.75');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$24.25');
    // $24.25 at 89,500 to the dollar, to the nearest 1,000.
    expect(summary().getByRole('button', { name: 'About LBP 2,170,000' })).toBeInTheDocument();
  });

  it("takes the chosen zone's fee off for free delivery, and nothing for pickup", async () => {
    serve(() => freeShip);
    show();
    await applyCode('FREESHIP');
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.00');
    expect(summary().getByText('Discount (FREESHIP)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-delivery')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00');
    expect(screen.getByText('Code FREESHIP applied: free delivery.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Mount Lebanon/ }));
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('−$5.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00');
    await userEvent.click(screen.getByRole('radio', { name: /Pick up at the shop/ }));
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00');
  });

  it('takes an amount off a cart without delivery options', async () => {
    serve(() => ({ ...layal15(), code: 'SPRING5', kind: 'amount', percent: null, amount: 5, itemsOff: 5 }), undefined, {
      zones: [],
      pickup: false,
    });
    show('en', TRANSLATED_SHOP);
    await applyCode('SPRING5');
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$5.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$20.00');
    expect(screen.getByText('Code SPRING5 applied: $5.00 off.')).toBeInTheDocument();
  });
});

describe("why a code takes nothing off, in the page's language", () => {
  const problems: ReadonlyArray<[CodeProblem, Partial<CartDiscount>, (words: Translation<typeof englishCode>) => string]> = [
    ['notValid', { code: 'NOPE' }, (words) => words.problems.notValid],
    ['notYet', {}, (words) => words.problems.notYet],
    ['ended', {}, (words) => words.problems.ended],
    ['usedUp', {}, (words) => words.problems.usedUp],
    ['usedByPhone', {}, (words) => words.problems.usedByPhone],
    ['phoneNeeded', {}, (words) => words.problems.phoneNeeded],
    ['notApplicable', {}, (words) => words.problems.notApplicable],
    // $25.00 of items for a $40.00 minimum: $15.00 more.
    ['minimum', { minItemsTotal: 40 }, (words) => words.minimum('$40.00', '$15.00')],
    // 125 seconds: 3 minutes.
    ['tooManyTries', { retryAfter: 125 }, (words) => words.tooManyTries(3)],
  ];

  it.each(
    (['en', 'fr', 'ar'] as const).flatMap((language) =>
      problems.map(([problem, overrides, text]) => [language, problem, overrides, text] as const),
    ),
  )('%s: %s', async (language, problem, overrides, text) => {
    serve(() => refused(problem, overrides));
    show(language);
    const field = await applyCode('layal15', language);
    const sentence = text(WORDS[language]);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // Tied to the field, in a region read out as it changes.
    const described = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toBe(sentence);
    expect(described.closest('[aria-live="polite"]')).not.toBeNull();
    // Nothing off: no row, the total as without a code.
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');
  });

  it('says no more of a code that is not valid than that', () => {
    expect(englishCode.problems.notValid).toBe('This code is not valid.');
  });
});

describe('the order with a code', () => {
  it('sends the code when it applies; the message names it and what it took off before the total, which is less it', async () => {
    const calls = serve(
      () => layal15(),
      () => json(recorded(), 201),
    );
    const { tab } = watchTabs();
    show();
    await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    // The browser's own message, for when the shop cannot be reached, says it too.
    expect(messageOf(screen.getByRole('link', { name: 'Order via WhatsApp' }).getAttribute('href')!)).toContain(
      'Delivery (Beirut): $3.00\nDiscount code LAYAL15: -$3.75\nTotal: $24.25',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const order = calls.find((call) => call.path === '/api/orders')!;
    expect(order.body).toEqual({
      idempotencyKey: expect.any(String),
      lines: [{ kind: 'product', id: 'p1', colorHex: null, quantity: 2 }],
      deliveryOption: 'zone-beirut',
      code: 'LAYAL15',
      language: 'en',
    });
    expect(messageOf(tab.location.href)).toContain('Delivery (Beirut): $3.00\nDiscount code LAYAL15: -$3.75\nTotal: $24.25');
  });

  it('applies a code typed but not applied when the order is sent, and sends nothing until the visitor sends again with its total', async () => {
    const calls = serve(
      () => layal15(),
      () => json(recorded(), 201),
    );
    const { tab, open } = watchTabs();
    show();
    await userEvent.click(await screen.findByRole('button', { name: haveCodeText.en }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'layal15');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));

    expect(toast.error).toHaveBeenCalledWith(englishCode.notAppliedYet('layal15'));
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveFocus();
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.75');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$24.25');

    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(calls.find((call) => call.path === '/api/orders')!.body).toMatchObject({ code: 'layal15' });
    expect(messageOf(tab.location.href)).toContain('Discount code LAYAL15: -$3.75\nTotal: $24.25');
  });

  it('stops an order in Arabic too, in Arabic, when the code typed is not the one applied', async () => {
    const calls = serve(() => layal15());
    const { open } = watchTabs();
    show('ar');
    await applyCode('LAYAL15', 'ar');
    await screen.findByTestId('cart-discount');
    const field = screen.getByRole('textbox', { name: arabicCode.label });
    await userEvent.clear(field);
    await userEvent.type(field, 'NOUR10');
    await userEvent.click(screen.getByRole('link', { name: CATALOGUES.ar.cart.orderViaWhatsapp }));
    expect(toast.error).toHaveBeenCalledWith(arabicCode.notAppliedYet('NOUR10'));
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(quotes(calls)).toContain('NOUR10'));
  });

  it('names the code in French and in Arabic', async () => {
    serve(
      () => layal15(),
      () => json(recorded(), 201),
    );
    const { tab } = watchTabs();
    const { unmount } = show('fr');
    await applyCode('LAYAL15', 'fr');
    await screen.findByTestId('cart-discount');
    expect(screen.getByText('Réduction (LAYAL15)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: CATALOGUES.fr.cart.orderViaWhatsapp }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(messageOf(tab.location.href)).toContain('Code promo LAYAL15\u00a0: -$3.75\nTotal\u00a0: $24.25');
    unmount();

    // The same cart, not sent yet, on an Arabic page.
    useCart.setState({ sentOrder: null });
    useCartCode.setState({ sentWith: null });
    tab.location.href = '';
    show('ar');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('link', { name: CATALOGUES.ar.cart.orderViaWhatsapp }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(messageOf(tab.location.href)).toContain('رمز الخصم \u2068LAYAL15\u2069: \u2068-$3.75\u2069\nالإجمالي: \u2068$24.25\u2069');
  });

  it('keeps the code with an order the shop could not record, in its message and when it is sent again', async () => {
    serve(
      () => layal15(),
      () => json({ message: 'Internal Server Error' }, 500),
    );
    const { tab } = watchTabs();
    show();
    await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(messageOf(tab.location.href)).toContain('Delivery (Beirut): $3.00\nDiscount code LAYAL15: -$3.75\nTotal: $24.25');
    expect(JSON.parse(localStorage.getItem('unrecorded-orders')!)[0].code).toBe('LAYAL15');

    const later = serve(
      () => layal15(),
      () => json(recorded(), 201),
    );
    await resendUnrecorded();
    expect(later.find((call) => call.path === '/api/orders')!.body).toMatchObject({ code: 'LAYAL15', sentWithoutReference: true });
  });

  it('does not send a code that takes nothing off', async () => {
    const calls = serve(
      () => refused('ended'),
      () => json(recorded({ discount: null, grandTotal: 28 }), 201),
    );
    const { tab } = watchTabs();
    show();
    await applyCode('LAYAL15');
    await screen.findByText('This code has ended.');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(calls.find((call) => call.path === '/api/orders')!.body).not.toHaveProperty('code');
    expect(messageOf(tab.location.href)).not.toContain('LAYAL15');
  });

  it('on 409 with the code as it stands, shows its problem at the field and does not open WhatsApp; a new phone number clears it', async () => {
    const calls = serve(
      () => layal15(),
      () =>
        json(
          {
            message: 'Your discount code has changed. Please check your cart and send the order again.',
            discount: refused('usedByPhone'),
          },
          409,
        ),
    );
    const { tab } = watchTabs();
    useDelivery.setState({ details: { ...EMPTY_DELIVERY, phone: '03 123 456' } });
    show();
    const field = await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(englishCode.changed));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(await screen.findByText(englishCode.problems.usedByPhone)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The quote, asked again, cannot tell about the phone: the refusal stands.
    await waitFor(() => expect(quotes(calls).length).toBeGreaterThanOrEqual(4));
    expect(screen.getByText(englishCode.problems.usedByPhone)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');

    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '7');
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.75');
    expect(screen.queryByText(englishCode.problems.usedByPhone)).not.toBeInTheDocument();
  });

  it('on 409 in Arabic, says the code changed in Arabic and shows why at the field', async () => {
    // Used up by other orders between the cart's check and this order: the shop says so from then on.
    let usedUp = false;
    serve(
      () => (usedUp ? refused('usedUp') : layal15()),
      () => {
        usedUp = true;
        return json({ message: 'Your discount code has changed.', discount: refused('usedUp') }, 409);
      },
    );
    watchTabs();
    show('ar');
    await applyCode('LAYAL15', 'ar');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('link', { name: CATALOGUES.ar.cart.orderViaWhatsapp }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(arabicCode.changed));
    expect(await screen.findByText(arabicCode.problems.usedUp)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
  });

  it('stops the order when the code takes off otherwise than the summary showed', async () => {
    let usedUp = false;
    const calls = serve(
      () => (usedUp ? refused('usedUp') : layal15()),
      () => json(recorded(), 201),
    );
    const { tab } = watchTabs();
    show();
    await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    // Taken by other orders meanwhile: the cart's check before the order says so.
    usedUp = true;
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(englishCode.changed));
    expect(tab.close).toHaveBeenCalled();
    expect(calls.filter((call) => call.path === '/api/orders')).toEqual([]);
    expect(await screen.findByText(englishCode.problems.usedUp)).toBeInTheDocument();
  });

  it('keeps the code with the order sent: opening it again is the same order; a new cart starts without it', async () => {
    const keys: unknown[] = [];
    const calls = serve(
      () => layal15(),
      (body) => {
        keys.push(body.idempotencyKey);
        return json(recorded(), keys.length === 1 ? 201 : 200);
      },
    );
    const { tab } = watchTabs();
    const first = show();
    await applyCode('LAYAL15');
    await screen.findByTestId('cart-discount');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    await screen.findByText('Your order is in WhatsApp');
    expect(useCartCode.getState().sentWith).not.toBeNull();
    first.unmount();

    // Back from WhatsApp: the same cart, the same code, the same order.
    tab.location.href = '';
    show();
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$3.75');
    await userEvent.click(await screen.findByRole('link', { name: 'Open the order in WhatsApp again' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // Another cart is another order: the code is not carried into it.
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toBeInTheDocument();
    expect(quotes(calls).at(-1)).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#contract/languages.js';
import { isolate } from '#contract/messages/translation.js';
import type { OrderPage, OrderPageLine } from '#contract/order-page.js';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { createRenderer } from '#web/entry-server.js';
import { loadPageCode } from '#web/routes/storefront-routes.js';
import { hydrateServerPage } from '#web/test-support/hydrate.js';
import { CATALOGUES, json, visit } from '#web/test-support/render.js';
import { orderPageWords } from './order-page-words.js';

// An order's own page as the server sends it, in each language and each status, and the browser's
// first render of the same page matching it. Rendered as the server's build does (the order page's
// data is fetched only there).
vi.hoisted(() => vi.stubEnv('SSR', true));

const TOKEN = 'Zm9yLXRoZS10ZXN0cy1vbmx5LW5vdC1hLXJlYWwtdG9rZW4';

const shop: ShopConfig = {
  ...DEFAULT_SHOP_CONFIG,
  whatsappNumber: '96171123456',
  address: 'Hamra Street, Beirut',
  poundRate: { rate: 89_500, step: 1000, setAt: '2026-11-01T10:00:00.000Z' },
  delivery: {
    zones: [
      {
        id: 'z-beirut',
        name: 'Beirut',
        fee: 3,
        freeOver: null,
        estimate: null,
        translations: { fr: { name: 'Beyrouth' }, ar: { name: 'بيروت' } },
      },
    ],
    pickup: true,
  },
};

const HISTORY: Record<OrderPage['status'], OrderPage['history']> = {
  new: [{ status: 'new', at: '2026-11-28T08:05:00.000Z' }],
  confirmed: [
    { status: 'new', at: '2026-11-28T08:05:00.000Z' },
    { status: 'confirmed', at: '2026-11-28T09:30:00.000Z' },
  ],
  delivered: [
    { status: 'new', at: '2026-11-28T08:05:00.000Z' },
    { status: 'confirmed', at: '2026-11-28T09:30:00.000Z' },
    { status: 'delivered', at: '2026-11-29T15:45:00.000Z' },
  ],
  cancelled: [
    { status: 'new', at: '2026-11-28T08:05:00.000Z' },
    { status: 'cancelled', at: '2026-11-28T10:00:00.000Z' },
  ],
};

function order(status: OrderPage['status'], pickup = false): OrderPage {
  return {
    reference: 'BB-7KQ2M',
    status,
    language: 'ar',
    createdAt: '2026-11-28T08:05:00.000Z',
    history: HISTORY[status],
    lines: [
      {
        kind: 'product',
        name: 'Velvet Lipstick',
        translations: { fr: { name: 'Rouge velours' }, ar: { name: 'أحمر شفاه مخملي' } },
        colorHex: '#C98B8B',
        colorName: 'Rose Nude',
        colorTranslations: { fr: { name: 'Rose nude' }, ar: {} },
        shownName: 'أحمر شفاه مخملي',
        shownColorName: 'Rose Nude',
        image: '/uploads/front.webp',
        imageSrcset: '/uploads/front-320.webp 320w, /uploads/front.webp 1280w',
        imageWidth: 1280,
        imageHeight: 1280,
        unitPrice: 12.5,
        quantity: 2,
        lineTotal: 25,
      },
      {
        kind: 'offer',
        name: 'Gone Set',
        translations: null,
        colorHex: null,
        colorName: null,
        colorTranslations: null,
        shownName: 'Gone Set',
        shownColorName: null,
        image: null,
        imageSrcset: null,
        imageWidth: null,
        imageHeight: null,
        unitPrice: 10,
        quantity: 1,
        lineTotal: 10,
      },
    ],
    itemCount: 3,
    total: 35,
    deliveryOption: pickup
      ? { id: 'pickup', kind: 'pickup', name: 'Pick up at the shop', fee: 0 }
      : { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
    discount: null,
    grandTotal: pickup ? 35 : 38,
    delivery: { name: 'Rima', phone: '+961 70 123 456', address: 'Hamra, Beirut', note: null },
  };
}

/** The server's page at `path` for the API's answer for the token (`null`: no such page). */
async function serverPage(path: string, page: OrderPage | null) {
  const api = async (url: string) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === `/api/order-page/${TOKEN}` && page) return json(page);
    return json({ message: 'Page not found' }, 404);
  };
  const rendered = await createRenderer().render({ path, search: '', shop, base: 'https://shop.example' }, api);
  const root = document.createElement('div');
  root.innerHTML = rendered.html ?? '';
  return { ...rendered, root };
}

const prefix: Record<Language, string> = { en: '', fr: '/fr', ar: '/ar' };

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an order's page, from the server", () => {
  describe.each<Language>(['en', 'fr', 'ar'])('in %s', (language) => {
    const words = orderPageWords(language);

    it.each<[OrderPage['status'], boolean, keyof typeof words.statuses]>([
      ['new', false, 'received'],
      ['confirmed', false, 'confirmed'],
      ['delivered', false, 'delivered'],
      ['cancelled', false, 'cancelled'],
      ['confirmed', true, 'readyForPickup'],
      ['delivered', true, 'pickedUp'],
    ])('says a %s order (pickup: %s) is %s, with its history, lines and totals', async (status, pickup, word) => {
      const { root, status: code, head } = await serverPage(`${prefix[language]}/order/${TOKEN}`, order(status, pickup));
      expect(code).toBe(200);
      expect(head.noindex).toBe(true);
      expect(head.title).toBe(CATALOGUES[language].pages.titled(words.title('BB-7KQ2M'), shop.name));
      expect(root.querySelector('h1')).toHaveTextContent(words.title('BB-7KQ2M'));
      expect(root.querySelector('[data-testid="order-status"]')).toHaveTextContent(words.statuses[word]);
      expect(root.textContent).toContain(words.explanations[word]);
      // Each status it took, in words, at its time in Beirut.
      const history = [...root.querySelectorAll('ol li time')].map((time) => time.getAttribute('datetime'));
      expect(history).toEqual(HISTORY[status].map((change) => change.at));
      expect(root.textContent).toContain(words.placedOn(words.dateTime(28, words.months[10]!, 2026, '10:05')));
      // The lines in the page's language, the deleted item without a picture, the totals with pounds.
      const lineName = { en: 'Velvet Lipstick', fr: 'Rouge velours', ar: 'أحمر شفاه مخملي' }[language];
      expect(root.textContent).toContain(lineName);
      expect(root.textContent).toContain('Gone Set');
      expect(root.querySelectorAll('section[aria-labelledby="order-items"] img')).toHaveLength(1);
      expect(root.querySelector('[data-testid="order-total"]')).toHaveTextContent(pickup ? '$35.00' : '$38.00');
      expect(root.querySelector('[data-testid="order-total"]')?.textContent).toContain(
        CATALOGUES[language].pounds.amount(pickup ? '3,133,000' : '3,401,000'),
      );
      const option = pickup ? CATALOGUES[language].cartOrder.pickup : { en: 'Beirut', fr: 'Beyrouth', ar: 'بيروت' }[language];
      expect(root.querySelector('section[aria-labelledby="order-delivery"]')).toHaveTextContent(option);
      // The receipt's letterhead and the way to ask the shop.
      expect(root.querySelector('[data-receipt]')?.textContent).toContain(words.whatsappNumber('+961 71 123 456'));
      expect(root.querySelector('a[href^="https://wa.me/96171123456?text="]')).not.toBeNull();
      // Printing needs the app: the button comes once it runs.
      expect(root.textContent).not.toContain(words.print);
    });

    it('names the discount code before the total, with all it took off, and the total less it', async () => {
      // 15 % off $35.00 of items ($5.25), and free delivery ($3.00): $29.75 to pay.
      const discounted = { ...order('confirmed'), discount: { code: 'LAYAL15', items: 5.25, delivery: 3 }, grandTotal: 29.75 };
      const { root } = await serverPage(`${prefix[language]}/order/${TOKEN}`, discounted);
      const rows = [...root.querySelectorAll('section[aria-labelledby="order-total"] dl > div')].map((row) => row.textContent);
      expect(rows[2]).toBe(`${words.discount('LAYAL15')}−$8.25`);
      expect(root.querySelector('[data-testid="order-discount"] [dir="ltr"]')).toHaveTextContent('−$8.25');
      // The total comes after it, already less it.
      expect(rows[3]).toContain('$29.75');
      expect(root.querySelector('[data-testid="order-total"]')).toHaveTextContent('$29.75');
    });

    it('has no discount row for an order without a code', async () => {
      const { root } = await serverPage(`${prefix[language]}/order/${TOKEN}`, order('confirmed'));
      expect(root.querySelector('[data-testid="order-discount"]')).toBeNull();
      expect(root.textContent).not.toContain(words.discount('LAYAL15'));
    });

    it('answers a token that leads nowhere with the shop’s 404 page in its language', async () => {
      const { root, status, head } = await serverPage(`${prefix[language]}/order/${TOKEN}`, null);
      expect(status).toBe(404);
      expect(head.noindex).toBe(true);
      expect(root.querySelector('h1')).toHaveTextContent(words.notFoundTitle);
      expect(root.querySelector('[data-receipt]')).toBeNull();
    });
  });

  describe("an Arabic order's lines", () => {
    // Renamed in the catalogue since it was ordered, and the set deleted: the customer saw other names.
    const ordered = (shown: { name: string | null; color: string | null; set: string | null }): OrderPage => {
      const [lipstick, set] = order('confirmed').lines as [OrderPageLine, OrderPageLine];
      return {
        ...order('confirmed'),
        lines: [
          { ...lipstick, shownName: shown.name, shownColorName: shown.color },
          { ...set, shownName: shown.set },
        ],
      };
    };
    const itemsOf = (root: HTMLElement) => root.querySelector('section[aria-labelledby="order-items"]')!.textContent;

    it('are named as the customer saw them when ordering, on the page in Arabic', async () => {
      const { root } = await serverPage(`/ar/order/${TOKEN}`, ordered({ name: 'أحمر شفاه كريمي', color: 'وردي', set: 'طقم الصيف' }));
      const items = itemsOf(root);
      expect(items).toContain('أحمر شفاه كريمي');
      expect(items).toContain(CATALOGUES.ar.cart.color(isolate('وردي')));
      expect(items).toContain('طقم الصيف');
      expect(items).not.toContain('أحمر شفاه مخملي');
      expect(items).not.toContain('Gone Set');
    });

    it('are named as the catalogue has them now in another language', async () => {
      const { root } = await serverPage(`/fr/order/${TOKEN}`, ordered({ name: 'أحمر شفاه كريمي', color: 'وردي', set: 'طقم الصيف' }));
      const items = itemsOf(root);
      expect(items).toContain('Rouge velours');
      expect(items).toContain('Gone Set');
      expect(items).not.toContain('أحمر شفاه كريمي');
    });

    it('placed before those names were kept, are named as the catalogue has them now, else in English', async () => {
      const { root } = await serverPage(`/ar/order/${TOKEN}`, ordered({ name: null, color: null, set: null }));
      const items = itemsOf(root);
      expect(items).toContain('أحمر شفاه مخملي');
      expect(items).toContain(CATALOGUES.ar.cart.color(isolate('Rose Nude')));
      expect(items).toContain('Gone Set');
    });
  });

  // In English only, as the detail pages' hydration tests: the server's renderer leaves the router's
  // context behind it in this one process, which a nested router (under /fr or /ar) takes for its parent.
  it.each<[OrderPage['status'], boolean, OrderPage['discount']]>([
    ['confirmed', false, null],
    ['confirmed', true, null],
    ['cancelled', false, null],
    ['confirmed', false, { code: 'LAYAL15', items: 5.25, delivery: 0 }],
  ])(
    'hydrates a %s order (pickup: %s, code: %o) without a mismatch, then offers to print the receipt',
    async (status, pickup, discount) => {
      const path = `/order/${TOKEN}`;
      const { html, state } = await serverPage(path, { ...order(status, pickup), discount });
      const container = document.createElement('div');
      container.innerHTML = html ?? '';
      document.body.append(container);
      visit(path);
      await loadPageCode(path);
      const { root, problems } = await hydrateServerPage(container, { state, shop, language: 'en' });
      hydrated = root;
      expect(problems).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: 'Order BB-7KQ2M' })).toBeInTheDocument();
      const print = vi.fn();
      vi.stubGlobal('print', print);
      await userEvent.click(await screen.findByRole('button', { name: 'Print the receipt' }));
      expect(print).toHaveBeenCalledOnce();
      expect(document.title).toBe('Order BB-7KQ2M · Beirut Beauty');
    },
  );
});

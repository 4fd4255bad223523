import { vi } from 'vitest';
import { json } from './render.js';

// The cart page's calls to the shop and the WhatsApp tab its order opens, stubbed for the page's tests.

export interface CartCall {
  path: string;
  body: Record<string, unknown>;
}

type Respond = (body: Record<string, unknown>) => Response | Promise<Response>;

/** Answers the cart's quote and order with `handlers` (anything else: not found) and records what each call sent. */
export function serveCart(handlers: { quote?: Respond | undefined; order?: Respond | undefined }) {
  const calls: CartCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path, body });
      if (path === '/api/cart/quote' && handlers.quote) return handlers.quote(body);
      if (path === '/api/orders' && handlers.order) return handlers.order(body);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

/** The tab opened on the order's click; the test reads where it was sent. */
export function watchTabs() {
  const tab = { location: { href: '' }, opener: {} as unknown, closed: false, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { tab, open };
}

/** The message a WhatsApp link carries, decoded as written (URLSearchParams would read a '+' as a space). */
export const messageOf = (href: string) => decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));

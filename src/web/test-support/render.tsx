import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { vi } from 'vitest';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { arabicMessages } from '#web/i18n/arabic.js';
import { MessagesProvider } from '#web/i18n/context.js';
import { englishMessages } from '#web/i18n/english.js';
import { frenchMessages } from '#web/i18n/french.js';
import type { Language, Messages } from '#web/i18n/messages.js';
import { ShopRouter, useQueryString } from '#web/navigation/router.js';
import { ShopConfigProvider } from '#web/shop/shop-config.js';

/** The current URL, rendered so tests can read what the page wrote to it. */
function LocationProbe() {
  const [pathname] = useLocation();
  const query = useQueryString();
  return <output data-testid="location">{pathname + query}</output>;
}

/** Puts the (happy-dom) browser at `url`, as a fresh visit: the router reads the real address bar. */
export function visit(url: string) {
  window.history.replaceState(null, '', url);
}

/**
 * Renders routes at `url` with a fresh query client that does not retry; in English unless a
 * language's catalogue is given.
 */
export function renderRoute(path: string, element: ReactElement, url: string, language?: { language: Language; messages: Messages }) {
  visit(url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = (
    <QueryClientProvider client={client}>
      <ShopRouter>
        <Switch>
          <Route path={path}>{element}</Route>
        </Switch>
        <LocationProbe />
      </ShopRouter>
    </QueryClientProvider>
  );
  return render(language ? <MessagesProvider {...language}>{routes}</MessagesProvider> : routes);
}

type Handler = (url: URL) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch; each request goes to the first handler that responds to it. */
export function mockFetch(...handlers: Handler[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    for (const handler of handlers) {
      const response = await handler(url);
      if (response) return response;
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Each language's own catalogue. */
export const CATALOGUES: Record<Language, Messages> = { en: englishMessages, fr: frenchMessages, ar: arabicMessages };

/** Settings whose About text and greetings the owner wrote in French and Arabic (the French chat greeting left to English). */
export const TRANSLATED_SHOP: ShopConfig = {
  ...DEFAULT_SHOP_CONFIG,
  whatsappNumber: '96170123456',
  aboutText: 'A family shop since 1970.\n\nPremium quality.',
  whatsappGreeting: 'Hello! Tell me more.',
  orderGreeting: 'Hello! My order:',
  translations: {
    fr: { aboutText: 'Une boutique familiale depuis 1970.\n\nQualité premium.', orderGreeting: 'Bonjour\u202f! Ma commande\u202f:' },
    ar: { aboutText: 'متجر عائلي منذ 1970.', whatsappGreeting: 'مرحبًا! أودّ معرفة المزيد.', orderGreeting: 'مرحبًا! طلبي:' },
  },
};

/** Renders `element` at `path` as a page in `language`, with its catalogue and the owner's settings `shop`. */
export function renderInLanguage(language: Language, path: string, element: ReactElement, shop: ShopConfig = DEFAULT_SHOP_CONFIG) {
  return renderRoute(path, <ShopConfigProvider value={shop}>{element}</ShopConfigProvider>, path, {
    language,
    messages: CATALOGUES[language],
  });
}

/** The text a WhatsApp link opens the chat with. */
export const whatsappTextOf = (href: string | null) => new URL(href!).searchParams.get('text');

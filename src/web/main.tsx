import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { APP_STARTED, QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { App } from './App.js';
import { hydratePage } from './http/page-state.js';
import { direction, splitLanguage } from '#contract/languages.js';
import { loadMessages } from './i18n/load-messages.js';
import { createQueryClient } from './http/query-client.js';
import { readShopConfig } from './shop/shop-config.js';
import { loadPageCode } from './routes/StorefrontRoutes.js';
import { ROOT_ELEMENT_ID } from './app-start.js';
import { replayEarlyInput, replayEarlyTaps, takeEarlyInput, takeEarlyTaps, type EarlyInput } from './before-start.js';
import { takeOverInTurns } from './later-takeover.js';
import './styles.css';

const root = document.getElementById(ROOT_ELEMENT_ID);
if (!root) throw new Error('The page has no #root element');

// The page's language is in its address (/fr/…, /ar/…; English at the spec's paths), and its words
// load before the app starts (English is here already), so it takes over the server's markup in them.
const { language, page } = splitLanguage(window.location.pathname);
// A page the server rendered says so already, and is left alone: setting either again, even to the
// same value, has the browser restyle the whole page while the app starts. The plain page it sends for
// other addresses (one the app then sends to the language's home page) is English until told.
const html = document.documentElement;
const dir = direction(language);
if (html.lang !== language) html.lang = language;
if (html.dir !== dir) html.dir = dir;

/** The longest the app waits for the server's page to be shown before it takes the page over anyway. */
const FIRST_PAINT_WAIT_MS = 500;

/**
 * Resolves once the browser has shown the page the server sent (its first contentful paint); nothing to
 * wait for when it has been shown already. The app takes a rendered page over only then, so that the
 * takeover never holds that first paint back: when the app's code is already at hand the browser would
 * otherwise run it before painting, and the visitor would wait for the takeover to see a page that was
 * ready. The built page starts this code only once it has been shown (src/web/app-start.ts), so there
 * the takeover follows without a wait (in the same task, on a page whose code and words the entry
 * holds); the dev server's page runs it as a module as soon as it arrives, and this waits.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Once the app has taken the page over and run its effects: what was typed before, told to it, then
 * the buttons tapped before, tapped again (before-start.ts).
 */
function ReplayBeforeStart({ input, taps }: { input: EarlyInput[]; taps: Element[] }) {
  useEffect(() => {
    replayEarlyInput(input);
    void replayEarlyTaps(taps);
  }, [input, taps]);
  return null;
}

// A storefront page arrives rendered, with the data it was rendered from (docs/decisions/014): the app
// takes over that markup, once the page's own code is at hand too. The admin panel and a page the
// server could not render arrive empty.
const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
const rendered = Boolean(stateElement?.textContent && root.firstChild);

void Promise.all([loadMessages(language), rendered ? loadPageCode(page) : undefined]).then(async ([messages]) => {
  const queryClient = createQueryClient();
  const app = (early?: { input: EarlyInput[]; taps: Element[] }) => (
    <StrictMode>
      <App queryClient={queryClient} shop={readShopConfig()} language={language} messages={messages} />
      {early ? <ReplayBeforeStart {...early} /> : null}
    </StrictMode>
  );
  if (rendered) {
    await afterFirstPaint();
    hydratePage(queryClient, JSON.parse(stateElement!.textContent!) as DehydratedState);
    // From the takeover on the app answers taps itself; what came before is given to it (before-start.ts).
    // The parts that wait their turn (the catalogue's cards) follow, a few to a task (later-takeover.tsx).
    void takeOverInTurns(() => hydrateRoot(root, app({ input: takeEarlyInput(root), taps: takeEarlyTaps() })));
  } else {
    // Drawn by the app from nothing (the admin panel): no button was there to tap before it, but the
    // head's script must stop keeping taps, or it would mark every button tapped from now on.
    takeEarlyTaps();
    createRoot(root).render(app());
  }
  // From here the app answers taps and keys itself; `bench:web` reports when.
  performance.mark(APP_STARTED);
});

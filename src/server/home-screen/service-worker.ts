import { createHash } from 'node:crypto';
import { LANGUAGES, pathIn, type Language } from '#contract/languages.js';
import { TOUCH_ICON_PATHS } from './icons.js';
import { manifestPath } from './manifests.js';

// The service worker and what registers it. It keeps one thing: the offline page, in each language.
// Pages go to the network first and every other request never passes through it, so a price, a cart
// or an order is never answered from a copy (docs/decisions/034).

/** Where the offline page is, in each language: what the service worker keeps. */
export const OFFLINE_PATHS: Record<Language, string> = Object.fromEntries(
  LANGUAGES.map((language) => [language, pathIn(language, '/offline')]),
) as Record<Language, string>;

/**
 * The worker's code. `version` is a digest of the offline pages as they are now: when the shop's name,
 * number or hours change, the script changes, the browser installs it again (it checks on each page
 * visit, the script being `no-cache`) and the new copy replaces the old cache.
 */
export function serviceWorkerScript(version: string): string {
  return `// The shop's service worker (src/server/home-screen/service-worker.ts, docs/decisions/034).
// It keeps only the offline page; pages go to the network first; nothing else passes through it.
const CACHE = 'shop-offline-${version}';
const OFFLINE = ${JSON.stringify(OFFLINE_PATHS)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(Object.values(OFFLINE))).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      // The page is asked for while the worker starts, so going through it costs no time.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** The offline page in the language of the address asked for. */
const offlinePage = (path) => {
  const language = /^\\/(fr|ar)(?=\\/|$)/.exec(path);
  return OFFLINE[language ? language[1] : 'en'];
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only pages (never the API, a script, a picture, a product's data): the rest goes as without a worker.
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(request));
      } catch {
        // No network: the kept offline page, never a kept copy of the page asked for.
        const cache = await caches.open(CACHE);
        return (await cache.match(offlinePage(url.pathname))) || Response.error();
      }
    })(),
  );
});
`;
}

/** The version of the worker: a digest of what it keeps. */
export function serviceWorkerVersion(offlinePages: string[]): string {
  const digest = createHash('sha256');
  for (const page of offlinePages) digest.update(page);
  return digest.digest('hex').slice(0, 16);
}

/**
 * Registers the worker once the page has loaded, so that it takes nothing from the page's start. It is
 * written in the page (the first load's JavaScript stays as it is) and allowed by its digest in the
 * Content-Security-Policy (plugins/external/helmet.ts), the only script written in a page.
 */
export const REGISTER_SCRIPT = `addEventListener('load',function(){if('serviceWorker' in navigator)navigator.serviceWorker.register('/sw.js')})`;

export const REGISTER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(REGISTER_SCRIPT).digest('base64')}'`;

/** What a page's head gets: its manifest, an iPhone's icon, and the worker's registration. */
export function homeScreenHead(language: Language, app: 'storefront' | 'admin'): string[] {
  return [
    `<link rel="manifest" href="${manifestPath(language, app)}">`,
    `<link rel="apple-touch-icon" href="${TOUCH_ICON_PATHS[app][0]}">`,
    `<script>${REGISTER_SCRIPT}</script>`,
  ];
}

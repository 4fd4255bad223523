/**
 * When the app's code starts (docs/decisions/014, "Started once the page is shown"). Every storefront
 * page arrives rendered, and the app only takes it over: it has nothing to show before the page has been
 * shown. The build makes the entry a classic script (scripts/classic-entry.ts) that the page preloads at
 * low priority, and this function, in the page's first script, adds it to the page:
 *
 * - on a page the server rendered, once the browser has painted it and the pictures it asked for first
 *   (`fetchpriority="high"`: the carousel's first slide, a product's photo) are in, a frame later, so
 *   that the takeover, the app's longest task, never comes between a picture's arrival and its paint;
 *   at the latest `waitMs` after the first paint, and at once when the visitor touches or presses a key
 *   (before-start.ts keeps what they tapped until then);
 * - at once on a page drawn by the app from nothing (the admin panel), in a tab in the background (which
 *   paints nothing until shown) and in a browser that cannot say when it painted.
 *
 * Lighthouse's estimate of the Largest Contentful Paint then sees the entry for what it is: a script
 * that runs after the paint, which the paint did not wait for (bench/README.md, Record 028).
 *
 * vite.config.ts writes this function into index.html as it is written here, after `keepEarlyTaps`, so
 * it may use nothing but its parameters and the browser's globals.
 */
export function startAppWhenShown(codeId: string, rootId: string, waitMs: number): void {
  let started = false;
  const start = () => {
    const code = document.getElementById(codeId);
    if (started || !(code instanceof HTMLLinkElement)) return;
    started = true;
    const script = document.createElement('script');
    script.src = code.href;
    document.head.append(script);
  };
  const whenParsed = () => {
    if (!document.getElementById(rootId)?.firstChild || document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      start();
      return;
    }
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { capture: true, once: true });
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      setTimeout(start, waitMs);
      const pictures = [...document.querySelectorAll('img[fetchpriority=high]')].filter((picture) => !(picture as HTMLImageElement).complete);
      let waiting = pictures.length + 1;
      const arrived = () => {
        if (--waiting === 0) requestAnimationFrame(() => setTimeout(start));
      };
      for (const picture of pictures) {
        picture.addEventListener('load', arrived);
        picture.addEventListener('error', arrived);
      }
      arrived();
    });
    painted.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}

/** The id of the page's element the app renders into (index.html). */
export const ROOT_ELEMENT_ID = 'root';

/** The longest the app waits, after the first paint, for the page's first pictures. */
export const PICTURES_WAIT_MS = 1000;

/** The script as the page's head runs it (vite.config.ts minifies it); `codeId` names the entry's preload link. */
export function appStartScript(codeId: string): string {
  const args = [codeId, ROOT_ELEMENT_ID, PICTURES_WAIT_MS].map((value) => JSON.stringify(value)).join(', ');
  return `(${startAppWhenShown.toString()})(${args});`;
}

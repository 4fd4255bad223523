import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStartScript, PICTURES_WAIT_MS } from './app-start.js';

const CODE = '/assets/index-AbCdEf12.js';

/** The page's head and body as the built page has them; `rendered` puts the server's markup in #root. */
function page({ rendered, picture = false, link = true }: { rendered: boolean; picture?: boolean; link?: boolean }) {
  document.head.innerHTML = link ? `<link id="app-code" rel="preload" as="script" fetchpriority="low" href="${CODE}">` : '';
  document.body.innerHTML = `<div id="root">${rendered ? `<main><h1>Offers</h1>${picture ? '<img fetchpriority="high" src="/uploads/a.webp">' : ''}</main>` : ''}</div>`;
  // Still on its way (happy-dom loads no pictures and calls every one complete).
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: false });
}

/** Runs the script as the page's head runs it: on its own, with nothing of this module in reach. */
const run = () => new Function(appStartScript('app-code'))();

/** The app's script, once the page has added it. */
const started = () => [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);

/** A browser that says when it paints: `paint()` reports the first contentful paint to the script's observer. */
function paintingBrowser() {
  let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return { paint: () => report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: 1 }] : []) }) };
}

describe("when the page starts the app's code", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // A frame every 16 ms.
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  });
  afterEach(() => {
    // A run's listeners for the visitor's first touch stay on the window: used up here, on this page.
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts it at once on a page the app draws from nothing (the admin panel)', () => {
    paintingBrowser();
    page({ rendered: false });
    run();
    expect(started()).toEqual([CODE]);
  });

  it('starts nothing where the page has no preloaded code (the dev server loads it as a module)', () => {
    paintingBrowser();
    page({ rendered: false, link: false });
    run();
    expect(started()).toEqual([]);
  });

  it('starts it at once in a browser that cannot say when it painted', () => {
    vi.stubGlobal('PerformanceObserver', class {});
    page({ rendered: true });
    run();
    expect(started()).toEqual([CODE]);
  });

  it("on a rendered page, starts it a frame after the first paint and the page's first pictures", () => {
    const browser = paintingBrowser();
    page({ rendered: true, picture: true });
    run();
    expect(started()).toEqual([]);
    browser.paint();
    vi.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    // A frame, and the task after it.
    vi.advanceTimersByTime(20);
    expect(started()).toEqual([CODE]);
    // Once only, whatever comes after.
    vi.advanceTimersByTime(PICTURES_WAIT_MS);
    document.dispatchEvent(new Event('keydown'));
    expect(started()).toEqual([CODE]);
  });

  it('waits for the pictures no longer than its limit after the first paint', () => {
    const browser = paintingBrowser();
    page({ rendered: true, picture: true });
    run();
    vi.advanceTimersByTime(PICTURES_WAIT_MS * 5);
    expect(started()).toEqual([]);
    browser.paint();
    vi.advanceTimersByTime(PICTURES_WAIT_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([CODE]);
  });

  it('starts it at once when the visitor touches the page or presses a key before then', () => {
    paintingBrowser();
    page({ rendered: true, picture: true });
    run();
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toEqual([CODE]);
  });

  it('starts it at once in a tab in the background, which paints nothing until shown', () => {
    paintingBrowser();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    page({ rendered: true });
    run();
    expect(started()).toEqual([CODE]);
  });
});

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// What a page change does in the browser that wouter leaves out: a new page starts at the top, Back
// and Forward return to where the visitor was on that page, and focus moves to the new page's main
// heading so a screen reader announces it. The first page of a visit is left alone (the browser
// places it, and focus stays where the visitor put it).

/** How long a page may take to grow tall enough (its chunk and data arriving) for its saved place. */
const RESTORE_WITHIN_MS = 2000;
const FOCUS_WITHIN_MS = 3000;

/** Places by history entry: its number (router.tsx) and address. */
const places = new Map<string, number>();
const entryKey = () =>
  `${(window.history.state as { idx?: number } | null)?.idx ?? 0} ${window.location.pathname}${window.location.search}`;

let poppedSinceRender = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedSinceRender = true;
  });
}

/** Scrolls to `top` once the page is tall enough, or gives up when the visitor scrolls first or time runs out. */
function restoreScroll(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    window.removeEventListener('keydown', cancel);
  };
  const attempt = () => {
    if (cancelled) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    window.scrollTo(0, top);
    if (reachable || performance.now() - started > RESTORE_WITHIN_MS) cancel();
    else frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });
  window.addEventListener('keydown', cancel);
  attempt();
  return cancel;
}

/** Focuses the main heading once the page shows it (lazy pages show a spinner first). */
function focusHeading(): () => void {
  // While a lazy page loads, React keeps the previous page in the DOM, hidden: only a shown heading counts.
  const find = () => [...document.querySelectorAll<HTMLElement>('#main h1')].find((heading) => heading.getClientRects().length > 0);
  const focus = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  const now = find();
  if (now) {
    focus(now);
    return () => undefined;
  }
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    focus(heading);
  });
  const timer = window.setTimeout(() => stop(), FOCUS_WITHIN_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return stop;
}

export function RouteChangeEffects() {
  const [pathname] = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => places.set(entryKey(), window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    const popped = poppedSinceRender;
    poppedSinceRender = false;
    const first = previousPath.current === null;
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    // The first page, and a new query on the same page (the catalogue's search and pages scroll on their own).
    if (first || samePage) return;
    const saved = places.get(entryKey());
    const stopScroll = popped && saved !== undefined ? restoreScroll(saved) : (window.scrollTo(0, 0), () => undefined);
    // The heading is looked for once this task is over, when every update of the navigation has been
    // committed, the page's included.
    let stopFocus: (() => void) | undefined;
    let left = false;
    queueMicrotask(() => {
      if (!left) stopFocus = focusHeading();
    });
    return () => {
      left = true;
      stopScroll();
      stopFocus?.();
    };
  }, [pathname]);

  return null;
}

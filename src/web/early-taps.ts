/**
 * Taps that come before the app has taken the server's page over. A visitor on a slow line sees the
 * rendered page seconds before the app's code has arrived and run, and the app runs on Preact, which
 * (unlike React) does not replay the events that came before it listened: an Add to Cart tapped then did
 * nothing, and a language chosen in the switcher was not remembered. So a few hundred bytes in the
 * page's `<head>` listen from the first moment, as Angular's event replay and Google's JSAction do:
 *
 * - a `<button type="button">` tapped before the app started is kept, and tapped again, in order, once
 *   the app has taken the page over (`replayEarlyTaps`); a form's own submit button is not kept, since
 *   the browser sends such a form itself (the contact form, src/server/contact/form.ts);
 * - a link with a `data-set-cookie` attribute sets that cookie when it is followed, before or after the
 *   app started: the page it leaves is gone before the app could do it (the language switcher).
 *
 * vite.config.ts writes `keepEarlyTaps` into index.html as it is written here, so it may use nothing
 * but its parameters and the browser's globals; the server allows exactly that script by its hash
 * (src/server/plugins/external/helmet.ts).
 */

/** The property of `window` that the script in the page's head leaves for the app. */
export const EARLY_TAPS_KEY = '__earlyTaps';

/** A link's cookie to set when the link is followed, as `document.cookie` takes it. */
export const SET_COOKIE_ATTRIBUTE = 'data-set-cookie';

interface EarlyTaps {
  /** Stops keeping taps (the app answers them from now on) and hands over the ones kept. */
  take(): Element[];
}

/** Runs in the page's head. Self-contained: see the file's comment. */
export function keepEarlyTaps(key: string, cookieAttribute: string): void {
  const taps: Element[] = [];
  let started = false;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const link = target.closest(`a[${cookieAttribute}]`);
      if (link) document.cookie = link.getAttribute(cookieAttribute) ?? '';
      const button = target.closest('button[type=button]');
      if (button && !started) taps.push(button);
    },
    // Before any listener of the page's own, and for taps that a listener stops.
    true,
  );
  const early: EarlyTaps = {
    take() {
      started = true;
      return taps.splice(0);
    },
  };
  Object.defineProperty(window, key, { value: early });
}

/** The script as the page's head runs it (vite.config.ts minifies it). */
export function earlyTapsScript(): string {
  return `(${keepEarlyTaps.toString()})(${JSON.stringify(EARLY_TAPS_KEY)}, ${JSON.stringify(SET_COOKIE_ATTRIBUTE)});`;
}

/**
 * The buttons tapped before the app started, and no more keeping of them: called as the app takes
 * the page over. Empty where the page has no such script (the dev server's page, a test).
 */
export function takeEarlyTaps(): Element[] {
  const early = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_KEY];
  return early ? early.take() : [];
}

/**
 * Taps each button again, in order, where it is still on the page and may be tapped. Each tap gets a
 * task of its own, as a person's taps do: the app shows what one changed before the next comes (a
 * colour chosen, then Add to Cart, adds that colour).
 */
export async function replayEarlyTaps(taps: Element[]): Promise<void> {
  for (const button of taps) {
    await new Promise((resolve) => setTimeout(resolve));
    if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
  }
}

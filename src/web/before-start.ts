/**
 * What the visitor does before the app has taken the server's page over. A visitor on a slow line sees
 * the rendered page seconds before the app's code has arrived and run, and the app runs on Preact,
 * which (unlike React) does not replay the events that came before it listened: an Add to Cart tapped
 * then did nothing, a language chosen in the switcher was not remembered, and text typed then stayed
 * in its box while the app went on as if the box were empty (the contact form said "required"). So:
 *
 * - a few hundred bytes in the page's `<head>` (`keepEarlyTaps`) listen from the first moment, as
 *   Angular's event replay and Google's JSAction do. A `<button type="button">` tapped before the app
 *   started is kept, and tapped again, in order, once the app has taken the page over
 *   (`replayEarlyTaps`); a form's own submit button is not kept, since the browser sends such a form
 *   itself (the contact form, src/server/contact/form.ts). The same goes on, after the start, inside a
 *   part of the page the app takes over a moment later (`data-awaiting-app`, later-takeover.tsx):
 *   its taps are kept until that part is the app's. A link with a `data-set-cookie` attribute
 *   sets that cookie when it is followed, before or after the app started: the page it leaves is gone
 *   before the app could do it (the language switcher);
 * - a form field whose value is no longer the one the server rendered is told to the app as if just
 *   typed (`replayEarlyInput`): the browser keeps what was typed, or filled in for the visitor, and
 *   the takeover leaves it in place, but the app's state does not know it.
 *
 * vite.config.ts writes `keepEarlyTaps` into index.html as it is written here, so it may use nothing
 * but its parameters and the browser's globals; the server allows exactly that script by its hash
 * (src/server/plugins/external/helmet.ts).
 */

/**
 * The attribute of a part of the page the app takes over after the rest (later-takeover.tsx), which it
 * removes once the part is its own. Here, and not there, so that the head's script needs no JSX.
 */
export const AWAITING_APP_ATTRIBUTE = 'data-awaiting-app';

/** The property of `window` that the script in the page's head leaves for the app. */
export const EARLY_TAPS_KEY = '__earlyTaps';

/** A link's cookie to set when the link is followed, as `document.cookie` takes it. */
export const SET_COOKIE_ATTRIBUTE = 'data-set-cookie';

/**
 * Marks a button tapped and kept until the app answers it, so the visitor sees the tap was taken
 * (styles.css dims it, with a waiting pointer) rather than tapping again.
 */
export const KEPT_TAP_ATTRIBUTE = 'data-tap-kept';

interface EarlyTaps {
  /**
   * Without `within`: stops keeping taps but in the parts still awaiting the app (the app answers them
   * from now on), and hands over the ones kept elsewhere. With it: hands over the ones kept inside it.
   */
  take(within?: Element): Element[];
}

/** Runs in the page's head. Self-contained: see the file's comment. */
export function keepEarlyTaps(key: string, cookieAttribute: string, keptAttribute: string, awaitingAttribute: string): void {
  let taps: Element[] = [];
  let started = false;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const link = target.closest(`a[${cookieAttribute}]`);
      if (link) document.cookie = link.getAttribute(cookieAttribute) ?? '';
      const button = target.closest('button[type=button]');
      if (button && (!started || button.closest(`[${awaitingAttribute}]`))) {
        taps.push(button);
        button.setAttribute(keptAttribute, '');
      }
    },
    // Before any listener of the page's own, and for taps that a listener stops.
    true,
  );
  const early: EarlyTaps = {
    take(within) {
      started = true;
      const taken = taps.filter((button) => (within ? within.contains(button) : !button.closest(`[${awaitingAttribute}]`)));
      taps = taps.filter((button) => !taken.includes(button));
      return taken;
    },
  };
  Object.defineProperty(window, key, { value: early });
}

/** The script as the page's head runs it (vite.config.ts minifies it). */
export function earlyTapsScript(): string {
  const args = [EARLY_TAPS_KEY, SET_COOKIE_ATTRIBUTE, KEPT_TAP_ATTRIBUTE, AWAITING_APP_ATTRIBUTE].map((value) => JSON.stringify(value)).join(', ');
  return `(${keepEarlyTaps.toString()})(${args});`;
}

/**
 * The buttons tapped before the app started, and no more keeping of them but in the parts awaiting
 * the app: called as the app takes the page over. With `within`, the ones kept inside that part, called
 * once the app has taken it over. Empty where the page has no such script (the dev server's page, a test).
 */
export function takeEarlyTaps(within?: Element): Element[] {
  const early = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_KEY];
  return early ? early.take(within) : [];
}

/** Fields whose value is typed text: not a choice (checkbox, radio), a file, a button or hidden. */
const TYPED = 'input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=submit],[type=button],[type=reset],[type=image]), textarea';

/** A field's value as the visitor left it before the app started. */
export interface EarlyInput {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

/**
 * Each field of `root` that holds something else than the server rendered (`defaultValue`, the value
 * in its markup; for a list, the option marked selected there, else its first), with what it holds.
 * Read just before the app takes the page over, which may empty a box (Preact sets a textarea's
 * value from the app's state as it takes it over).
 */
export function takeEarlyInput(root: ParentNode): EarlyInput[] {
  const typed: EarlyInput[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    if (field.value !== field.defaultValue) typed.push({ field, value: field.value });
  }
  for (const list of root.querySelectorAll('select')) {
    const marked = [...list.options].findIndex((option) => option.hasAttribute('selected'));
    if (list.selectedIndex !== Math.max(marked, 0)) typed.push({ field: list, value: list.value });
  }
  return typed;
}

/**
 * Puts each value back where the takeover changed it, and tells the app with the event it listens to
 * (`input` for a box, `change` for a list), as if the visitor had just typed it or chosen it.
 */
export function replayEarlyInput(input: EarlyInput[]): void {
  for (const { field, value } of input) {
    if (!field.isConnected) continue;
    if (field.value !== value) field.value = value;
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Taps each button again, in order, where it is still on the page and may be tapped. Each tap gets a
 * task of its own, as a person's taps do: the app shows what one changed before the next comes (a
 * colour chosen, then Add to Cart, adds that colour).
 */
export async function replayEarlyTaps(taps: Element[]): Promise<void> {
  for (const button of taps) button.removeAttribute(KEPT_TAP_ATTRIBUTE);
  for (const button of taps) {
    await new Promise((resolve) => setTimeout(resolve));
    if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
  }
}

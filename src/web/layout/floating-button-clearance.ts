import { FLOATING_BUTTON } from '../config/ui.js';

// Where the floating WhatsApp button may rest: never over the page's own controls, nor over the
// figures a page marks with `data-keep-clear` (a price, a total, a fee). What lies under it is asked of
// the browser at a grid of points over the box where it rests; while anything of the kind is there,
// the button is tucked into its edge.

const { sizePx: SIZE, startBottomPx, startRightPx, tuckedVisiblePx } = FLOATING_BUTTON;

/** Where the button was dropped, in viewport pixels; null until it is first dragged. */
type Dropped = { left: number; top: number } | null;

/** Controls, anything focusable, and the figures a page marks. */
export const KEEP_CLEAR_SELECTOR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[contenteditable]',
  '[tabindex]:not([tabindex^="-"])',
  ...['button', 'link', 'radio', 'checkbox', 'switch', 'tab', 'option', 'menuitem', 'slider', 'combobox'].map((role) => `[role="${role}"]`),
  '[data-keep-clear]',
].join(', ');

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Points across and down a box: corners, edges and inside, each kept inside the viewport. */
export function probePoints(box: Box, viewport: { width: number; height: number }, perSide = 5): { x: number; y: number }[] {
  const along = (start: number, length: number, limit: number) =>
    Array.from({ length: perSide }, (_, step) => Math.min(Math.max(start + (length * step) / (perSide - 1), 0), limit - 1));
  const xs = along(box.left, box.width, viewport.width);
  const ys = along(box.top, box.height, viewport.height);
  return ys.flatMap((y) => xs.map((x) => ({ x, y })));
}

/**
 * Whether the page has something to keep clear at any of the points: the topmost element there other
 * than the button itself (what the button would hide), or one of its ancestors, is a control or a
 * marked figure.
 */
export function coversSomething(
  points: { x: number; y: number }[],
  elementsAt: (x: number, y: number) => Element[],
  button: Element,
): boolean {
  return points.some(({ x, y }) => {
    const underneath = elementsAt(x, y).find((element) => !button.contains(element));
    return underneath?.closest(KEEP_CLEAR_SELECTOR) != null;
  });
}

/** The box the button rests in, untucked: where it was dropped, or where it starts. */
function restingBox(dropped: Dropped): Box {
  const { left, top } = dropped ?? {
    left: document.documentElement.clientWidth - startRightPx - SIZE,
    top: window.innerHeight - startBottomPx - SIZE,
  };
  return { left, top, width: SIZE, height: SIZE };
}

/** How far the button slides sideways into its edge to be tucked, a sliver left in view at the side of the page. */
function tuckShift(dropped: Dropped): number {
  if (!dropped) return startRightPx + SIZE - tuckedVisiblePx;
  const onLeft = dropped.left + SIZE / 2 < window.innerWidth / 2;
  return onLeft ? tuckedVisiblePx - SIZE - dropped.left : window.innerWidth - tuckedVisiblePx - dropped.left;
}

/**
 * Tells `onChange` how far the button must slide aside (0: not at all) for nothing to keep clear to be
 * under it: at once, then at most once a frame as the page scrolls, resizes or grows. Returns what
 * stops it.
 */
export function watchUnderneath(button: Element, dropped: Dropped, onChange: (shift: number) => void): () => void {
  // A document that lays nothing out cannot say what is where.
  if (!('elementsFromPoint' in document)) return () => {};
  let frame = 0;
  const look = () => {
    frame = 0;
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const covers = coversSomething(probePoints(restingBox(dropped), viewport), (x, y) => document.elementsFromPoint(x, y), button);
    onChange(covers ? tuckShift(dropped) : 0);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(look);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  const pageGrows = new ResizeObserver(schedule);
  pageGrows.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    pageGrows.disconnect();
  };
}

import { useRef, type PointerEvent, type RefObject, type SyntheticEvent } from 'react';
import { stepToward } from '../ui/step-toward.js';

// The arrows and badges lie over the row of photos without being inside it, so a finger put down on
// one of them would scroll the page rather than the row: sideways the page cannot go, and the browser
// takes that overscroll for its Back gesture. On them, then, the browser keeps only the vertical pan
// and the pinch (touch-action, set by the gallery), and the row follows the finger here.

// Here rather than with the shop's other timings: only the product page's code needs them.
const PHOTO_SWIPE = {
  /** A finger that moves less than this is still tapping. */
  slopPx: 8,
  /** A swipe across this share of the photo's width brings in its neighbour; a shorter one springs back. */
  turnFraction: 0.2,
  /** The row snaps again once it has glided to its photo, or after this long at the latest. */
  settleMs: 800,
} as const;

/** Where a row of photos, one per its width, scrolls to show photo `index`: leftwards in Arabic, to negative offsets. */
export const photoOffset = (index: number, width: number, dir: 'ltr' | 'rtl') => (dir === 'rtl' ? -index : index) * width;

/** The photo a swipe from `from` across `dx` pixels (rightwards positive) lands on: a neighbour, or `from` again. */
export function photoAfterSwipe(from: number, dx: number, width: number, count: number, dir: 'ltr' | 'rtl'): number {
  if (Math.abs(dx) < width * PHOTO_SWIPE.turnFraction) return from;
  // A finger moving left brings in the photo on the right.
  const target = from + stepToward(dx < 0 ? 'right' : 'left', dir);
  return Math.min(Math.max(target, 0), count - 1);
}

interface Swipe {
  pointerId: number;
  startX: number;
  startScroll: number;
  /** The photo it started from: the row says another as soon as the finger has passed the middle. */
  from: number;
  moved: boolean;
}

/**
 * Handlers for the photos' frame that move `row` (a scroll-snap row of photos, one per its width, at
 * photo `current`) under a finger put down outside it, on what lies over it. A touch on the row itself
 * is left to the browser, and so is the mouse.
 */
export function useSwipeOverPhotos(row: RefObject<HTMLElement | null>, current: number, count: number, dir: 'ltr' | 'rtl') {
  const swipe = useRef<Swipe | null>(null);
  const swiped = useRef(false);
  // Ends a glide still under way: the row snaps again where it is, and nothing scrolls it back later.
  const stopGlide = useRef<() => void>(() => {});

  // Glides to the photo, then snaps again: a row that is on its snap point does not move when it does.
  const settle = (list: HTMLElement, index: number) => {
    const left = photoOffset(index, list.clientWidth, dir);
    let timer = 0;
    const snapAgain = () => {
      window.clearTimeout(timer);
      list.removeEventListener('scroll', onArrival);
      list.style.removeProperty('scroll-snap-type');
      stopGlide.current = () => {};
    };
    stopGlide.current = snapAgain;
    const onArrival = () => {
      if (Math.abs(list.scrollLeft - left) < 1) snapAgain();
    };
    timer = window.setTimeout(snapAgain, PHOTO_SWIPE.settleMs);
    list.addEventListener('scroll', onArrival);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left, behavior: reduced ? 'instant' : 'smooth' });
  };

  const end = (event: PointerEvent, cancelled: boolean) => {
    const held = swipe.current;
    const list = row.current;
    if (!held || !list || event.pointerId !== held.pointerId) return;
    swipe.current = null;
    if (!held.moved) return;
    swiped.current = true;
    // Taken over by the browser (the page scrolled): back to the photo it started from.
    const dx = cancelled ? 0 : event.clientX - held.startX;
    settle(list, photoAfterSwipe(held.from, dx, list.clientWidth, count, dir));
  };

  return {
    /** Call before moving the row another way (a button, a thumbnail), so a glide under way does not carry it off after. */
    stopGlide: () => stopGlide.current(),
    onPointerDown: (event: PointerEvent) => {
      swiped.current = false;
      const list = row.current;
      if (!list || event.pointerType === 'mouse' || list.contains(event.target as Node)) return;
      swipe.current = { pointerId: event.pointerId, startX: event.clientX, startScroll: list.scrollLeft, from: current, moved: false };
    },
    onPointerMove: (event: PointerEvent) => {
      const held = swipe.current;
      const list = row.current;
      if (!held || !list || event.pointerId !== held.pointerId) return;
      const dx = event.clientX - held.startX;
      if (!held.moved && Math.abs(dx) < PHOTO_SWIPE.slopPx) return;
      held.moved = true;
      // Free of its snap points while the finger holds it, as under the browser's own swipe.
      list.style.setProperty('scroll-snap-type', 'none');
      list.scrollTo({ left: held.startScroll - dx, behavior: 'instant' });
    },
    onPointerUp: (event: PointerEvent) => end(event, false),
    onPointerCancel: (event: PointerEvent) => end(event, true),
    // A swipe that ends on an arrow is not a press of it.
    onClickCapture: (event: SyntheticEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

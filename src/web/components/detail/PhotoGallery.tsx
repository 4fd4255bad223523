import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { ImageFields } from '#contract/image.js';
import type { Photo } from '#contract/photo.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { direction } from '#web/i18n/messages.js';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon, icon } from '../ui/icons.js';
import { ResponsiveImage } from '../ui/ResponsiveImage.js';
import { stepToward } from '../ui/step-toward.js';
import { photoOffset, useSwipeOverPhotos } from './swipe-over-photos.js';

// An item's photos on its detail page. The photos are a horizontal list that snaps to one photo at a
// time: a finger swipes it natively, before the app runs and without it, and each thumbnail is a link
// to its photo's anchor, so every photo is reachable from the server's page alone. Once the app runs,
// the buttons, the arrow keys, the thumbnails and a swipe starting on the buttons scroll that same
// list, and its scrolling says which photo is current.

const MAIN_SIZES = '(min-width: 1152px) 528px, (min-width: 768px) 45vw, calc(100vw - 2rem)';
const THUMBNAIL_SIZES = '64px';

const ExpandIcon = icon(
  <>
    <path d="M15 3h6v6" />
    <path d="m21 3-7 7" />
    <path d="m3 21 7-7" />
    <path d="M9 21H3v-6" />
  </>,
);

/** What the page asks of the gallery: show a colour's photo when it is picked. */
export interface PhotoGalleryHandle {
  /** Scrolls to the photo with this id; null, or an id it does not have: the first. */
  show: (photoId: string | null) => void;
}

interface PhotoGalleryProps {
  /** The first photo: the item's own image fields, drawn alone when it has no other. */
  main: ImageFields;
  photos: Photo[];
  /** The item's name: the first photo's text alternative. */
  name: string;
  /** The photo shown first (a shade's, named in the page's address); null or unknown: the first. */
  initialPhoto?: string | null;
  /** Drawn over the main photo (the sale and sold-out badges). */
  children?: ReactNode;
  ref?: Ref<PhotoGalleryHandle>;
}

/** The photo a list has snapped to; null where nothing is laid out. */
function snappedIndex(list: HTMLElement | null): number | null {
  // A right-to-left list scrolls to negative offsets.
  return list && list.clientWidth > 0 ? Math.round(Math.abs(list.scrollLeft) / list.clientWidth) : null;
}

const frame = 'relative aspect-square overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100';
const roundButton = 'absolute z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow';

/** The main photo, then a row of thumbnails; an item with one photo (or none) shows it alone, as a single picture. */
export function PhotoGallery({ main, photos, name, initialPhoto = null, children, ref }: PhotoGalleryProps) {
  const messages = useMessages();
  const dir = direction(useLanguage());
  const list = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const initial = Math.max(
    0,
    photos.findIndex((photo) => photo.id === initialPhoto),
  );
  const [current, setCurrent] = useState(initial);
  const [fullScreen, setFullScreen] = useState(false);
  const count = photos.length;
  const { stopGlide, ...swipeOverPhotos } = useSwipeOverPhotos(list, current, count, dir);

  const goTo = (index: number) => {
    const target = (index + count) % count;
    setCurrent(target);
    const element = list.current;
    stopGlide();
    // At once, as an anchor jumps: a smooth scroll would pass the photos between as current.
    element?.scrollTo({ left: photoOffset(target, element.clientWidth, dir) });
  };
  useImperativeHandle(ref, () => ({
    show: (photoId) =>
      goTo(
        Math.max(
          0,
          photos.findIndex((photo) => photo.id === photoId),
        ),
      ),
  }));
  // The photo the list has snapped to, whether a swipe, a button or an anchor moved it there.
  const onScroll = () => {
    const index = snappedIndex(list.current);
    if (index !== null) setCurrent(index);
  };
  // A page opened at a photo's anchor (#photo-3) was scrolled there before the app ran. One opened at a
  // shade's photo was too where the browser knows scroll-initial-target; elsewhere it is scrolled there now.
  useEffect(() => {
    const pending = requestAnimationFrame(() => {
      const index = snappedIndex(list.current);
      if (index) setCurrent(index);
      else if (initial > 0) goTo(initial);
    });
    return () => cancelAnimationFrame(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the page as it opened
  }, []);

  if (count < 2) {
    return (
      <div className={frame}>
        <ResponsiveImage image={main} alt={name} sizes={MAIN_SIZES} priority />
        {children}
      </div>
    );
  }

  const alt = (index: number) => (index === 0 ? name : messages.productDetail.photoOf(index + 1, count));
  // Each arrow key moves toward the photo on its side: the next one is on the left in Arabic.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goTo(current + stepToward(event.key === 'ArrowLeft' ? 'left' : 'right', dir));
  };
  const openFullScreen = () => {
    setFullScreen(true);
    dialog.current?.showModal();
  };
  const shown = photos[current] ?? photos[0]!;

  return (
    <section aria-label={messages.productDetail.photos} onKeyDown={onKeyDown} className="flex flex-col gap-3">
      {/* What lies over the photos (badges, buttons) leaves a sideways swipe to the row. */}
      <div className={`${frame} [&>:not(ul)]:touch-pan-y [&>:not(ul)]:touch-pinch-zoom`} {...swipeOverPhotos}>
        {/* Focusable, so a keyboard can scroll it too: the photos themselves hold nothing to focus. */}
        <ul
          ref={list}
          tabIndex={0}
          onScroll={onScroll}
          className="flex size-full overflow-x-auto overscroll-x-contain [scroll-snap-type:x_mandatory] [scrollbar-width:none]"
        >
          {photos.map((photo, index) => (
            // A tap on a photo opens it full screen; the keyboard has the button for it.
            <li
              key={photo.id}
              id={`photo-${index + 1}`}
              onClick={openFullScreen}
              className={`size-full shrink-0 snap-start snap-always ${index === initial && initial > 0 ? '[scroll-initial-target:nearest]' : ''}`}
            >
              {/* The photo shown first is the one loaded first: a shade's, when the address names one. */}
              <ResponsiveImage image={photo} alt={alt(index)} sizes={MAIN_SIZES} priority={index === initial} />
            </li>
          ))}
        </ul>
        {children}
        <button
          type="button"
          aria-label={messages.productDetail.previousPhoto}
          onClick={() => goTo(current - 1)}
          className={`${roundButton} start-3 top-1/2 -translate-y-1/2`}
        >
          <ChevronStartIcon />
        </button>
        <button
          type="button"
          aria-label={messages.productDetail.nextPhoto}
          onClick={() => goTo(current + 1)}
          className={`${roundButton} end-3 top-1/2 -translate-y-1/2`}
        >
          <ChevronEndIcon />
        </button>
        <button
          type="button"
          aria-label={messages.productDetail.viewFullScreen}
          onClick={openFullScreen}
          className={`${roundButton} bottom-3 end-3`}
        >
          <ExpandIcon />
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={`#photo-${index + 1}`}
              aria-label={messages.productDetail.photoOf(index + 1, count)}
              aria-current={index === current ? 'true' : undefined}
              onClick={(event) => {
                // The anchor would also scroll the page and add a history entry.
                event.preventDefault();
                goTo(index);
              }}
              className={`block size-16 overflow-hidden rounded-2xl bg-brand-50 ${index === current ? 'ring-2 ring-brand-700' : 'ring-1 ring-brand-100'}`}
            >
              <ResponsiveImage image={photo} alt="" sizes={THUMBNAIL_SIZES} />
            </a>
          </li>
        ))}
      </ul>
      {/* A modal dialog: Esc closes it, focus stays inside and comes back after. Zoom is the browser's pinch. */}
      <dialog
        ref={dialog}
        aria-label={messages.productDetail.photoOf(current + 1, count)}
        onClose={() => setFullScreen(false)}
        className="size-full max-h-none max-w-none bg-ink"
      >
        {fullScreen ? (
          <img
            src={shown.image}
            srcSet={shown.imageSrcset}
            sizes="100vw"
            width={shown.imageWidth}
            height={shown.imageHeight}
            alt={alt(current)}
            className="size-full object-contain"
          />
        ) : null}
        <button
          type="button"
          aria-label={messages.common.close}
          onClick={() => dialog.current?.close()}
          className={`${roundButton} end-4 top-4`}
        >
          <CloseIcon />
        </button>
      </dialog>
    </section>
  );
}

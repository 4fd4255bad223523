import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CarouselImage } from '#contract/carousel.js';
import { CAROUSEL } from '#web/config/ui.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { direction } from '#web/i18n/messages.js';
import { Button } from '#web/components/ui/Button.js';
import { ChevronEndIcon, ChevronStartIcon } from '#web/components/ui/icons.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { stepToward } from '#web/components/ui/step-toward.js';
import { carouselQuery } from '#web/api/carousel.js';

import { carouselFrame as frame } from './carousel-frame.js';

export function Carousel() {
  const messages = useMessages();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(carouselQuery());
  if (isPending) {
    return (
      <div className={`${frame} flex items-center justify-center`}>
        <Spinner label={messages.carousel.loading} />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className={`${frame} flex flex-col items-center justify-center gap-4 text-center`}>
        <p className="text-ink">{messages.carousel.error}</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
          {messages.common.retry}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className={`${frame} flex items-center justify-center`}>
        <p className="text-muted">{messages.carousel.empty}</p>
      </div>
    );
  }
  return <Slides slides={data} />;
}

/** A swipe shorter than this is a tap. */
const SWIPE_MIN_PX = 40;

export function Slides({ slides }: { slides: CarouselImage[] }) {
  const messages = useMessages();
  const dir = direction(useLanguage());
  const swipeFrom = useRef<number | null>(null);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  // A ref, not state: goTo must not change with the lock, which would restart the auto-advance wait.
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);
  // The other slides' pictures are asked for once the app runs the carousel: only it can show them,
  // and on a slow line they would share the line with the first picture and the page's code. The
  // server's page has the first picture alone.
  const [running, setRunning] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setRunning(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // The list shrank below the current slide: start again from the first.
  if (index >= count && index !== 0) setIndex(0);
  const current = index < count ? index : 0;

  const goTo = useCallback(
    (target: number) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      setIndex(((target % count) + count) % count);
      window.clearTimeout(unlockTimer.current);
      unlockTimer.current = window.setTimeout(() => (locked.current = false), CAROUSEL.transitionLockMs);
    },
    [count],
  );

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  // 3000 ms from one slide change to the next. The wait starts at the change, so the
  // 300 ms transition (which the lock covers) is inside it; hovering pauses it.
  useEffect(() => {
    if (count < 2 || hovered) return;
    const timer = window.setTimeout(() => goTo(current + 1), CAROUSEL.autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [count, hovered, current, goTo]);

  // The arrow keys move toward the slide on that side; so does a swipe (a swipe to the left brings in the slide on the right).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goTo(current + stepToward(event.key === 'ArrowLeft' ? 'left' : 'right', dir));
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_MIN_PX) return;
    goTo(current + stepToward(event.clientX < from ? 'right' : 'left', dir));
  };

  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow ' +
    'opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 disabled:cursor-not-allowed';

  return (
    <section
      aria-roledescription={messages.carousel.roleCarousel}
      aria-label={messages.carousel.region}
      // The page's direction, also here: the slides' order, the arrows' sides and the shift below must agree.
      dir={dir}
      className={`group touch-pan-y ${frame}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeFrom.current = null)}
    >
      <div
        className="flex h-full ease-out motion-safe:transition-transform"
        style={{
          transform: `translateX(${dir === 'rtl' ? '' : '-'}${current * 100}%)`,
          transitionDuration: `${CAROUSEL.slideAnimationMs}ms`,
        }}
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={messages.carousel.roleSlide}
            aria-label={messages.carousel.slideOf(slideIndex + 1, count)}
            aria-hidden={slideIndex !== current}
            inert={slideIndex !== current}
            className="h-full w-full shrink-0"
          >
            {slideIndex === 0 || running ? (
              <ResponsiveImage
                image={slide}
                alt={messages.carousel.slideOf(slideIndex + 1, count)}
                sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
                priority={slideIndex === 0}
              />
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${arrow} start-3`} aria-label={messages.carousel.previous} onClick={() => goTo(current - 1)}>
            <ChevronStartIcon className="size-5" />
          </button>
          <button type="button" className={`${arrow} end-3`} aria-label={messages.carousel.next} onClick={() => goTo(current + 1)}>
            <ChevronEndIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-2 z-10 flex justify-center">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                aria-label={messages.carousel.goToSlide(slideIndex + 1)}
                aria-current={slideIndex === current ? 'true' : undefined}
                onClick={() => goTo(slideIndex)}
                className="group/dot inline-flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full shadow transition-all ${slideIndex === current ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover/dot:bg-white/90'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

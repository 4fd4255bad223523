import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselImage } from '#contract/carousel.js';
import { arabicMessages } from '#web/i18n/arabic.js';
import { MessagesProvider } from '#web/i18n/context.js';
import { englishMessages } from '#web/i18n/english.js';
import { stepToward } from '#web/components/ui/step-toward.js';
import { Slides } from './Carousel.js';

const slide = (id: string): CarouselImage => ({
  id,
  imageId: `image-${id}`,
  image: `/uploads/${id}.webp`,
  imageSrcset: null,
  imageWidth: 1280,
  imageHeight: 480,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const current = () =>
  screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('carousel slides', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first picture alone from the server, and asks for the others once it runs', () => {
    const slides = [slide('a'), slide('b'), slide('c')];
    const served = renderToString(<Slides slides={slides} />);
    expect(served.match(/<img /g)).toHaveLength(1);
    expect(served).toContain('/uploads/a.webp');
    const { container } = render(<Slides slides={slides} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(20));
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
      '/uploads/c.webp',
    ]);
  });

  it('advances every 3000 ms and wraps, pausing while hovered', () => {
    const { container } = render(<Slides slides={[slide('a'), slide('b'), slide('c')]} />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(300));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(300));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);

    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseEnter(container.querySelector('section')!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(container.querySelector('section')!);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
  });

  it('keeps 3000 ms between advances: the 300 ms lock is part of the wait, not added to it', () => {
    render(<Slides slides={[slide('a'), slide('b'), slide('c')]} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
  });

  it('locks the controls for 300 ms after a move, and wraps backwards', () => {
    render(<Slides slides={[slide('a'), slide('b'), slide('c')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe(1);
  });

  it('shows no arrows or dots and does not move with one slide', () => {
    render(<Slides slides={[slide('a')]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the first slide when the list shrinks below the current one', () => {
    const { rerender } = render(<Slides slides={[slide('a'), slide('b'), slide('c')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(2);
    rerender(<Slides slides={[slide('a'), slide('b')]} />);
    expect(current()).toBe(0);
  });
});

describe('carousel slides in either direction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const slides = [slide('a'), slide('b'), slide('c')];
  /** The slides on a page in Arabic (right to left) or English. */
  function renderIn(language: 'ar' | 'en') {
    const messages = language === 'ar' ? arabicMessages : englishMessages;
    const view = render(
      <MessagesProvider language={language} messages={messages}>
        <Slides slides={slides} />
      </MessagesProvider>,
    );
    const section = view.container.querySelector('section')!;
    return {
      messages,
      section,
      track: section.firstElementChild as HTMLElement,
      shown: () => screen.getAllByRole('group', { hidden: true }).findIndex((group) => group.getAttribute('aria-hidden') !== 'true'),
      afterLock: () => act(() => vi.advanceTimersByTime(300)),
    };
  }

  it('steps toward the slide on a side: the next one is on the right in English and on the left in Arabic', () => {
    expect([stepToward('right', 'ltr'), stepToward('left', 'ltr'), stepToward('right', 'rtl'), stepToward('left', 'rtl')]).toEqual([
      1, -1, -1, 1,
    ]);
  });

  it('runs right to left in Arabic: previous on the right, next on the left, moving forward, the chevrons mirrored', () => {
    const { messages, section, track, shown, afterLock } = renderIn('ar');
    expect(section).toHaveAttribute('dir', 'rtl');
    const previous = screen.getByRole('button', { name: messages.carousel.previous });
    const next = screen.getByRole('button', { name: messages.carousel.next });
    // start-3 and end-3: the start side is the right one in a right-to-left section.
    expect(previous.className).toMatch(/\bstart-3\b/);
    expect(next.className).toMatch(/\bend-3\b/);
    for (const button of [previous, next]) expect(button.querySelector('svg')!.getAttribute('class')).toContain('rtl:-scale-x-100');

    fireEvent.click(next);
    expect(shown()).toBe(1);
    // The second slide lies to the left of the first: the track moves right to show it.
    expect(track.style.transform).toBe('translateX(100%)');
    afterLock();
    fireEvent.click(next);
    expect(shown()).toBe(2);
    expect(track.style.transform).toBe('translateX(200%)');
    afterLock();
    fireEvent.click(previous);
    expect(shown()).toBe(1);
  });

  it('moves the track left in English', () => {
    const { track, shown } = renderIn('en');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe(1);
    expect(track.style.transform).toBe('translateX(-100%)');
  });

  it.each([
    ['ar', 'ArrowLeft', 'ArrowRight'],
    ['en', 'ArrowRight', 'ArrowLeft'],
  ] as const)('in %s, %s goes to the next slide and %s back', (language, forward, back) => {
    const { messages, shown, afterLock } = renderIn(language);
    const next = screen.getByRole('button', { name: messages.carousel.next });
    next.focus();
    fireEvent.keyDown(next, { key: forward });
    expect(shown()).toBe(1);
    afterLock();
    fireEvent.keyDown(next, { key: forward });
    expect(shown()).toBe(2);
    afterLock();
    fireEvent.keyDown(next, { key: back });
    expect(shown()).toBe(1);
    afterLock();
    fireEvent.keyDown(next, { key: 'ArrowUp' });
    expect(shown()).toBe(1);
  });

  it.each([
    ['ar', 100, 260],
    ['en', 260, 100],
  ] as const)('in %s, a swipe from %i to %i px brings in the next slide; a short one does nothing', (language, from, to) => {
    const { section, shown, afterLock } = renderIn(language);
    fireEvent.pointerDown(section, { clientX: from });
    fireEvent.pointerUp(section, { clientX: to });
    expect(shown()).toBe(1);
    afterLock();
    fireEvent.pointerDown(section, { clientX: to });
    fireEvent.pointerUp(section, { clientX: from });
    expect(shown()).toBe(0);
    afterLock();
    fireEvent.pointerDown(section, { clientX: 100 });
    fireEvent.pointerUp(section, { clientX: 120 });
    expect(shown()).toBe(0);
  });
});

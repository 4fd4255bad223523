import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselImage } from '#contract/carousel.js';
import { Slides } from './Carousel.js';

const slide = (id: string): CarouselImage => ({
  id,
  image: `/uploads/${id}.webp`,
  imageSrcset: null,
  imageWidth: 1280,
  imageHeight: 480,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const current = () => screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('carousel slides', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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

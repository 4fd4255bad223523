import { useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AWAITING_APP_ATTRIBUTE, earlyTapsScript, KEPT_TAP_ATTRIBUTE, takeEarlyTaps } from './before-start.js';
import { awaitingApp, PARTS_PER_TURN, TakenOverLater, takeOverInTurns } from './later-takeover.js';

const FIRST = 2;
const COUNT = FIRST + PARTS_PER_TURN + 1;

/** When each part was first the app's: the number of tasks gone by since the takeover began. */
let takenOver: Record<number, number> = {};
let tasks = 0;

function Part({ index }: { index: number }) {
  const [taps, setTaps] = useState(0);
  // Run as the part becomes the app's, in the same task.
  useLayoutEffect(() => {
    if (!(index in takenOver)) takenOver[index] = tasks;
  }, [index]);
  return (
    <button type="button" id={`part-${index}`} onClick={() => setTaps((count) => count + 1)}>
      {taps}
    </button>
  );
}

function List() {
  return (
    <ul>
      {Array.from({ length: COUNT }, (_, index) =>
        index < FIRST ? (
          <li key={index}>
            <Part index={index} />
          </li>
        ) : (
          <li key={index} {...awaitingApp(index)}>
            <TakenOverLater part={index}>
              <Part index={index} />
            </TakenOverLater>
          </li>
        ),
      )}
    </ul>
  );
}

/** Lets the app render what a tap changed (Preact renders in a microtask), without letting a task go by. */
const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

let takeover: Promise<void> | undefined;

const button = (index: number) => document.getElementById(`part-${index}`) as HTMLButtonElement;

describe('parts of the page taken over after the rest', () => {
  // The page's head script, as it runs there.
  beforeAll(() => new Function(earlyTapsScript())());

  afterEach(async () => {
    await takeover;
    document.body.innerHTML = '';
    takenOver = {};
  });

  it('keeps their markup, takes them over a few to a task, and taps again what was tapped meanwhile', async () => {
    const root = document.createElement('div');
    // The server's markup: every part carries the attribute (no window there is simulated by the markup itself).
    root.innerHTML = renderToString(<List />).replace(/<li>(?=<button type="button" id="part-([2-9])")/g, (_, part: string) => `<li ${AWAITING_APP_ATTRIBUTE}="${part}">`);
    document.body.append(root);
    const served = Array.from({ length: COUNT }, (_, index) => button(index));
    expect(document.querySelectorAll(`[${AWAITING_APP_ATTRIBUTE}]`)).toHaveLength(COUNT - FIRST);

    const counting = setInterval(() => (tasks += 1));
    tasks = 0;
    takeover = takeOverInTurns(() => hydrateRoot(root, <List />));
    expect(takeEarlyTaps()).toEqual([]);

    // The first parts are the app's at once; the others are still the server's markup, and a tap there is kept.
    expect(Object.keys(takenOver).map(Number)).toEqual([0, 1]);
    button(0).click();
    await rendered();
    expect(button(0).textContent).toBe('1');
    button(FIRST + PARTS_PER_TURN).click();
    await rendered();
    expect(button(FIRST + PARTS_PER_TURN).textContent).toBe('0');
    expect(button(FIRST + PARTS_PER_TURN).hasAttribute(KEPT_TAP_ATTRIBUTE)).toBe(true);
    expect(button(0).hasAttribute(KEPT_TAP_ATTRIBUTE)).toBe(false);

    await takeover;
    clearInterval(counting);
    // A turn's parts in one task, later turns in later ones.
    const turnOf = (index: number) => takenOver[index]!;
    expect(new Set(Array.from({ length: PARTS_PER_TURN }, (_, offset) => turnOf(FIRST + offset))).size).toBe(1);
    expect(turnOf(FIRST)).toBeGreaterThan(0);
    expect(turnOf(FIRST + PARTS_PER_TURN)).toBeGreaterThan(turnOf(FIRST));

    // The markup is the server's own, taken over, not drawn again; no part waits any more.
    expect(Array.from({ length: COUNT }, (_, index) => button(index))).toEqual(served);
    expect(document.querySelectorAll(`[${AWAITING_APP_ATTRIBUTE}]`)).toHaveLength(0);
    // The kept tap was tapped again once its part was the app's.
    await new Promise((resolve) => setTimeout(resolve));
    expect(button(FIRST + PARTS_PER_TURN).textContent).toBe('1');
    expect(button(FIRST + PARTS_PER_TURN).hasAttribute(KEPT_TAP_ATTRIBUTE)).toBe(false);
    button(FIRST).click();
    await rendered();
    expect(button(FIRST).textContent).toBe('1');
  });

  it('renders its parts at once where the app draws the page itself', () => {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(<List />);
    expect(document.querySelectorAll('button')).toHaveLength(COUNT);
    expect(document.querySelectorAll(`[${AWAITING_APP_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

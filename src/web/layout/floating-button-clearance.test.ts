import { describe, expect, it } from 'vitest';
import { coversSomething, probePoints } from './floating-button-clearance.js';

const viewport = { width: 390, height: 844 };

/** A page whose elements are found at points by where they were put, topmost first. */
function pageOf(markup: string) {
  document.body.innerHTML = markup;
  const button = document.querySelector('#chat')!;
  const at = new Map<string, Element[]>();
  const put = (x: number, y: number, ...ids: string[]) =>
    at.set(
      `${x},${y}`,
      ids.map((id) => document.getElementById(id)!),
    );
  const elementsAt = (x: number, y: number) => at.get(`${x},${y}`) ?? [document.body, document.documentElement];
  return { button, put, elementsAt };
}

const MARKUP = `
  <p id="text">Words <span id="word">here</span></p>
  <label id="option"><input id="radio" type="radio"> <span id="name">Beirut</span></label>
  <dl data-keep-clear><dd id="fee">$3.00</dd></dl>
  <ul id="photos" tabindex="0"><li id="photo">photo</li></ul>
  <main id="main" tabindex="-1"><span id="inside">text</span></main>
  <a id="chat" href="https://wa.me/1"><svg id="icon"></svg></a>`;

describe('what the floating button keeps clear of', () => {
  it('looks at a grid over its box, corners included, kept inside the viewport', () => {
    const points = probePoints({ left: 342, top: 10, width: 60, height: 60 }, viewport);
    expect(points).toHaveLength(25);
    expect(points[0]).toEqual({ x: 342, y: 10 });
    expect(points.at(-1)).toEqual({ x: 389, y: 70 });
    expect(Math.max(...points.map((point) => point.x))).toBe(389);
  });

  it('finds a control, a marked figure or something focusable under it, by what it holds too', () => {
    const { button, put, elementsAt } = pageOf(MARKUP);
    const points = [{ x: 1, y: 1 }];
    for (const [topmost, covered] of [
      ['name', true],
      ['radio', true],
      ['fee', true],
      ['photo', true],
      ['word', false],
      ['inside', false],
    ] as const) {
      put(1, 1, topmost);
      expect(coversSomething(points, elementsAt, button), topmost).toBe(covered);
    }
  });

  it('looks past the button itself, at what it would hide', () => {
    const { button, put, elementsAt } = pageOf(MARKUP);
    put(1, 1, 'icon', 'chat', 'text');
    put(2, 2, 'chat', 'fee');
    expect(coversSomething([{ x: 1, y: 1 }], elementsAt, button)).toBe(false);
    expect(
      coversSomething(
        [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
        elementsAt,
        button,
      ),
    ).toBe(true);
  });

  it('finds nothing where nothing is', () => {
    const { button, elementsAt } = pageOf(MARKUP);
    expect(coversSomething(probePoints({ left: 0, top: 0, width: 60, height: 60 }, viewport), elementsAt, button)).toBe(false);
  });
});

import { Suspense, type ReactNode } from 'react';
import { AWAITING_APP_ATTRIBUTE, replayEarlyTaps, takeEarlyTaps } from './before-start.js';

/**
 * Parts of a rendered page the app takes over after the rest, a few to a task (docs/decisions/014,
 * "Cards taken over a few at a time"). The home page's twenty catalogue cards were three quarters of
 * the takeover, the app's one long task (bench/README.md, Record 029): the app now takes the page over
 * without them, then the cards, `PARTS_PER_TURN` to a task, so that the phone answers between turns.
 *
 * While a part waits for its turn it keeps the server's markup as it is (Preact keeps what a part
 * suspended in a takeover rendered, and takes it over when it resumes), and its element carries
 * `data-awaiting-app`: the page's first script keeps a button tapped inside it, as it keeps every tap
 * before the app starts (before-start.ts), and the app taps it again once the part is its own.
 */

/** Parts taken over in each task after the page's own. */
export const PARTS_PER_TURN = 4;

interface Turn {
  promise: Promise<void>;
  resolve: () => void;
  done: boolean;
}

/** The turns of the parts that waited in the last takeover, by part; null before (and on the server). */
let turns: Map<number, Turn> | null = null;
/** True while the app takes the page over (`hydrate`, synchronous): a part met then waits for its turn. */
let takingOver = false;

/** The next task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Takes a rendered page over (`hydrate`), all but the parts that wait for their turn, then those in
 * order, `PARTS_PER_TURN` to a task, and taps again what was tapped inside each while it waited.
 * Resolves when every part is the app's.
 */
export async function takeOverInTurns(hydrate: () => void): Promise<void> {
  const waiting = new Map<number, Turn>();
  turns = waiting;
  takingOver = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
  }
  const parts = [...waiting.keys()].sort((a, b) => a - b);
  for (let start = 0; start < parts.length; start += PARTS_PER_TURN) {
    await nextTask();
    const group = parts.slice(start, start + PARTS_PER_TURN);
    for (const part of group) {
      const turn = waiting.get(part)!;
      turn.done = true;
      turn.resolve();
    }
    // The parts render again as their promises settle, in this task's microtasks; by the next they are the app's.
    await nextTask();
    for (const part of group) {
      const element = document.querySelector(`[${AWAITING_APP_ATTRIBUTE}="${part}"]`);
      if (!element) continue;
      const taps = takeEarlyTaps(element);
      element.removeAttribute(AWAITING_APP_ATTRIBUTE);
      void replayEarlyTaps(taps);
    }
  }
}

/**
 * The part's turn: a new one while the app takes the page over, else the one it had then, if any. A
 * part that waits may render again before its turn (its list renders again): it goes on waiting, or a
 * tap in it would be both answered by the app and kept for its turn (its element still awaits the app).
 */
function turnOf(part: number): Turn | undefined {
  if (!takingOver) return turns?.get(part);
  let turn = turns!.get(part);
  if (!turn) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    turn = { promise, resolve, done: false };
    turns!.set(part, turn);
  }
  return turn;
}

function WaitForTurn({ part, children }: { part: number; children: ReactNode }) {
  const turn = turnOf(part);
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * The attribute marking a part that waits for its turn: in the server's markup, in the takeover, and
 * until the part is the app's (takeOverInTurns removes it then). Its value is the part.
 */
export function awaitingApp(part: number): Record<string, string> {
  const waits = typeof window === 'undefined' || takingOver || turns?.get(part)?.done === false;
  return waits ? { [AWAITING_APP_ATTRIBUTE]: String(part) } : {};
}

/**
 * `children`, taken over in turn `part` (a number: lower first) after the rest of the page. Elsewhere
 * (the server, a page the app renders itself) just `children`.
 */
export function TakenOverLater({ part, children }: { part: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn part={part}>{children}</WaitForTurn>
    </Suspense>
  );
}

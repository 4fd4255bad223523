// Stored text shown beside other text: what a customer wrote (a name, a phone, a message) and the
// items' names. Isolated, its direction is its own: an Arabic name cannot pull the phone's digits after
// it into right-to-left order, nor can a right-to-left override left open reverse what follows it.

const EMBEDDING_OPENERS = new Set(['\u202A', '\u202B', '\u202D', '\u202E']); // LRE, RLE, LRO, RLO
const POP_EMBEDDING = '\u202C'; // PDF
const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']); // LRI, RLI, FSI
const POP_ISOLATE = '\u2069'; // PDI
const FIRST_STRONG_ISOLATE = '\u2068';

/**
 * `text` with its direction controls paired: a closer that closes nothing the text opened is dropped,
 * and what the text leaves open is closed at its end. Otherwise a PDI of its own would end the
 * isolate around it early, and an override after that would reach the text beside it.
 */
export function pairBidiControls(text: string): string {
  const closers: string[] = [];
  let paired = '';
  for (const char of text) {
    if (EMBEDDING_OPENERS.has(char)) closers.push(POP_EMBEDDING);
    else if (ISOLATE_OPENERS.has(char)) closers.push(POP_ISOLATE);
    else if (char === POP_EMBEDDING) {
      // A PDF closes the innermost embedding, and never an isolate's start.
      if (closers.at(-1) !== POP_EMBEDDING) continue;
      closers.pop();
    } else if (char === POP_ISOLATE) {
      // A PDI closes its isolate with every embedding opened inside it.
      const isolate = closers.lastIndexOf(POP_ISOLATE);
      if (isolate === -1) continue;
      closers.length = isolate;
    }
    paired += char;
  }
  return paired + closers.reverse().join('');
}

/** Stored text inside a sentence of the panel's (a question, a toast): FSI … PDI, <bdi> in plain text. */
export function isolateText(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${pairBidiControls(text)}${POP_ISOLATE}`;
}

/** Stored text in markup: <bdi> isolates it and takes its direction from its first strong letter. */
export function Isolate({ children }: { children: string }) {
  return <bdi>{pairBidiControls(children)}</bdi>;
}

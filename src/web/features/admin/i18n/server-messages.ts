// The server and the schemas the panel shares with it speak English (the API's language). A message
// one of them gives is shown in the panel's language: each English message is matched against the
// English catalogue (validation.ts and the API's messages) and the same message of the panel's
// catalogue is made from what the English one was made with.

type Catalogue = { readonly [key: string]: unknown };
type Message = (...args: (string | number)[]) => string;

/** One message the English catalogue can make, and how to make the same one in another language. */
interface Pattern {
  /** The English text, with a group for each argument that shows in it. */
  english: RegExp;
  /** Which argument each group is; the arguments that show nowhere are fixed in `fixed`. */
  groups: number[];
  fixed: (string | number)[];
  path: string[];
}

// Characters no message contains: an argument is found again by them.
const mark = (index: number) => `\u{E000}${index}\u{E001}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Numbers an argument takes besides the marks: the ones some messages word differently (0 sold out, 1 second). */
const SPECIAL_NUMBERS = [0, 1];

function patternOf(english: string, args: (string | number)[], path: string[]): Pattern {
  const groups: number[] = [];
  let source = '';
  let rest = english;
  for (;;) {
    const found = /\u{E000}(\d+)\u{E001}/u.exec(rest);
    if (!found) break;
    source += escapeRegExp(rest.slice(0, found.index)) + '([\\s\\S]+?)';
    groups.push(Number(found[1]));
    rest = rest.slice(found.index + found[0].length);
  }
  source += escapeRegExp(rest);
  return { english: new RegExp(`^${source}$`), groups, fixed: args, path };
}

/** Every message the English catalogue makes: its plain strings, and each function's shapes. */
function patternsOf(catalogue: Catalogue, path: string[] = [], into: Pattern[] = []): Pattern[] {
  for (const [key, value] of Object.entries(catalogue)) {
    const at = [...path, key];
    if (typeof value === 'string') into.push(patternOf(value, [], at));
    else if (typeof value === 'function') {
      const message = value as Message;
      const marks = Array.from({ length: message.length }, (_, index) => mark(index));
      into.push(patternOf(message(...marks), marks, at));
      // The same with one argument a number some languages word apart ("is sold out" for 0).
      for (let index = 0; index < message.length; index += 1) {
        for (const special of SPECIAL_NUMBERS) {
          const args = marks.map((value, at) => (at === index ? special : value));
          into.push(patternOf(message(...args), args, at));
        }
      }
    } else if (value && typeof value === 'object') patternsOf(value as Catalogue, at, into);
  }
  // The most specific first: a message with fewer open arguments wins ("1 second" before "{n} seconds").
  return into.sort((a, b) => a.groups.length - b.groups.length);
}

function lookUp(catalogue: Catalogue, path: string[]): unknown {
  let value: unknown = catalogue;
  for (const key of path) value = (value as Catalogue | undefined)?.[key];
  return value;
}

/** A counted argument back as the number it was; any other stays text. */
const argumentOf = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * A translator from `english` (a catalogue of strings and message functions) to `translated` (the
 * same keys in another language). A message neither catalogue makes is returned as it is.
 */
export function messageTranslator(english: Catalogue, translated: Catalogue): (message: string) => string {
  const patterns = patternsOf(english);
  return (message) => {
    for (const pattern of patterns) {
      const found = pattern.english.exec(message);
      if (!found) continue;
      const translatedMessage = lookUp(translated, pattern.path);
      if (typeof translatedMessage === 'string') return translatedMessage;
      if (typeof translatedMessage !== 'function') return message;
      const args = [...pattern.fixed];
      pattern.groups.forEach((argument, group) => (args[argument] = argumentOf(found[group + 1]!)));
      return (translatedMessage as Message)(...args);
    }
    return message;
  };
}

// What a customer typed (a name, a phone, an address, a note), made safe to show inside the shop's own
// words: the cart's order message, the owner's messages to the customer, the receipt and the order page.
// Zod-free and light: the cart's chunk, the order page's and the panel's import it, never the first load.

import type { Language } from './languages.js';
import { isolate } from './messages/translation.js';

/**
 * How many characters of each detail a message or a page shows (the order keeps all it was given:
 * deliveryNameMax and the others). A name is short; an address keeps its area, street and building.
 */
export const CUSTOMER_TEXT_MAX = { name: 50, phone: 30, address: 150, note: 200 } as const;

/** Line breaks, tabs and every other space, U+0085 (next line) with them: a run of them is one space. */
const SPACES = /[\s\u0085]+/g;

/**
 * What can hide or reorder the text around it, by Unicode's own classes: controls, format characters
 * (bidi marks, embeddings, overrides and isolates, interlinear annotations, tags), the default-ignorable
 * fillers and variation marks, noncharacters and lone surrogates.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]/gu;

/**
 * Kept though hidden: the zero-width joiner and non-joiner, and the variation selectors, which emoji
 * sequences ("❤️", "1️⃣") and some scripts need.
 */
const KEPT = /^(?:\u200C|\u200D|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}])$/u;

/** Quotation marks the messages put around the text: inside it they become plain ones, so it cannot close its own quote. */
const QUOTES = /[“”„‟«»‹›]/g;

/**
 * `text` as one line a message can quote: every run of spaces and line breaks one space, what can hide
 * or reorder text dropped, trimmed, and cut to `max` characters (by code point, so no emoji is split)
 * with an ellipsis. "Rima!\n\nIMPORTANT: …" comes out "Rima! IMPORTANT: …".
 */
export function customerText(text: string, max: number): string {
  const line = text
    .replace(SPACES, ' ')
    .replace(HIDDEN, (hidden) => (KEPT.test(hidden) ? hidden : ''))
    .replace(SPACES, ' ')
    .trim();
  const points = Array.from(line);
  if (points.length <= max) return line;
  // A joiner left at the cut would glue the ellipsis to the character before it.
  return `${points
    .slice(0, max - 1)
    .join('')
    .replace(/[\s\u200C\u200D]+$/u, '')}…`;
}

/** The quotation marks of each language: French with its no-break spaces, as the panel quotes a name. */
const QUOTED: Record<Language, (text: string) => string> = {
  en: (text) => `“${text}”`,
  fr: (text) => `«\u00a0${text}\u00a0»`,
  ar: (text) => `«${text}»`,
};

/**
 * `text` (customerText's one line) between the quotation marks of `language`, isolated inside them so a
 * name in another script keeps its order: it reads as the customer's words, never as the shop's.
 */
export function quoteCustomerText(text: string, language: Language, max: number): string {
  return QUOTED[language](isolate(customerText(text, max).replace(QUOTES, '"')));
}

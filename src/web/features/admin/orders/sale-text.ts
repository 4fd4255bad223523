// What the "Record a sale" dialog's parts share of its words: their types, and parts of a hint joined by dots.
import type { useAdminText } from '../i18n/context.js';

export type AdminText = ReturnType<typeof useAdminText>;
export type SaleMessages = AdminText['sale'];

/** The parts given, between dots: none left dangling when one is missing. */
export const dotted = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ');

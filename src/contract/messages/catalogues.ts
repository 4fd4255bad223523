// The storefront's words in every language it speaks: English (the source wording), French and Arabic.
// For the server and the tests; a page in the browser imports only its language's catalogue
// (./catalogues/fr.ts) or only its screen's module.

import type { Language } from '../languages.js';
import { ar } from './catalogues/ar.js';
import { en } from './catalogues/en.js';
import { fr } from './catalogues/fr.js';

export type { Catalogue } from './catalogues/en.js';

export const catalogues = { en, fr, ar } as const satisfies Record<Language, unknown>;

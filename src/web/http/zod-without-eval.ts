import { config } from 'zod';

// zod compiles object schemas with `new Function` when it can, and finds out whether it can by trying:
// under the shop's Content-Security-Policy (script-src 'self', no eval) that try is refused and the
// browser reports a violation on every page that checks a form. The browser's checks are small; zod
// interprets them instead. Imported for this effect by the code that parses with zod in the browser.
config({ jitless: true });

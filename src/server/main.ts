import { readConfig, runShop, startShop } from './start.js';

// React renders the storefront's pages (src/server/pages): its production build, unless told otherwise.
process.env.NODE_ENV ??= 'production';
runShop(() => startShop(readConfig()));

import { startDevServer } from './dev-server.js';
import { readConfig, runShop } from './start.js';

// `npm run dev`: the shop on its usual port, rendering pages from the sources (dev-server.ts), with
// React's development build on the server as in the browser, and its warnings.
process.env.NODE_ENV ??= 'development';
runShop(() => startDevServer(readConfig()));

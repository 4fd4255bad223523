// Which React the app's code gets: React on the server, Preact in the browser (vite.config.ts and
// vitest.config.ts both read these).

// wouter imports useSyncExternalStore from the shim package for React 17, which on React 18 and later
// only hands back React's own (it keeps its fallback all the same): take the runtime's directly.
const SHIM = /^use-sync-external-store\/shim(\/index\.js)?$/;

/** The server renders with React (react-dom/static's prerender waits for every lazily loaded page). */
export const SERVER_ALIASES = [{ find: SHIM, replacement: 'react' }];

/**
 * The browser runs the same components on Preact through `preact/compat` (docs/decisions/018): 10 KB
 * gzipped where React and ReactDOM were 60, for the same markup. The component tests (vitest.config.ts) run on it too.
 */
export const BROWSER_ALIASES = [
  { find: SHIM, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

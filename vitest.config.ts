import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// package.json `imports`: the "source" condition resolves #contract/*, #server/* to the TypeScript sources.
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
};

// Three suites: server (app.inject against real databases), web (components on React in happy-dom)
// and e2e (the built server driven through Debian's Chromium). `npm test` builds first.
export default defineConfig({
  ...sourceFirst,
  test: {
    projects: [
      {
        extends: true,
        // The server's page tests render the storefront from its sources (test/storefront-renderer.ts).
        plugins: [react()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-support/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server per file; two cores, so files run one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});

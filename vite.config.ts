import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The storefront and admin are one single-page app, built into dist/web and served by the API server.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // package.json `imports`: the "source" condition resolves #contract/* and #web/* to the TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // scripts/bundle-report.mjs reads it to print the first-load JS of `/`.
    manifest: true,
    reportCompressedSize: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
});

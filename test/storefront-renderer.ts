import type { RendererModule, StorefrontRenderer } from '#contract/rendering.js';

// The web app's server entry, named here rather than imported: as with the built server, which loads
// dist/ssr/entry-server.js by its path, the server side knows it only through the contract's types
// (and its type check does not take in the web app's sources).
const ENTRY = '#web/entry-server.js';

/**
 * The storefront's server renderer from its sources, for the server's tests: the built one is the same
 * code, and the server loads that one itself.
 */
export async function sourceRenderer(): Promise<StorefrontRenderer> {
  const module = (await import(/* @vite-ignore */ ENTRY)) as RendererModule;
  return module.createRenderer();
}

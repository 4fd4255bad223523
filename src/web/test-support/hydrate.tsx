import { act } from '@testing-library/react';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { Language } from '#contract/languages.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { App } from '#web/App.js';
import { hydratePage } from '#web/http/page-state.js';
import { createQueryClient } from '#web/http/query-client.js';
import { CATALOGUES } from './render.js';

// Apart from render.tsx: only the tests of server-rendered pages load the whole app.

/**
 * Hydrates the page the server rendered into `container` as the browser's entry does, and returns what
 * React complained of meanwhile: a mismatch, a recoverable error, a console error. The page's code
 * must be loaded first (loadPageCode), as the browser's entry does.
 */
export async function hydrateServerPage(
  container: HTMLElement,
  { state, shop, language }: { state: unknown; shop: ShopConfig; language: Language },
): Promise<{ root: Root; problems: unknown[] }> {
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    // Development React's note on two renderers sharing a context: the server's renderer runs in this process too.
    if (!String(args[0]).includes('multiple renderers')) problems.push(args);
  });
  const queryClient = createQueryClient();
  hydratePage(queryClient, state as DehydratedState);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} shop={shop} language={language} messages={CATALOGUES[language]} />
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  consoleError.mockRestore();
  return { root: root!, problems };
}

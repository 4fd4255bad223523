import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText } from '#contract/messages/storefront/catalogue.js';
import { QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { loadConfig } from './config.js';
import { inlineScriptHashes, startDevServer } from './dev-server.js';

describe('npm run dev', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-'));
    // No demo data: its pictures take most of a minute to make; the catalogue renders empty.
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ADMIN_PASSWORD: 'correct-horse-battery',
      SCRYPT_COST: '1024',
    });
    ({ app, address: base } = await startDevServer(config));
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders the home page on the server, in Vite's page, with the data it was rendered from", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toMatch(new RegExp(`<div id="root">[\\s\\S]*<h1 id="catalogue-heading"[^>]*>${catalogueText.heading}</h1>`));
    expect(html).toContain(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">`);
    // Every script written in the page (React's refresh preamble) is one the policy lets run.
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
    for (const hash of inlineScriptHashes(html)) expect(scriptSrc).toContain(hash);
  });

  it('leaves the API to the shop and its own files to Vite', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    // src/web/api/products.ts has the same address as the API's list of products.
    const products = await fetch(`${base}/api/products`);
    expect(products.headers.get('content-type')).toMatch(/^application\/json/);
    const client = await fetch(`${base}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('the production server', () => {
  it('never imports Vite', () => {
    const source = path.dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      // Type-only imports are erased from the built code.
      const specifiers = [...code.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gm)].map(([, specifier]) => specifier!);
      return specifiers.flatMap((specifier) => {
        const local = specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : specifier.startsWith('#server/')
            ? path.join(source, specifier.slice(8))
            : null;
        return local ? visit(local.replace(/\.js$/, '.ts')) : [specifier];
      });
    };
    const packages = visit(path.join(source, 'main.ts'));
    expect(packages).toContain('fastify');
    expect(packages.filter((name) => name === 'vite' || name.startsWith('vite/'))).toEqual([]);
  });
});

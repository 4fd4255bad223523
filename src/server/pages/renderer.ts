import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RendererModule, StorefrontRenderer } from '#contract/rendering.js';
import type { Language } from '#contract/languages.js';
import { escapeMarkup } from '../http/markup.js';

// The web build's server renderer (dist/ssr/entry-server.js, beside dist/web) and the client build's
// manifest, which says which files a rendered page's own code lives in (docs/decisions/019).

/** The renderer the web build made next to `webRoot`, or null when there is none (not built). */
export async function loadRenderer(webRoot: string | undefined): Promise<StorefrontRenderer | null> {
  if (!webRoot) return null;
  const entry = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createRenderer();
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The links a rendered page adds for its own code. In its head: a stylesheet of its modules' own (the
 * shop has one stylesheet today), linked as the page's styles are, since the page paints with it; and
 * the language's font preloads. At the end of its body: `<link rel="modulepreload">` for its own modules
 * and what they import, less what the entry already loads, so the browser fetches them beside the
 * entry, not after it, and the page hydrates sooner; at low priority, after the page's text, styles,
 * pictures and entry, which the page needs first.
 */
export type PreloadLinks = (modules: string[], language: Language) => { head: string; body: string };

/**
 * The Arabic typeface's files (declared in the shop's stylesheet, named by Arabic pages only; see
 * src/web/styles.css), preloaded on Arabic pages at low priority. A font the stylesheet asks for is
 * fetched at the browser's highest priority, ahead of the page's pictures, and Lighthouse counts it as
 * blocking the first paint; this text shows at once in the fallback face and takes this one when it
 * arrives (`font-display: swap`), so it can come after the pictures. The fetch the stylesheet then
 * makes is served by this one.
 */
const LANGUAGE_FONTS: Partial<Record<Language, RegExp>> = { ar: /noto-sans-arabic-\d+\.woff2$/ };

export function loadPreloadLinks(webRoot: string | undefined): PreloadLinks {
  const file = webRoot ? path.join(webRoot, '.vite', 'manifest.json') : undefined;
  if (!file || !existsSync(file)) return () => ({ head: '', body: '' });
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // A module the build put in a chunk of a group (vite.config.ts: src/web/routes/pages.ts in `pages`)
  // has no key of its own: the group's chunk, named after it, stands for it.
  const byName = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.name && key.startsWith('_') ? [[chunk.name, key] as const] : [])),
  );
  const keyOf = (module: string) => (manifest[module] ? module : byName.get(path.basename(module, path.extname(module))));
  const closure = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  // Each language's font files, found in the manifest once.
  const fontFiles = new Map(
    Object.entries(LANGUAGE_FONTS).map(([language, pattern]) => [
      language,
      Object.keys(manifest)
        .filter((key) => pattern.test(key))
        .map((key) => manifest[key]!.file),
    ]),
  );
  return (modules, language) => {
    const own = [...closure(modules.flatMap((module) => keyOf(module) ?? []))]
      .filter((key) => !entryKeys.has(key))
      .map((key) => manifest[key]!);
    const styles = new Set(own.flatMap((chunk) => chunk.css ?? []));
    const head = [
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeMarkup(file)}">`),
      ...(fontFiles.get(language) ?? []).map(
        (file) => `<link rel="preload" as="font" type="font/woff2" fetchpriority="low" crossorigin href="/${escapeMarkup(file)}">`,
      ),
    ];
    const body = own
      .filter((chunk) => chunk.file.endsWith('.js'))
      .map((chunk) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeMarkup(chunk.file)}">`);
    return { head: head.join('\n    '), body: body.join('\n    ') };
  };
}

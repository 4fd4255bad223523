// The app's entry as a classic script, started by the page once it has been shown (docs/decisions/014,
// "Started once the page is shown"). The bundler writes the entry as an ES module, and the lazily
// loaded chunks import the entry's shared code from it (`import{a as b}from"./index-….js"`). Here,
// after the bundle is written:
//
// - the entry becomes a script: its code goes inside a strict function, `import.meta` (which only
//   Vite's preload helper reads, for its URL) becomes an identifier of the same length, for an object
//   with the script's address, and its closing `export{…}` becomes an object on `window` that holds
//   the same bindings;
// - each chunk's import from the entry becomes a read of that object, padded with spaces to the same
//   length, so that every other position in the chunk, and its source map, stays where it was. Chunks
//   still import each other as modules, and the entry still loads them with `import()`, which classic
//   scripts have too;
// - the page names the entry in a `<link rel="preload" as="script">` (so it downloads with the page,
//   at low priority, as the module did) instead of a `<script type="module">`, and the page's first
//   script (src/web/app-start.ts) adds the script once the page has been painted.
//
// A chunk reads the entry's bindings once, as it starts, where an ES import would follow them: the
// entry has finished running before any chunk starts, and a binding exported by the shop's own code
// keeps its value (eslint.config.js forbids `export let` and `export var`). The build fails on
// anything else a module could do and a script could not: a top-level `await` (the entry is parsed
// again as a script), an `export *` or a default export, a chunk taking the entry as a namespace,
// re-exporting from it or importing it dynamically.
import type { Plugin } from 'vite';

/** The property of `window` through which the lazily loaded chunks reach the entry's bindings. */
export const ENTRY_EXPORTS = '__shopEntry';

/** The id of the page's `<link rel="preload">` for the entry; src/web/app-start.ts reads it. */
export const APP_CODE_ELEMENT_ID = 'app-code';

/**
 * V8's explicit compile hint (Chrome 136 on), on the entry's first line. The entry's code runs almost
 * all of it as the app takes the page over. Left to itself, V8 compiles a function only when it is first
 * called, on the main thread, in the middle of that takeover; with this comment Chromium compiles all
 * of them beforehand, on a background thread, while the file streams in. Measured on `/` and `/offer`
 * (bench/README.md, Record 027): the takeover's main-thread work about a quarter and a half shorter.
 * Other browsers read a comment. Lazily loaded chunks, which run only part of their code, are left as
 * they are.
 */
export const COMPILE_ON_LOAD = '//# allFunctionsCalledOnLoad';

/** Stands for `import.meta` in the entry: an identifier of the same length, so no position moves. */
const META = '__entryMeta';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Specifier extends Node {
  local: { name: string };
  imported?: { name: string };
  exported?: { name: string };
}
interface Declaration extends Node {
  source?: { value: string } | null;
  specifiers?: Specifier[];
}
/** The bundler's parser (an ESTree program, positions counted as the string's). */
export type Parse = (code: string, options?: { sourceType?: 'module' | 'script' }) => object;

/** The statements of `code`'s program. */
const statements = (code: string, parse: Parse) => (parse(code) as { body: Declaration[] }).body;

/** Each node of `node`'s tree (every object with a `type`), depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
  } else if (node && typeof node === 'object') {
    if (typeof (node as Node).type === 'string') yield node as Node;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodes(value);
  }
}

/** `code` with each range replaced, the ranges given in any order and not overlapping. */
function replaceRanges(code: string, edits: Array<{ start: number; end: number; text: string }>): string {
  let out = code;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The name an identifier or string literal (`export{a as "b-c"}`) stands for. */
const nameOf = (node: { name?: string; value?: string }) => node.name ?? node.value!;

/** `name: local` as an object literal or pattern writes it, as short as it can be. */
function property(name: string, local: string): string {
  if (name === local) return local;
  return `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}:${local}`;
}

/**
 * The entry's code as a classic script that leaves its exports on `window[ENTRY_EXPORTS]`. Two lines
 * come before the code (the compile hint, which Chromium reads only on the first line, and the
 * function's opening), so a source map's lines move down by two.
 */
export function entryAsScript(code: string, parse: Parse): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const statement of statements(code, parse)) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.source && statement.specifiers && !statement.declaration) {
      const properties = statement.specifiers.map((specifier) => property(nameOf(specifier.exported!), specifier.local.name));
      edits.push({ start: statement.start, end: statement.end, text: `window.${ENTRY_EXPORTS}={${properties.join(',')}};` });
    } else if (statement.type.startsWith('Export') || statement.type === 'ImportDeclaration') {
      throw new Error(`The entry has an ${statement.type}, which a classic script cannot have: see scripts/classic-entry.ts`);
    }
  }
  for (const node of nodes(parse(code))) {
    if (node.type === 'MetaProperty' && code.slice(node.start, node.end) === 'import.meta') edits.push({ start: node.start, end: node.end, text: META });
  }
  const opening = `(function(){"use strict";const ${META}={url:document.currentScript.src};`;
  const script = `${COMPILE_ON_LOAD}\n${opening}\n${replaceRanges(code, edits)}\n})();\n`;
  parse(script, { sourceType: 'script' });
  return script;
}

/**
 * A chunk's code with its imports from the entry (`entryFile`, as the chunk names it: `./index-….js`)
 * read from `window[ENTRY_EXPORTS]` instead, each padded to its import's length.
 */
export function importsFromScript(code: string, entryFile: string, parse: Parse): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const program = statements(code, parse);
  for (const statement of program) {
    if (statement.source?.value !== entryFile) continue;
    if (statement.type !== 'ImportDeclaration') throw new Error(`A chunk has an ${statement.type} from the entry: see scripts/classic-entry.ts`);
    const bindings = statement.specifiers!.map((specifier) => {
      if (specifier.type === 'ImportSpecifier') return property(nameOf(specifier.imported!), specifier.local.name);
      throw new Error(`A chunk takes the entry's code by an ${specifier.type}: see scripts/classic-entry.ts`);
    });
    const text = `const{${bindings.join(',')}}=window.${ENTRY_EXPORTS};`;
    const length = statement.end - statement.start;
    if (text.length > length) throw new Error(`A chunk's import from the entry would grow: see scripts/classic-entry.ts`);
    edits.push({ start: statement.start, end: statement.end, text: text.padEnd(length) });
  }
  for (const node of nodes(program)) {
    if (node.type === 'ImportExpression' && code.slice(node.start, node.end).includes(entryFile)) {
      throw new Error(`A chunk imports the entry dynamically: see scripts/classic-entry.ts`);
    }
  }
  return replaceRanges(code, edits);
}

/** The steps as written, for the files' hashes. */
const TRANSFORMATION = [entryAsScript, importsFromScript, property, replaceRanges].map(String).join('\n');

/**
 * The build step: the entry as a classic script, the chunks reading its bindings, and index.html naming
 * it in a preload link.
 */
export function classicEntry(): Plugin {
  return {
    name: 'classic-entry',
    apply: 'build',
    enforce: 'post',
    // A file's name carries the hash of its code as the bundler wrote it; these steps change that code
    // after, so the hash takes them in too: a change here gives the files new names, and a browser that
    // keeps the old ones (for a year: src/server/plugins/web.ts) does not mix them with the new.
    augmentChunkHash() {
      return TRANSFORMATION;
    },
    generateBundle: {
      // After Vite has written index.html and its list of each lazily loaded file's dependencies.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset' || typeof page.source !== 'string') return;
        const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        const entry = entries[0];
        if (entries.length !== 1 || entry?.type !== 'chunk') throw new Error(`Expected one entry, found ${entries.length}: see scripts/classic-entry.ts`);
        const parse: Parse = (code, options) => this.parse(code, options);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk === entry || !chunk.imports.includes(entry.fileName)) continue;
          // Chunks sit beside the entry (assets/), so each names it by its file name.
          chunk.code = importsFromScript(chunk.code, `./${entry.fileName.split('/').pop()}`, parse);
        }
        entry.code = entryAsScript(entry.code, parse);
        // A source map, when built (`--sourcemap`), moves down the two lines put before the code.
        const map = bundle[`${entry.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;;${json.mappings}` });
        }
        const tag = new RegExp(`<script type="module" crossorigin src="/${entry.fileName.replace(/[.]/g, '\\.')}"></script>`);
        if (!tag.test(page.source)) throw new Error(`index.html no longer names the entry as Vite writes it: see scripts/classic-entry.ts`);
        page.source = page.source.replace(
          tag,
          `<link id="${APP_CODE_ELEMENT_ID}" rel="preload" as="script" fetchpriority="low" href="/${entry.fileName}">`,
        );
      },
    },
  };
}

import { runInNewContext } from 'node:vm';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_ON_LOAD, ENTRY_EXPORTS, entryAsScript, importsFromScript } from './classic-entry.js';

// The entry and a chunk as the bundler writes them (minified, one import line, the exports at the end),
// with text outside ASCII before every edit: the parser's positions must be the string's.
const ENTRY = [
  'var e="Bayrūt · بيروت",t=()=>e.length,n=class{constructor(){this.made="made"}};',
  'function r(a){return new URL(a,import.meta.url).href}',
  'function i(a){return import.meta.resolve?import.meta.resolve(a):r(a)}',
  'export{t as a,n as b,r,i as "c-d"};',
].join('\n');
const ENTRY_FILE = './index-AbCdEf12.js';
const CHUNK = `import{a as x,b as y,r}from"${ENTRY_FILE}";import{z}from"./other-0123abcd.js";var w="é";window.result=[x(),new y().made,r("/assets/a.js"),w,z];`;

const parse = (code: string, options?: { sourceType?: 'module' | 'script' }) => parseAst(code, options);

/** A browser-like global object for running the scripts. */
function browser(scriptUrl: string) {
  const window: Record<string, unknown> = { document: { currentScript: { src: scriptUrl } }, URL };
  window.window = window;
  return window;
}

describe('the entry as a classic script', () => {
  it('leaves its exports, with their values, on window and no import.meta', () => {
    const script = entryAsScript(ENTRY, parse);
    const window = browser('https://shop.example/assets/index-AbCdEf12.js');
    runInNewContext(script, window);
    const exported = window[ENTRY_EXPORTS] as Record<string, unknown>;
    expect(Object.keys(exported).sort()).toEqual(['a', 'b', 'c-d', 'r']);
    expect((exported.a as () => number)()).toBe('Bayrūt · بيروت'.length);
    expect((exported.r as (url: string) => string)('./chunk.js')).toBe('https://shop.example/assets/chunk.js');
    expect((exported['c-d'] as (url: string) => string)('/x.js')).toBe('https://shop.example/x.js');
    expect(script).not.toContain('import.meta');
  });

  it('puts the compile hint on the first line and moves every line of the code down by two, unchanged but the last', () => {
    const lines = entryAsScript(ENTRY, parse).split('\n');
    expect(lines[0]).toBe(COMPILE_ON_LOAD);
    const original = ENTRY.split('\n');
    // `import.meta` and the identifier that stands for it are the same length: no column moves.
    for (const [index, line] of original.slice(0, -1).entries()) expect(lines[index + 2]!.length, line).toBe(line.length);
    expect(lines[2]).toBe(original[0]);
  });

  it('refuses what a classic script cannot do', () => {
    expect(() => entryAsScript('var a=await fetch("/");export{a};', parse)).toThrow();
    expect(() => entryAsScript('export*from"./b.js";', parse)).toThrow(/ExportAllDeclaration/);
    expect(() => entryAsScript('export default 1;', parse)).toThrow(/ExportDefaultDeclaration/);
    expect(() => entryAsScript('import"./b.js";export{};', parse)).toThrow(/ImportDeclaration/);
  });
});

describe("a chunk's imports from the entry", () => {
  it("reads the entry's bindings from window, keeps its other imports and every position", () => {
    const chunk = importsFromScript(CHUNK, ENTRY_FILE, parse);
    expect(chunk).toHaveLength(CHUNK.length);
    expect(chunk).not.toContain(ENTRY_FILE);
    expect(chunk).toContain('import{z}from"./other-0123abcd.js";');
    expect(chunk.slice(chunk.indexOf('var w'))).toBe(CHUNK.slice(CHUNK.indexOf('var w')));
    // Run after the entry, with the other chunk's import taken off (a script cannot import).
    const window = browser('https://shop.example/assets/index-AbCdEf12.js');
    runInNewContext(entryAsScript(ENTRY, parse), window);
    runInNewContext(chunk.replace('import{z}from"./other-0123abcd.js";', 'var z="z";'), window);
    expect(window.result).toEqual(['Bayrūt · بيروت'.length, 'made', 'https://shop.example/assets/a.js', 'é', 'z']);
  });

  it('refuses an import it cannot turn into a read', () => {
    expect(() => importsFromScript(`import*as m from"${ENTRY_FILE}";m.a();`, ENTRY_FILE, parse)).toThrow(/ImportNamespaceSpecifier/);
    expect(() => importsFromScript(`export{a}from"${ENTRY_FILE}";`, ENTRY_FILE, parse)).toThrow(/ExportNamedDeclaration/);
    expect(() => importsFromScript(`import("${ENTRY_FILE}");`, ENTRY_FILE, parse)).toThrow(/dynamically/);
  });
});

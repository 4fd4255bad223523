import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The storefront is read left to right and right to left (Arabic): its layout uses logical properties
// (ms-, pe-, start-, text-start, float-start…), which follow the page's direction, never left or right.
// The admin panel stays English. The floating WhatsApp button is placed by the pointer, in screen
// coordinates, on purpose.

const STOREFRONT = ['features', 'layout', 'components'].map((folder) => path.join(import.meta.dirname, folder));
const PHYSICAL =
  /(?<![\w-])-?(?:(?:m[lr]|p[lr]|left|right|scroll-[mp][lr])-(?:\d[\w./]*|\[[^\]]+\]|auto|full|px)|(?:rounded-(?:[lr]|[tb][lr])|border-[lr])(?:-[\w[\]]+)?|(?:text|float|clear)-(?:left|right))(?![\w-])/g;

function* sources(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'admin') yield* sources(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield file;
    }
  }
}

describe('the storefront layout in either direction', () => {
  it('uses logical properties, not left and right', () => {
    const found = STOREFRONT.flatMap((folder) => [...sources(folder)]).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(PHYSICAL)].map((match) => `${path.relative(import.meta.dirname, file)}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('would notice a physical one', () => {
    expect('ml-2 pr-4 left-3 text-right float-left rounded-l-lg border-r ms-2 start-3 text-start left-to-right'.match(PHYSICAL)).toEqual([
      'ml-2',
      'pr-4',
      'left-3',
      'text-right',
      'float-left',
      'rounded-l-lg',
      'border-r',
    ]);
  });
});

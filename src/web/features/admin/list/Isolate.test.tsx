import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Isolate, isolateText, pairBidiControls } from './Isolate.js';

const [LRE, RLE, PDF, RLO, LRI, RLI, FSI, PDI] = ['\u202A', '\u202B', '\u202C', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('pairBidiControls', () => {
  it('leaves text without direction controls, or with paired ones, as it is', () => {
    for (const text of ['Rima', 'رنا حداد', `a${RLO}b${PDF}c`, `${RLI}x${LRE}y${PDF}${PDI}`, '']) expect(pairBidiControls(text)).toBe(text);
  });

  it('closes what the text leaves open, innermost first', () => {
    expect(pairBidiControls(`Rana${RLO}`)).toBe(`Rana${RLO}${PDF}`);
    expect(pairBidiControls(`${FSI}a${RLE}b`)).toBe(`${FSI}a${RLE}b${PDF}${PDI}`);
  });

  it('drops a closer that would close what the text did not open', () => {
    // Its own PDI would end the isolate around it; the override after it would then reach further.
    expect(pairBidiControls(`Rana${PDI}${RLO}`)).toBe(`Rana${RLO}${PDF}`);
    expect(pairBidiControls(`${PDF}x`)).toBe('x');
    // A PDF never closes an isolate; a PDI closes its isolate and the embeddings inside it.
    expect(pairBidiControls(`${LRI}a${PDF}b${PDI}`)).toBe(`${LRI}ab${PDI}`);
    expect(pairBidiControls(`${LRI}${RLO}a${PDI}${PDF}`)).toBe(`${LRI}${RLO}a${PDI}`);
  });
});

describe('isolation', () => {
  it('wraps plain text in FSI … PDI with its controls paired', () => {
    expect(isolateText(`Rana${PDI}${RLO}`)).toBe(`${FSI}Rana${RLO}${PDF}${PDI}`);
  });

  it('renders markup as one <bdi> holding the paired text', () => {
    const { container } = render(<Isolate>{`Rana${RLO}`}</Isolate>);
    expect(container.innerHTML).toBe(`<bdi>Rana${RLO}${PDF}</bdi>`);
  });
});

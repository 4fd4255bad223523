import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';

function Field() {
  const [value, setValue] = useState('');
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, setValue);
  return (
    <>
      <input ref={ref} aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{`state: ${value}`}</output>
    </>
  );
}

describe('useTypedBeforeHydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  /** The server's markup, typed into (or not) before React hydrates it. */
  const hydrate = (typed?: string) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    if (typed !== undefined) container.querySelector('input')!.value = typed;
    act(() => {
      root = hydrateRoot(container, <Field />);
    });
    return container;
  };

  it('hands React what was typed before hydration', () => {
    const page = hydrate('Rana');
    expect(page.querySelector('output')!.textContent).toBe('state: Rana');
    expect(page.querySelector('input')!.value).toBe('Rana');
  });

  it('changes nothing in a field left as the server rendered it', () => {
    const page = hydrate();
    expect(page.querySelector('output')!.textContent).toBe('state: ');
  });
});

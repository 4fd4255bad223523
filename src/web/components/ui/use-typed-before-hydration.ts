import { useEffect, useRef } from 'react';

/**
 * A ref for a controlled text field of a server-rendered page, which hands React the text typed into
 * the field (or filled in by the browser) before React hydrated the page. Hydrating, React leaves the
 * field's text as the visitor sees it but keeps its own state, so a form sent afterwards would miss it.
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onTyped: (typed: string) => void,
) {
  const ref = useRef<Field>(null);
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) onTyped(field.value);
    // Once, as the field is hydrated: later the field and the state change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#web/config/ui.js';

/** `value` once it has stayed the same for `delay` ms: a search typed in a dialog, applied as the lists apply theirs. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

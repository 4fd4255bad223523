import { useLayoutEffect, useSyncExternalStore } from 'react';

// Which add or edit dialogs are open. If the server ends the session while one is, the owner signs in
// again over the page instead of being sent away from it, so what they typed is not lost.

let openForms = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  openForms += by;
  for (const listener of listeners) listener();
}

/**
 * Counts the calling dialog as open while it is mounted: from the moment it is on the page (a layout
 * effect: a plain one may run a frame later, and a session that ended in that frame would send the
 * owner away from the form).
 */
export function useCountAsOpenForm(): void {
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** Whether an add or edit dialog is open. */
export function useHasOpenForm(): boolean {
  return useSyncExternalStore(subscribe, () => openForms > 0);
}

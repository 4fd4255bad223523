import { useEffect } from 'react';

// Which pages and forms hold changes the owner has not saved. While any does, the browser asks before
// the page unloads (a reload, closing the tab, another address), and UnsavedChangesGuard asks before
// the panel's own links, the browser's Back and signing out leave it.

let unsaved = 0;
/** The owner already chose to leave without saving (signing out): the browser need not ask again. */
let released = false;

function askBeforeUnload(event: BeforeUnloadEvent) {
  if (released) return;
  event.preventDefault();
  // Browsers before 2023 ask only when returnValue is set as well.
  event.returnValue = '';
}

/** Counts the calling page or form as holding unsaved changes while `dirty`. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    unsaved += 1;
    if (unsaved === 1) window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      unsaved -= 1;
      if (unsaved > 0) return;
      window.removeEventListener('beforeunload', askBeforeUnload);
      released = false;
    };
  }, [dirty]);
}

export const hasUnsavedChanges = (): boolean => unsaved > 0;

/** The owner chose to leave without saving: the page may now unload without the browser asking. */
export function leaveWithoutSaving(): void {
  released = unsaved > 0;
}

/** Whether two states of a form (plain data: text, numbers, booleans, lists and records) hold the same. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

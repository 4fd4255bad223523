import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';

// react-hot-toast is loaded on the first toast, not with the page (docs/decisions/001). Its defaults
// are the shop's: error 4 s, success 2 s, at most 20 at once. Toasts sit at the top centre, just below
// the sticky bar (4 rem tall), so they cover neither the bar's cart link and menu button nor a
// dialog's Cancel and save buttons, which stay at its foot.

type HotToast = typeof import('react-hot-toast');
interface ToastOptions {
  duration?: number;
  id?: string;
}

let module: Promise<HotToast> | null = null;
const listeners = new Set<(loaded: HotToast) => void>();

function load(): Promise<HotToast> {
  if (!module) {
    module = import('react-hot-toast');
    void module.then((loaded) => listeners.forEach((listener) => listener(loaded)));
  }
  return module;
}

export const toast = {
  success(message: string, options?: ToastOptions): void {
    void load().then((m) => m.default.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void load().then((m) => m.default.error(message, options));
  },
};

/** The toasts' place: under the sticky bar, with react-hot-toast's own gap of 1 rem below it. */
const BELOW_THE_BAR: CSSProperties = { top: '5rem' };

/** Mount once; renders react-hot-toast's Toaster as soon as the first toast loads it. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<{ position?: 'top-center'; containerStyle?: CSSProperties }> | null>(null);
  useEffect(() => {
    const show = (loaded: HotToast) => setToaster(() => loaded.Toaster);
    listeners.add(show);
    if (module) void module.then(show);
    return () => void listeners.delete(show);
  }, []);
  return Toaster ? <Toaster position="top-center" containerStyle={BELOW_THE_BAR} /> : null;
}

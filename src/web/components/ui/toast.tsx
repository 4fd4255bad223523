import { useEffect, useState, type ComponentType } from 'react';

// react-hot-toast is loaded on the first toast, not with the page (docs/decisions/001). Its defaults
// are the shop's: error 4 s, success 2 s, at most 20 at once. Toasts sit at the top centre: at the
// bottom they covered a dialog's Cancel and save buttons, which stay at its foot. At the top a toast
// may cover the middle of the sticky bar, for its few seconds only.

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

/** Mount once; renders react-hot-toast's Toaster as soon as the first toast loads it. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<{ position?: 'top-center' }> | null>(null);
  useEffect(() => {
    const show = (loaded: HotToast) => setToaster(() => loaded.Toaster);
    listeners.add(show);
    if (module) void module.then(show);
    return () => void listeners.delete(show);
  }, []);
  return Toaster ? <Toaster position="top-center" /> : null;
}

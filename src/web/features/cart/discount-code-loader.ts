import { useEffect, useState } from 'react';

/**
 * The discount code's field, its words and the summary's row: a chunk of their own, loaded when the
 * visitor opens the field or has a code remembered, so the cart's first load carries none of it.
 */
export const loadDiscountCode = () => import('./DiscountCode.js');

export type DiscountCodeModule = Awaited<ReturnType<typeof loadDiscountCode>>;

/** The code's chunk once `wanted` and loaded; null until then. A chunk that did not come is asked again with the next `attempt`. */
export function useDiscountCode(wanted: boolean, attempt: number): DiscountCodeModule | null {
  const [loaded, setLoaded] = useState<DiscountCodeModule | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadDiscountCode().then(
      (module) => current && setLoaded(module),
      // Not loaded (the line dropped): the button stays, and the next tap tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, attempt]);
  return loaded;
}

import { useEffect, useState } from 'react';

/** The delivery details' check, with zod: loaded once the cart shows lines, not with the page. */
export const loadDeliveryCheck = () => import('#web/shop/delivery-check.js').then((module) => module.checkDelivery);

type CheckDelivery = typeof import('#web/shop/delivery-check.js').checkDelivery;

/** The check once it has loaded; until then the form shows no errors (a click on the order button waits for it). */
export function useDeliveryCheck(wanted: boolean): CheckDelivery | null {
  const [check, setCheck] = useState<CheckDelivery | null>(null);
  useEffect(() => {
    if (!wanted || check) return;
    let current = true;
    loadDeliveryCheck().then(
      (loaded) => current && setCheck(() => loaded),
      // Not loaded (the line dropped): the next click on the order button tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, check]);
  return check;
}

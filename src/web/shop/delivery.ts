import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/storage.js';

/** The cart's optional delivery form, as typed. */
export interface DeliveryDetails {
  name: string;
  phone: string;
  address: string;
  note: string;
}

export type DeliveryField = keyof DeliveryDetails;
export const DELIVERY_FIELDS: readonly DeliveryField[] = ['name', 'phone', 'address', 'note'];

export const EMPTY_DELIVERY: DeliveryDetails = { name: '', phone: '', address: '', note: '' };

interface DeliveryState {
  details: DeliveryDetails;
  /** The delivery option last chosen (a zone's id or 'pickup'); null until one is. Offered again if the shop still has it. */
  optionId: string | null;
  change: (field: DeliveryField, value: string) => void;
  choose: (optionId: string) => void;
}

type StoredDelivery = Partial<Pick<DeliveryState, 'details' | 'optionId'>> | undefined;

/** Kept in the browser so the next order starts filled in. */
export const useDelivery = create<DeliveryState>()(
  persist(
    (set) => ({
      details: EMPTY_DELIVERY,
      optionId: null,
      change: (field, value) => set(({ details }) => ({ details: { ...details, [field]: value } })),
      choose: (optionId) => set({ optionId }),
    }),
    {
      name: STORAGE_KEYS.delivery,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ details, optionId }) => ({ details, optionId }),
      // Details stored before the shop offered options have no option: the cart preselects the first.
      merge: (stored, current) => {
        const { details, optionId } = (stored ?? {}) as NonNullable<StoredDelivery>;
        return { ...current, details: { ...EMPTY_DELIVERY, ...details }, optionId: typeof optionId === 'string' ? optionId : null };
      },
      version: 1,
    },
  ),
);

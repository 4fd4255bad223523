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
  change: (field: DeliveryField, value: string) => void;
}

/** Kept in the browser so the next order starts filled in. */
export const useDelivery = create<DeliveryState>()(
  persist(
    (set) => ({
      details: EMPTY_DELIVERY,
      change: (field, value) => set(({ details }) => ({ details: { ...details, [field]: value } })),
    }),
    {
      name: STORAGE_KEYS.delivery,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ details }) => ({ details }),
      merge: (stored, current) => ({ ...current, details: { ...EMPTY_DELIVERY, ...(stored as Partial<DeliveryState> | undefined)?.details } }),
      version: 1,
    },
  ),
);

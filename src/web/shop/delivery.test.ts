import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DELIVERY, useDelivery } from './delivery.js';

describe('the delivery details kept in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    useDelivery.setState({ details: EMPTY_DELIVERY, optionId: null });
  });

  it('keeps the option chosen with the details', () => {
    useDelivery.getState().change('name', 'Rana');
    useDelivery.getState().choose('pickup');
    expect(JSON.parse(localStorage.getItem('delivery-details')!)).toEqual({
      state: { details: { ...EMPTY_DELIVERY, name: 'Rana' }, optionId: 'pickup' },
      version: 1,
    });
  });

  it('reads details stored before there were options, with none chosen', async () => {
    localStorage.setItem('delivery-details', JSON.stringify({ state: { details: { name: 'Rana', phone: '03 123 456' } }, version: 1 }));
    await useDelivery.persist.rehydrate();
    expect(useDelivery.getState().details).toEqual({ ...EMPTY_DELIVERY, name: 'Rana', phone: '03 123 456' });
    expect(useDelivery.getState().optionId).toBeNull();
  });

  it('reads a stored option back, and ignores one that is not an id', async () => {
    localStorage.setItem('delivery-details', JSON.stringify({ state: { details: EMPTY_DELIVERY, optionId: 'zone-beirut' }, version: 1 }));
    await useDelivery.persist.rehydrate();
    expect(useDelivery.getState().optionId).toBe('zone-beirut');
    localStorage.setItem('delivery-details', JSON.stringify({ state: { details: EMPTY_DELIVERY, optionId: 7 }, version: 1 }));
    await useDelivery.persist.rehydrate();
    expect(useDelivery.getState().optionId).toBeNull();
  });
});

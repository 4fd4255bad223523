import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderInputSchema } from '#contract/order.js';
import { newOrderKey } from './order-key.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newOrderKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a random UUID the API takes, different each time', () => {
    const keys = Array.from({ length: 200 }, () => newOrderKey());
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(orderInputSchema.shape.idempotencyKey.safeParse(key).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('needs only getRandomValues, as on a page served over plain HTTP', () => {
    // A page that is not a secure context has crypto.getRandomValues but no randomUUID (nor subtle).
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(newOrderKey()).toMatch(UUID_V4);
  });
});

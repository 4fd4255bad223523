import { describe, expect, it } from 'vitest';
import { settingsMessages } from '#contract/settings.js';
import type { ShopConfig } from '#contract/shop.js';
import { loadConfig } from '../config.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';

describe.each(engines)('an API client that reads the settings and puts them back, on %s', (engine) => {
  // A new shop: its number is the environment's, as the GET returns it (digits alone).
  const firstValues = loadConfig({ SHOP_NAME: 'Rima', SHOP_WHATSAPP_NUMBER: '96171123456' }).shop;

  const shop = useTestApp(engine, { shop: firstValues }, { signIn: true });

  const put = (payload: unknown) =>
    shop.t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(shop.token), payload: payload as Record<string, unknown> });
  const read = async () => {
    const response = await shop.t.app.inject({ url: '/api/settings' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShopConfig>();
  };

  it('takes back unchanged the settings of a new shop, the number as the GET returns it', async () => {
    const settings = await read();
    expect(settings).toEqual(firstValues);
    const response = await put(settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(settings);
    expect(await read()).toEqual(settings);
  });

  it('takes back saved settings unchanged, ignoring when the pound rate was set (the server stamps it)', async () => {
    const zone = { name: 'Beirut', fee: 3, freeOver: 50, estimate: 'Same day' };
    const first = await put({ ...VALID_SETTINGS, delivery: { zones: [zone], pickup: true } });
    expect(first.statusCode, first.body).toBe(200);
    const settings = await read();
    expect(settings.poundRate?.setAt).toEqual(expect.any(String));
    expect(settings.delivery.zones[0]!.id).toEqual(expect.any(String));
    const response = await put(settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(settings);
    expect(await read()).toEqual(settings);
  });

  it('takes a Lebanese number without +961, and refuses one whose country code cannot be told, keeping the one stored', async () => {
    const settings = await read();
    const lebanese = await put({ ...settings, whatsappNumber: '70 123 456' });
    expect([lebanese.statusCode, lebanese.json().whatsappNumber]).toEqual([200, '96170123456']);
    expect((await put(settings)).statusCode).toBe(200);
    for (const whatsappNumber of ['1234567890', '4420794609', `0${settings.whatsappNumber}`]) {
      const response = await put({ ...settings, whatsappNumber });
      expect(response.statusCode, whatsappNumber).toBe(400);
      expect(response.json()).toEqual({
        message: settingsMessages.whatsappNumber,
        errors: { whatsappNumber: settingsMessages.whatsappNumber },
      });
    }
    expect(await read()).toEqual(settings);
  });
});

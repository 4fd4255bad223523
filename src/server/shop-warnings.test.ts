import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop.js';
import { loadConfig } from './config.js';
import { shopWarnings } from './shop-warnings.js';

describe('shop warnings at start', () => {
  it('points to the Settings page while the placeholder number is in use', () => {
    const warnings = shopWarnings(loadConfig({}).shop);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Settings page');
    expect(warnings[0]).toContain('SHOP_WHATSAPP_NUMBER');
    expect(warnings[0]).toContain(DEFAULT_SHOP_CONFIG.whatsappNumber);
  });

  it('says nothing once the shop has its own number', () => {
    expect(shopWarnings(loadConfig({ SHOP_WHATSAPP_NUMBER: '96171123456' }).shop)).toEqual([]);
  });
});

import fp from 'fastify-plugin';
import { ShopSettingsService } from '../settings/service.js';

/** Decorates `settings`: the shop's settings as they are now (src/server/settings). */
export const settingsPlugin = fp<{ now?: () => Date }>(
  async (app, { now }) => {
    app.decorate('settings', new ShopSettingsService(app.db, app.config.shop, now));
  },
  { name: 'settings', dependencies: ['database'] },
);

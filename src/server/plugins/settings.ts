import fp from 'fastify-plugin';
import { ShopSettingsService } from '../settings/service.js';

/** Decorates `settings`: the shop's settings as they are now (src/server/settings). */
export const settingsPlugin = fp<{ now?: () => Date }>(
  async (app, { now }) => {
    const unreadable = (error: unknown) =>
      app.log.error(
        { err: error },
        'the stored shop settings cannot be read: the shop uses its first values until the owner saves the Settings page',
      );
    app.decorate('settings', new ShopSettingsService(app.db, app.config.shop, now, unreadable));
  },
  { name: 'settings', dependencies: ['database'] },
);

import { rm } from 'node:fs/promises';
import { startShop, TEMPLATE_ENV } from './harness.js';

/**
 * Seeds one data folder (demo catalogue through the real image pipeline, ~10 s) before the e2e files
 * run; each test's `startShop()` then starts from a copy of it instead of seeding again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const shop = await startShop({ keepDataDir: true, fresh: true });
  await shop.stop();
  process.env[TEMPLATE_ENV.dataDir] = shop.dataDir;
  process.env[TEMPLATE_ENV.password] = shop.adminPassword;
  return async () => {
    await rm(shop.dataDir, { recursive: true, force: true });
  };
}

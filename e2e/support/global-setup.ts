import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startShop, TEMPLATE_ENV } from './harness.js';

/**
 * Seeds one data folder (demo catalogue through the real image pipeline, ~10 s) before the e2e files
 * run; each test's `startShop()` then starts from a copy of it instead of seeding again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The run's screenshots, in a folder of its own (kept after the run, to be looked at), unless SHOTS_DIR names one.
  process.env.SHOTS_DIR ??= path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-')), 'shots');
  console.log(`Screenshots: ${process.env.SHOTS_DIR}`);
  const shop = await startShop({ keepDataDir: true, fresh: true });
  await shop.stop();
  process.env[TEMPLATE_ENV.dataDir] = shop.dataDir;
  process.env[TEMPLATE_ENV.password] = shop.adminPassword;
  return async () => {
    await rm(shop.dataDir, { recursive: true, force: true });
  };
}

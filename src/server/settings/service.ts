import { shopConfigSchema, type ShopConfig } from '#contract/shop.js';
import type { DeliveryOptions } from '#contract/delivery.js';
import { settingsMessages, type DeliveryOptionsInput, type ShopSettingsSaved } from '#contract/settings.js';
import { recordActivity, type Actor } from '../activity/record.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { fieldError } from '../http/errors.js';
import { catalogueTransaction, readCatalogueVersion } from '../catalogue/version.js';
import { findStoredSettings, storeSettings } from './repository.js';

/**
 * The shop's settings as they are now: what the owner saved, or the first values (the `SHOP_*`
 * environment) until then. A save bumps the catalogue version, so each instance caches the parsed
 * settings of the version it last read and asks the database again only when the version moved.
 */
export class ShopSettingsService {
  private cached: { version: number; shop: ShopConfig } | undefined;

  constructor(
    private readonly db: Db,
    private readonly firstValues: ShopConfig,
    private readonly now: () => Date = () => new Date(),
    /** Told when the stored row cannot be read (changed by hand, say): the shop goes on with its first values. */
    private readonly onUnreadable: (error: unknown) => void = () => undefined,
  ) {}

  /** The settings now: one read of the catalogue version, and of the row when it changed. */
  async current(): Promise<ShopConfig> {
    return this.at(await readCatalogueVersion(this.db));
  }

  /** The settings for a catalogue version the caller has just read (a page rendered for that version). */
  async at(version: number): Promise<ShopConfig> {
    if (this.cached && this.cached.version >= version) return this.cached.shop;
    const shop = await this.read(this.db);
    if (!this.cached || this.cached.version <= version) this.cached = { version, shop };
    return shop;
  }

  /** The delivery options orders are charged by now. */
  async deliveryOptions(): Promise<DeliveryOptions> {
    return (await this.current()).delivery;
  }

  /**
   * Stores the settings `by` whoever saves them (recorded in the activity) and returns them as
   * stored. Delivery options left out keep the ones stored (a page that does not edit them). The
   * pound rate's `setAt` is now when its rate or step changed, and stays as it was otherwise. A
   * number sent as returned (digits alone) must be the one stored, and a zone's id one of the
   * stored zones'.
   */
  async save(by: Actor | null, input: ShopSettingsSaved): Promise<ShopConfig> {
    return catalogueTransaction(this.db, async (trx) => {
      const before = await this.read(trx);
      const now = this.now().toISOString();
      const { whatsappNumber } = input;
      if (whatsappNumber.asReturned && whatsappNumber.digits !== before.whatsappNumber) {
        throw fieldError('whatsappNumber', settingsMessages.whatsappNumber);
      }
      const unchanged =
        input.poundRate && before.poundRate?.rate === input.poundRate.rate && before.poundRate.step === input.poundRate.step;
      const shop: ShopConfig = {
        ...input,
        whatsappNumber: whatsappNumber.digits,
        lowStockThreshold: input.lowStockThreshold ?? before.lowStockThreshold,
        delivery: input.delivery ? deliveryToStore(input.delivery, before.delivery) : before.delivery,
        poundRate: input.poundRate ? { ...input.poundRate, setAt: unchanged ? before.poundRate!.setAt : now } : null,
      };
      await storeSettings(trx, JSON.stringify(shop), now);
      await recordActivity(trx, by, { kind: 'settings', action: 'updated', subjectId: null, subjectLabel: 'Settings', at: now });
      return shop;
    });
  }

  /**
   * A setting added after the row was saved takes its first value. A row that is not valid settings
   * (edited by hand, say) must not take the storefront down: the first values stand in, and the
   * owner's next save replaces the row.
   */
  private async read(db: Db): Promise<ShopConfig> {
    const stored = await findStoredSettings(db);
    if (stored === undefined) return this.firstValues;
    try {
      return shopConfigSchema.parse({ ...this.firstValues, ...(JSON.parse(stored) as Partial<ShopConfig>) });
    } catch (error) {
      this.onUnreadable(error);
      return this.firstValues;
    }
  }
}

/**
 * The options as stored: a new zone (no id yet) gets one, which orders name it by from then on. An
 * id sent must be a stored zone's: one the client made up would pass for a zone the shop made.
 */
function deliveryToStore(input: DeliveryOptionsInput, stored: DeliveryOptions): DeliveryOptions {
  const storedIds = new Set(stored.zones.map((zone) => zone.id));
  if (input.zones.some((zone) => zone.id !== undefined && !storedIds.has(zone.id)))
    throw fieldError('delivery', settingsMessages.zoneIdInvalid);
  return { zones: input.zones.map((zone) => ({ ...zone, id: zone.id ?? uuidv7() })), pickup: input.pickup };
}

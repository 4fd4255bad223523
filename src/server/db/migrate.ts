import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initialSchema from './migrations/20250601000000_initial_schema.js';
import * as searchIndex from './migrations/20261122000000_search_index.js';
import * as catalogueVersion from './migrations/20261122030000_catalog_version.js';
import * as rateLimitWindows from './migrations/20261122060000_rate_limit_windows.js';
import * as appSecrets from './migrations/20261122120000_app_secrets.js';
import * as imageVariants from './migrations/20261122201500_image_variants.js';
import * as orders from './migrations/20261125000000_orders.js';
import * as orderSearchIndex from './migrations/20261125000100_order_search_index.js';
import * as shopSettings from './migrations/20261125000200_shop_settings.js';
import * as itemTranslations from './migrations/20261125000300_item_translations.js';
import * as moneyBigint from './migrations/20261126000000_money_bigint.js';
import * as stock from './migrations/20261127000000_stock.js';
import * as orderChannel from './migrations/20261127000100_order_channel.js';
import * as stockListOrder from './migrations/20261127000200_stock_list_order.js';
import * as itemPhotos from './migrations/20261127000300_item_photos.js';
import * as orderDeliveryOption from './migrations/20261127000400_order_delivery_option.js';
import * as stockHistoryOrder from './migrations/20261127000500_stock_history_order.js';
import * as distinctColorCodes from './migrations/20261127000600_distinct_color_codes.js';
import * as lowerCaseIdempotencyKeys from './migrations/20261127000700_lower_case_idempotency_keys.js';
import * as searchFold from './migrations/20261127000800_search_fold.js';
import * as itemsUpdatedAtIndex from './migrations/20261127000900_items_updated_at_index.js';
import * as adminLanguage from './migrations/20261127001000_admin_language.js';
import * as accountsAndActivity from './migrations/20261129000000_accounts_and_activity.js';
import * as orderLanguage from './migrations/20261129000100_order_language.js';
import * as discountCodes from './migrations/20261129000200_discount_codes.js';
import * as feedSettings from './migrations/20261129000300_feed_settings.js';
import * as orderLineShownNames from './migrations/20261129000400_order_line_shown_names.js';
import * as oneTimePasswordExpiry from './migrations/20261130100000_one_time_password_expiry.js';
import * as orderPageKeys from './migrations/20261209120000_order_page_keys.js';

// Listed here rather than read from the folder, so they run the same from source and from dist/.
const MIGRATIONS: Record<string, Migration> = {
  '20250601000000_initial_schema': initialSchema,
  '20261122000000_search_index': searchIndex,
  '20261122030000_catalog_version': catalogueVersion,
  '20261122060000_rate_limit_windows': rateLimitWindows,
  '20261122120000_app_secrets': appSecrets,
  '20261122201500_image_variants': imageVariants,
  '20261125000000_orders': orders,
  '20261125000100_order_search_index': orderSearchIndex,
  '20261125000200_shop_settings': shopSettings,
  '20261125000300_item_translations': itemTranslations,
  '20261126000000_money_bigint': moneyBigint,
  '20261127000000_stock': stock,
  '20261127000100_order_channel': orderChannel,
  '20261127000200_stock_list_order': stockListOrder,
  '20261127000300_item_photos': itemPhotos,
  '20261127000400_order_delivery_option': orderDeliveryOption,
  '20261127000500_stock_history_order': stockHistoryOrder,
  '20261127000600_distinct_color_codes': distinctColorCodes,
  '20261127000700_lower_case_idempotency_keys': lowerCaseIdempotencyKeys,
  '20261127000800_search_fold': searchFold,
  '20261127000900_items_updated_at_index': itemsUpdatedAtIndex,
  '20261127001000_admin_language': adminLanguage,
  '20261129000000_accounts_and_activity': accountsAndActivity,
  '20261129000100_order_language': orderLanguage,
  '20261129000200_discount_codes': discountCodes,
  '20261129000300_feed_settings': feedSettings,
  '20261129000400_order_line_shown_names': orderLineShownNames,
  '20261130100000_one_time_password_expiry': oneTimePasswordExpiry,
  '20261209120000_order_page_keys': orderPageKeys,
};

const FIRST_MIGRATION = '20250601000000_initial_schema';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Applies pending migrations; returns the names of those applied now (all of them on a new database). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs before (and regardless of) the typed schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Whether this set of applied migrations created the database from nothing. */
export const createdNow = (applied: string[]): boolean => applied.includes(FIRST_MIGRATION);

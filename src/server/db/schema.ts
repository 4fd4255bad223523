import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Column types mean the same on SQLite and PostgreSQL: text ids (UUIDv7), 64-bit integer cents
// (read as numbers: db/connect.ts), ISO-8601 UTC text timestamps, integer 0/1 booleans, JSON as text.

export interface CategoriesTable {
  id: string;
  name: string;
  /** The French and Arabic names; null when not translated (English is shown). */
  name_fr: string | null;
  name_ar: string | null;
  /** NFKC + lower case, unique: names are unique case-insensitively. */
  name_key: string;
  created_at: string;
  updated_at: string;
}

export interface ImagesTable {
  id: string;
  width: number;
  height: number;
  /** JSON list of the stored widths. */
  widths: string;
  /** When it was stored or last uploaded again: while nothing uses it, sweeps keep it a day from then. A write that stops using it sets the epoch. */
  created_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  /** French and Arabic text; null when not translated (English is shown). */
  name_fr: string | null;
  name_ar: string | null;
  description_fr: string | null;
  description_ar: string | null;
  /** Folded names and descriptions in every language. */
  search_text: string;
  price_cents: number;
  offer_price_cents: number | null;
  sold_out: number;
  /** 1: counted in stock_levels (per colour when it has colours), sold out at 0. */
  track_stock: Generated<number>;
  category_id: string | null;
  /** JSON list of {name, hexCode, photo}: photo is one of the item's photos (an image id) or null. */
  colors: string;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface OffersTable {
  id: string;
  name: string;
  description: string;
  /** French and Arabic text; null when not translated (English is shown). */
  name_fr: string | null;
  name_ar: string | null;
  description_fr: string | null;
  description_ar: string | null;
  /** Folded names and descriptions in every language. */
  search_text: string;
  price_cents: number;
  offer_price_cents: number | null;
  /** 1: counted in stock_levels, sold out at 0. */
  track_stock: Generated<number>;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CarouselImagesTable {
  id: string;
  image_id: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** A person who works in the admin panel. Accounts are switched off, never deleted: what they did keeps its author. */
export interface AdminUsersTable {
  id: string;
  /** As the person typed it; they sign in with any spelling of the same key. */
  username: string;
  /** The username without case and look-alike letters (auth/username.ts): unique. */
  username_key: string;
  /** The name the shop knows the person by, shown beside what they did. */
  name: string;
  /** 'owner' or 'staff' (contract/roles.ts). */
  role: Generated<string>;
  /** 0: switched off; its sessions were ended and it cannot sign in. */
  active: Generated<number>;
  /** 1: signs in with a one-time password and must choose their own before anything else. */
  must_change_password: Generated<number>;
  /** Until when the one-time password may sign in (ISO-8601 UTC): set to the moment it does. Null for one's own. */
  one_time_password_until: string | null;
  password_hash: string;
  /** The language the person reads the admin panel in; null until they have used it. */
  language: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** The latest request, to the minute (written at most once a minute). */
  last_seen_at: string;
  /** The sign-in request's User-Agent, as sent (cut to 300 characters): the sessions list names the device from it. */
  device: Generated<string>;
}

/** One row (id 1): bumped by triggers in every transaction that changes the public catalogue. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** One row (id 1): the shop's settings as the owner saved them, as JSON text (a ShopConfig). */
export interface ShopSettingsTable {
  id: number;
  settings: string;
  /** ISO-8601 UTC. */
  updated_at: string;
}

/** A fixed window of counted requests or failures for one key (see server/rate-limit/windows.ts). */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  /** ISO-8601 UTC: the window ends here and the next hit starts a new one. */
  reset_at: string;
}

/** A secret shared by every app instance, made by the first that needs it (see auth/known-device.ts). */
export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A stored image width, when the images live in the database (IMAGE_STORAGE=database). */
export interface ImageVariantsTable {
  /** The content-addressed key, `<id>-<width>.webp`, as in its URL. */
  key: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: string;
}

/** A placed order: its customer's details and totals; its lines and status changes are rows of their own. */
export interface OrdersTable {
  id: string;
  /** BB-XXXXX, unique, never reused. */
  reference: string;
  /** The browser's key for this order: sending it again returns this order. */
  idempotency_key: string;
  /** SHA-256 of the request's lines and delivery, to tell a retry from another order under the same key. */
  request_hash: string;
  status: string;
  /** website, or where a recorded sale was made: shop, phone, whatsapp. */
  channel: Generated<string>;
  /** The language the customer ordered in (en, fr, ar): the order's page and the owner's replies speak it. */
  language: Generated<string>;
  customer_name: string | null;
  customer_phone: string | null;
  address: string | null;
  note: string | null;
  sent_without_reference: number;
  item_count: number;
  /** The items' total; the delivery fee is apart. */
  total_cents: number;
  /** The delivery option chosen, as it was then: a zone's id or 'pickup'; null when none was (all four null). */
  delivery_option_id: string | null;
  /** 'zone' or 'pickup'. */
  delivery_option_kind: string | null;
  /** The zone's English name then, or 'Pick up at the shop'. */
  delivery_option_name: string | null;
  /** What delivery cost this order, worked out by the server; 0 when free or none chosen. */
  delivery_fee_cents: Generated<number>;
  /** The discount code used (its row may since be switched off, never deleted while an order names it), and the code as used. */
  discount_code_id: string | null;
  discount_code: string | null;
  /** What the code took off the items' total, and off the delivery fee (free delivery). */
  discount_items_cents: Generated<number>;
  discount_delivery_cents: Generated<number>;
  /** The customer's phone folded (phone-key.ts), kept with a code's order so its per-phone limit can count it. */
  discount_phone_key: string | null;
  /** Folded reference, name and phone digits, for the owner's search. */
  search_text: string;
  /**
   * 16 random bytes (base64url) the order's page's link is made from, unique; a new link replaces it.
   * Null for an order placed before keys that was never given a new link: its link is made from its id.
   */
  page_key: string | null;
  created_at: string;
  /** YYYY-MM-DD of created_at in Asia/Beirut: the shop's day, for the dashboard. */
  created_day: string;
  updated_at: string;
}

/** A copy of one cart line at the time of the order; item_id is plain text (no foreign key). */
export interface OrderLinesTable {
  order_id: string;
  position: number;
  kind: string;
  item_id: string;
  name: string;
  color_hex: string | null;
  color_name: string | null;
  /**
   * The item's and the colour's names as the customer saw them, in the order's language (English
   * where untranslated); null in lines placed before they were kept, and without a colour.
   */
  shown_name: string | null;
  shown_color_name: string | null;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
  /** The order's created_day, copied: the dashboard finds a period's lines by it. */
  created_day: string;
}

/** Every status an order took, creation (new) included. */
export interface OrderStatusChangesTable {
  id: string;
  order_id: string;
  status: string;
  changed_at: string;
  /** Who changed it, and their name then; null when the customer's order created it. */
  actor_id: string | null;
  actor_name: string | null;
}

/** The count of an item ('product' or 'offer'), or of one of a product's colours; never below 0. */
export interface StockLevelsTable {
  id: string;
  kind: string;
  item_id: string;
  /** The colour's #RRGGBB, or '' for the item itself. */
  color_key: string;
  color_name: string | null;
  count: number;
  /** Folded item and colour names, for the Stock page's search. */
  search_text: string;
  updated_at: string;
  /** The item's track_stock, kept in step when the item is saved: the Stock page lists only these. */
  tracked: number;
  /** The item's name folded, kept in step when the item is saved: the Stock page's order. */
  sort_name: string;
  /** The seq of its latest change (0 before any): bumped by the update that moves the count, under its row lock. */
  last_change_seq: number;
}

/** One change of a count: when, from what to what, and why (an order's reference when an order moved it). */
export interface StockChangesTable {
  id: string;
  stock_id: string;
  changed_at: string;
  count_before: number;
  count_after: number;
  reason: string;
  order_id: string | null;
  order_reference: string | null;
  /** Its place in its count's history (1, 2, …): the history is listed by it, as times may run out of order. */
  seq: number;
  /** Who made the change (by hand, or by the order or sale they saved), and their name then; null for a customer's order. */
  actor_id: string | null;
  actor_name: string | null;
}

/** One change of the shop's data and who made it (contract/activity.ts); written in the change's transaction. */
export interface ActivityTable {
  id: string;
  at: string;
  actor_id: string;
  /** The person's name then: kept after the account is renamed or switched off. */
  actor_name: string;
  kind: string;
  action: string;
  subject_id: string | null;
  subject_label: string;
  /** JSON of an ActivityDetail. */
  detail: Generated<string>;
}

/** A discount code (contract/discount-code.ts); `code` folded and unique. */
export interface DiscountCodesTable {
  id: string;
  code: string;
  /** percent, amount or freeDelivery. */
  kind: string;
  percent: number | null;
  amount_cents: number | null;
  min_items_cents: number | null;
  /** Instants (UTC ISO); the panel shows and takes them in Beirut time. */
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_phone: number | null;
  /** Orders not cancelled that used it: claimed in the order's transaction, given back when it is cancelled. */
  uses: Generated<number>;
  /** JSON arrays: category ids, and `{ kind, id }` items; both empty: every line. */
  category_ids: Generated<string>;
  item_targets: Generated<string>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One photo of a product or an offer ('product' or 'offer'); position 0 is the item's `image_id`. */
export interface ItemPhotosTable {
  id: string;
  kind: string;
  item_id: string;
  position: number;
  image_id: string;
  created_at: string;
}

/** One row (id 1): the product feed's brand (null: the shop's name) and categories' Google product categories (JSON text). */
export interface FeedSettingsTable {
  id: number;
  brand: string | null;
  categories: string;
  updated_at: string;
}

export interface Database {
  categories: CategoriesTable;
  images: ImagesTable;
  products: ProductsTable;
  offers: OffersTable;
  carousel_images: CarouselImagesTable;
  contact_messages: ContactMessagesTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  catalog_version: CatalogueVersionTable;
  rate_limit_windows: RateLimitWindowsTable;
  app_secrets: AppSecretsTable;
  image_variants: ImageVariantsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_changes: OrderStatusChangesTable;
  shop_settings: ShopSettingsTable;
  stock_levels: StockLevelsTable;
  stock_changes: StockChangesTable;
  item_photos: ItemPhotosTable;
  activity: ActivityTable;
  discount_codes: DiscountCodesTable;
  feed_settings: FeedSettingsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ImageRow = Selectable<ImagesTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CarouselImageRow = Selectable<CarouselImagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type DiscountCodeRow = Selectable<DiscountCodesTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderStatusChangeRow = Selectable<OrderStatusChangesTable>;

import type { Insertable, Selectable, Updateable } from 'kysely';

// Column types mean the same on SQLite and PostgreSQL: text ids (UUIDv7), integer cents,
// ISO-8601 UTC text timestamps, integer 0/1 booleans, JSON as text.

export interface CategoriesTable {
  id: string;
  name: string;
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
  created_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  search_text: string;
  price_cents: number;
  offer_price_cents: number | null;
  sold_out: number;
  category_id: string | null;
  /** JSON list of {name, hexCode}. */
  colors: string;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface OffersTable {
  id: string;
  name: string;
  description: string;
  search_text: string;
  price_cents: number;
  offer_price_cents: number | null;
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

export interface AdminUsersTable {
  id: string;
  username: string;
  password_hash: string;
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
}

/** One row (id 1): bumped by triggers in every transaction that changes the public catalogue. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
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
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ImageRow = Selectable<ImagesTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CarouselImageRow = Selectable<CarouselImagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;

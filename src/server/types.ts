import type { Permission } from '#contract/roles.js';
import type { AuthService, AdminSession } from './auth/service.js';
import type { CatalogueCache } from './catalogue/cache.js';
import type { CatalogueDocuments } from './catalogue/documents.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/connect.js';
import type { DatabaseState } from './db/database-state.js';
import type { ImageStorage } from './images/storage.js';
import type { ShopSettingsService } from './settings/service.js';
import type { ImageLibrary } from './uploads/library.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** Whether the database is away, busy or refusing writes, as the requests found it. */
    databaseState: DatabaseState;
    storage: ImageStorage;
    images: ImageLibrary;
    auth: AuthService;
    catalogueCache: CatalogueCache;
    /** The product feed and the sitemap, made once per catalogue version (catalogue/documents.ts). */
    catalogueDocuments: CatalogueDocuments;
    /** The shop's settings as they are now (per catalogue version). */
    settings: ShopSettingsService;
  }
  interface FastifyRequest {
    /** The signed-in person, set on routes declared with `config: { auth }`. */
    admin: AdminSession | null;
  }
  interface FastifyContextConfig {
    /**
     * Requires a valid session (401 otherwise) whose role has this permission (contract/roles.ts;
     * 403 otherwise); 'self' is any signed-in person acting on their own session or password.
     */
    auth?: Permission | 'self';
    /** Marks a writing /api route as open to anyone, on purpose. */
    public?: boolean;
    /**
     * A public catalogue GET served from the catalogue cache, per catalogue version, keyed by the
     * route's validated params and query: its handler just returns the data.
     */
    catalogueCache?: boolean;
  }
}

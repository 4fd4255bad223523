import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SHOP_CONFIG, shopConfigSchema, type ShopConfig } from '#contract/shop.js';
import { DEFAULT_WEEK } from '#contract/shop-defaults.js';
import { booleanFlag, duration, positiveInt } from './env-values.js';
import { passwordWeakness } from './auth/password-strength.js';
import { trustedProxies, type TrustedProxies } from './trusted-proxies.js';

export type { TrustedProxies } from './trusted-proxies.js';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** `searchPath` pins every connection to one schema (tests give each app its own). */
  | { kind: 'postgres'; url: string; searchPath?: string };

/** How long the shop waits on its database before responding 503, and how many connections it keeps. */
export interface DatabaseLimits {
  /** PostgreSQL's statement_timeout: a query running longer is cancelled. */
  statementTimeoutMs: number;
  /** PostgreSQL's lock_timeout, and SQLite's busy timeout: how long a query waits for another's lock. */
  lockTimeoutMs: number;
  /** How long a request waits for a free pooled connection (PostgreSQL) or its turn under the catalogue's concurrency limit. */
  acquireTimeoutMs: number;
  /** Connections in the PostgreSQL pool. */
  poolSize: number;
  /** How long a start waits for a PostgreSQL that does not answer yet before giving up. */
  startWaitMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 5000,
  acquireTimeoutMs: 5000,
  poolSize: 10,
  startWaitMs: 60_000,
};

/** How long a client may take to send a request, and how many connections it may hold at once. */
export interface ConnectionLimits {
  /** From a request's first byte to its body's last: a request still arriving then gets 408 and its connection closed. */
  requestTimeoutMs: number;
  /** Open connections one client address (an IPv6 /64) may hold; more are closed at once. Trusted proxies are not counted. */
  maxPerClient: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  // The largest upload (MAX_IMAGE_BYTES, a 10 MB photo) takes 164 s over 512 kbit/s, a poor mobile line:
  // a tenth more for the form around it and the line's pauses.
  requestTimeoutMs: 3 * 60_000,
  // A browser opens up to 6 connections to a site: room for a few visitors behind one address (a household, a mobile carrier's NAT).
  maxPerClient: 32,
};

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  databaseLimits: DatabaseLimits;
  /** Where the images live: files in `uploadsDir`, or rows in the database (shared by every instance). */
  imageStorage: 'files' | 'database';
  /** The built web app; optional so the API runs without a build. */
  webRoot?: string;
  /**
   * The shop's address as visitors see it (`https://shop.example`, no trailing slash): canonical
   * links, link previews, the sitemap. Unset, each request's own protocol and host are used.
   */
  publicBaseUrl?: string;
  /**
   * Host names the shop answers for besides PUBLIC_BASE_URL's (and its twin with or without `www.`) and
   * the loopback names; every other gets 421 (src/server/http/shop-hosts.ts). Absent: none.
   */
  allowedHosts?: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: TrustedProxies;
  /** Absent: DEFAULT_CONNECTION_LIMITS. */
  connectionLimits?: ConnectionLimits;
  admin: { username: string; password?: string };
  sessionTtlHours: number;
  seedDemoData: boolean;
  /** scrypt cost (N); lowered in tests only. */
  scryptCost: number;
  rateLimits: {
    contactMax: number;
    contactWindowMs: number;
    /** Orders one client may place per window. */
    ordersMax: number;
    ordersWindowMs: number;
    /** Cart quotes one client may ask for per window: a cart page asks once per change of the cart. */
    quotesMax: number;
    quotesWindowMs: number;
    /** Discount codes one client may try that are not valid, per window (orders/quote and order). */
    codeGuessesMax: number;
    codeGuessesWindowMs: number;
    loginMaxFailures: number;
    loginMaxFailuresPerIp: number;
    loginWindowMs: number;
    /** How long a browser that signed in keeps a sign-in budget of its own. */
    knownDeviceMs: number;
    /** The cache-miss rate limit: catalogue responses one client may make the cache compute at once, and earns back per second. */
    catalogueMissBurst: number;
    catalogueMissesPerSecond: number;
  };
  /** The shop's first settings, from `SHOP_*`: used until the owner saves the Settings page (src/server/settings). */
  shop: ShopConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What SHOP_OPENING_HOURS said by default before the hours moved to the Settings page. */
const ALWAYS_OPEN = new Set(['24/7', 'open 24/7']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^postgres(ql)?:\/\//.test(url) || url.startsWith('sqlite:'), {
      message: 'must start with postgres:// (or be unset for the embedded SQLite database)',
    }),
  IMAGE_STORAGE: z.enum(['files', 'database'], { error: 'must be files or database' }).default('files'),
  WEB_ROOT: z.string().optional(),
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://shop.example' })
    .refine((url) => !/[?#]/.test(url), 'must not have a query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  ALLOWED_HOSTS: z.string().trim().default('').transform(hostNames),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  // Refused at start rather than kept as the owner's password: the message says why.
  ADMIN_PASSWORD: z
    .string()
    .max(200)
    .superRefine((password, ctx) => {
      const weakness = passwordWeakness(password);
      if (weakness) ctx.addIssue({ code: 'custom', message: `is refused: ${weakness}` });
    })
    .optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag(true),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
  DB_POOL_ACQUIRE_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.acquireTimeoutMs),
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(DEFAULT_DATABASE_LIMITS.poolSize),
  DB_START_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(DEFAULT_DATABASE_LIMITS.startWaitMs / 1000),
  TRUST_PROXY: z.string().trim().default('false').transform(trustedProxies),
  REQUEST_TIMEOUT: duration(`${DEFAULT_CONNECTION_LIMITS.requestTimeoutMs}ms`),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number()
    .int()
    .min(6, 'must be at least 6, the connections one browser opens to a site')
    .default(DEFAULT_CONNECTION_LIMITS.maxPerClient),
  SCRYPT_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .default(16_384),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW: duration('15m'),
  ORDER_RATE_LIMIT_MAX: positiveInt(10),
  ORDER_RATE_LIMIT_WINDOW: duration('15m'),
  QUOTE_RATE_LIMIT_MAX: positiveInt(60),
  QUOTE_RATE_LIMIT_WINDOW: duration('1m'),
  CODE_GUESS_LIMIT_MAX: positiveInt(10),
  CODE_GUESS_LIMIT_WINDOW: duration('15m'),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_FAILURE_WINDOW: duration('15m'),
  LOGIN_KNOWN_DEVICE_DAYS: positiveInt(180),
  CATALOGUE_MISS_BURST: positiveInt(60),
  CATALOGUE_MISSES_PER_SECOND: positiveInt(5),
  SHOP_NAME: z.string().default(DEFAULT_SHOP_CONFIG.name),
  SHOP_WHATSAPP_NUMBER: z.string().default(DEFAULT_SHOP_CONFIG.whatsappNumber),
  SHOP_WHATSAPP_GREETING: z.string().default(DEFAULT_SHOP_CONFIG.whatsappGreeting),
  SHOP_ORDER_GREETING: z.string().default(DEFAULT_SHOP_CONFIG.orderGreeting),
  SHOP_PHONE: z.string().default(DEFAULT_SHOP_CONFIG.phone),
  // Only "open around the clock" can be said here; the hours of each day are set on the Settings page.
  SHOP_OPENING_HOURS: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || ALWAYS_OPEN.has(value.trim().toLowerCase()),
      "opening hours are now set on the admin panel's Settings page; leave SHOP_OPENING_HOURS unset (or 24/7)",
    ),
  SHOP_ADDRESS: z.string().default(DEFAULT_SHOP_CONFIG.address),
  SHOP_FACEBOOK_URL: z.string().default(DEFAULT_SHOP_CONFIG.facebookUrl),
  SHOP_INSTAGRAM_URL: z.string().default(DEFAULT_SHOP_CONFIG.instagramUrl),
});

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\.?$/;

/** `www.shop.example, shop.example` as lower-case names; an IPv6 address in brackets, as a Host writes it. */
function hostNames(value: string, ctx: z.RefinementCtx): string[] {
  const names: string[] = [];
  for (const entry of value.split(',').map((name) => name.trim().toLowerCase())) {
    if (entry === '' && value === '') continue;
    const bare = entry.replace(/^\[(.*)\]$/, '$1');
    if (isIP(bare) === 6) names.push(`[${bare}]`);
    else if (isIP(bare) === 4 || HOST_NAME.test(entry)) names.push(entry.replace(/\.$/, ''));
    else {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a host name: give the names the shop is reached by, such as www.shop.example,shop.example (no scheme, port, path or *)`,
      });
      return z.NEVER;
    }
  }
  return names;
}

const SHOP_ENV_NAMES: Partial<Record<keyof ShopConfig, string>> = {
  name: 'SHOP_NAME',
  whatsappNumber: 'SHOP_WHATSAPP_NUMBER',
  whatsappGreeting: 'SHOP_WHATSAPP_GREETING',
  orderGreeting: 'SHOP_ORDER_GREETING',
  phone: 'SHOP_PHONE',
  hours: 'SHOP_OPENING_HOURS',
  address: 'SHOP_ADDRESS',
  facebookUrl: 'SHOP_FACEBOOK_URL',
  instagramUrl: 'SHOP_INSTAGRAM_URL',
};

function describeIssues(issues: z.core.$ZodIssue[], name: (path: PropertyKey[]) => string): string {
  return issues.map((issue) => `  ${name(issue.path)}: ${issue.message}`).join('\n');
}

/** The built web app sits next to the compiled server: dist/server/config.js → dist/web. */
function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
}

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty variables (as left in a copied .env.example) mean "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error.issues, (p) => String(p[0] ?? 'environment'))}`);
  }
  const e = parsed.data;
  const shop = shopConfigSchema.safeParse({
    name: e.SHOP_NAME,
    whatsappNumber: e.SHOP_WHATSAPP_NUMBER,
    whatsappGreeting: e.SHOP_WHATSAPP_GREETING,
    orderGreeting: e.SHOP_ORDER_GREETING,
    phone: e.SHOP_PHONE,
    hours: { alwaysOpen: true, days: DEFAULT_WEEK },
    address: e.SHOP_ADDRESS,
    facebookUrl: e.SHOP_FACEBOOK_URL,
    instagramUrl: e.SHOP_INSTAGRAM_URL,
    aboutText: DEFAULT_SHOP_CONFIG.aboutText,
    poundRate: null,
  });
  if (!shop.success) {
    throw new ConfigError(
      `Invalid configuration:\n${describeIssues(shop.error.issues, (p) => SHOP_ENV_NAMES[p[0] as keyof ShopConfig] ?? 'SHOP_*')}`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig =
    e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL)
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: e.DATABASE_URL ? path.resolve(e.DATABASE_URL.slice('sqlite:'.length)) : path.join(dataDir, 'shop.db') };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database,
    databaseLimits: {
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      acquireTimeoutMs: e.DB_POOL_ACQUIRE_TIMEOUT_MS,
      poolSize: e.DB_POOL_SIZE,
      startWaitMs: e.DB_START_WAIT_SECONDS * 1000,
    },
    imageStorage: e.IMAGE_STORAGE,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : defaultWebRoot(),
    publicBaseUrl: e.PUBLIC_BASE_URL,
    allowedHosts: e.ALLOWED_HOSTS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    connectionLimits: { requestTimeoutMs: e.REQUEST_TIMEOUT, maxPerClient: e.MAX_CONNECTIONS_PER_CLIENT },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    sessionTtlHours: e.SESSION_TTL_HOURS,
    seedDemoData: e.SEED_DEMO_DATA,
    scryptCost: e.SCRYPT_COST,
    rateLimits: {
      contactMax: e.CONTACT_RATE_LIMIT_MAX,
      contactWindowMs: e.CONTACT_RATE_LIMIT_WINDOW,
      ordersMax: e.ORDER_RATE_LIMIT_MAX,
      ordersWindowMs: e.ORDER_RATE_LIMIT_WINDOW,
      quotesMax: e.QUOTE_RATE_LIMIT_MAX,
      quotesWindowMs: e.QUOTE_RATE_LIMIT_WINDOW,
      codeGuessesMax: e.CODE_GUESS_LIMIT_MAX,
      codeGuessesWindowMs: e.CODE_GUESS_LIMIT_WINDOW,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowMs: e.LOGIN_FAILURE_WINDOW,
      knownDeviceMs: e.LOGIN_KNOWN_DEVICE_DAYS * 86_400_000,
      catalogueMissBurst: e.CATALOGUE_MISS_BURST,
      catalogueMissesPerSecond: e.CATALOGUE_MISSES_PER_SECOND,
    },
    shop: shop.data,
  };
}

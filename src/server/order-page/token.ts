// The address of an order's own page: /order/{token}, where the token is the order's page key (16
// random bytes kept with the order) and an HMAC of it under a secret only the shop has (shared by every
// instance, in the database). The link tells nothing of the order, not even when it was placed, and no
// one can make one from an order's reference or id; the owner replaces the key to give an order a new
// link, and the old one then leads nowhere.
//
// Orders placed before keys existed have none until the owner gives them a new link: their token is
// made from the order's id in the same way, so the links their customers already have keep working.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { readOrCreateSecret } from '../auth/repository.js';

/** 128 bits of HMAC-SHA256: beyond guessing, and a link short enough for a WhatsApp message. */
const MAC_BYTES = 16;
/** A page key's random bytes. */
const KEY_BYTES = 16;
/** Longer than any token the shop makes: read no further. */
const TOKEN_MAX = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An id no order has (the shop's are UUIDv7), and a key none has (too short): what a malformed token is looked up as, so it costs the same work as a well-formed one. */
export const NO_ORDER = '00000000-0000-0000-0000-000000000000';
export const NO_KEY = '-';

/** An id as the token carries it: a UUID (every order's) in its 16 bytes, anything else as UTF-8. */
const idBytes = (id: string): Buffer => (UUID.test(id) ? Buffer.from(id.replaceAll('-', ''), 'hex') : Buffer.from(id, 'utf8'));

function idFrom(bytes: Buffer): string {
  if (bytes.length !== 16) return bytes.toString('utf8');
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The token's MAC and what it was made from (a page key, or an older order's id), when it is one the shop could have made (canonical base64url). */
function split(token: string): { mac: Buffer; made: Buffer } | null {
  if (token.length > TOKEN_MAX || !BASE64URL.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Base64 ignores a last character's unused bits: only the one spelling of the bytes is the token.
  if (bytes.length <= MAC_BYTES || bytes.toString('base64url') !== token) return null;
  return { mac: bytes.subarray(0, MAC_BYTES), made: bytes.subarray(MAC_BYTES) };
}

/** A new page key for an order: 128 random bits, as base64url text. */
export const newPageKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

/** What a token may lead to: the page key it was made from, or the id of an order that has none; null when its MAC is wrong. */
export interface TokenClaim {
  key: string | null;
  id: string | null;
}

/** The tokens of every order's page, under the shop's secret `order-page`. */
export class OrderPageTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  /** The token of an order's page: from its page key, or from its id when it has none; the same every time until the key is replaced. */
  async pageToken(order: { id: string; page_key: string | null }): Promise<string> {
    const made = order.page_key === null ? idBytes(order.id) : Buffer.from(order.page_key, 'base64url');
    return Buffer.concat([await this.mac(order.page_key === null ? byId(order.id) : byKey(order.page_key)), made]).toString('base64url');
  }

  /**
   * What a token was made from, each half only when the token's MAC is right for it; both null for any
   * other text: malformed, cut short, altered, or another secret's. Every token costs two HMACs and two
   * constant-time comparisons, so the time taken says nothing of how far it was right.
   */
  async claim(token: string): Promise<TokenClaim> {
    const parts = split(token);
    const made = parts?.made ?? Buffer.alloc(KEY_BYTES);
    const key = made.toString('base64url');
    const id = idFrom(made);
    const [keyMac, idMac] = await Promise.all([this.mac(byKey(key)), this.mac(byId(id))]);
    const given = parts?.mac ?? Buffer.alloc(MAC_BYTES);
    const keyMatches = timingSafeEqual(keyMac, given);
    const idMatches = timingSafeEqual(idMac, given);
    return {
      key: parts && keyMatches && made.length === KEY_BYTES ? key : null,
      id: parts && idMatches ? id : null,
    };
  }

  private async mac(text: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(text)
      .digest()
      .subarray(0, MAC_BYTES);
  }

  private secret(): Promise<Buffer> {
    this.key ??= readOrCreateSecret(this.db, 'order-page', randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return this.key;
  }
}

// What each kind of token's MAC is over: apart, so a key's token can never pass for an id's.
const byId = (orderId: string) => `order-page\n${orderId}`;
const byKey = (pageKey: string) => `order-page-key\n${pageKey}`;

const tokensByDb = new WeakMap<Db, OrderPageTokens>();

/** The tokens of the shop whose database is `db`: one per database, so the secret is read once. */
export function orderPageTokens(db: Db): OrderPageTokens {
  let tokens = tokensByDb.get(db);
  if (!tokens) tokensByDb.set(db, (tokens = new OrderPageTokens(db)));
  return tokens;
}

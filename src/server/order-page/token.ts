// The address of an order's own page: /order/{token}, where the token is the order's id and an HMAC of
// it under a secret only the shop has (shared by every instance, in the database). No one can make one
// for an order from its reference or its id, or read another order's from their own.
//
// Derived rather than stored: the same order always has the same token, so the owner's order dialog can
// give the link again at any time, every order placed before the page existed has one, and there is no
// column to fill, back up or keep secret beside the secret itself.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { readOrCreateSecret } from '../auth/repository.js';

/** 128 bits of HMAC-SHA256: beyond guessing, and a link short enough for a WhatsApp message. */
const MAC_BYTES = 16;
/** Longer than any token the shop makes: read no further. */
const TOKEN_MAX = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An id no order has (the shop's are UUIDv7): what a malformed token is checked and looked up as, so it costs the same work as a well-formed one. */
export const NO_ORDER = '00000000-0000-0000-0000-000000000000';

/** An id as the token carries it: a UUID (every order's) in its 16 bytes, anything else as UTF-8. */
const idBytes = (id: string): Buffer => (UUID.test(id) ? Buffer.from(id.replaceAll('-', ''), 'hex') : Buffer.from(id, 'utf8'));

function idFrom(bytes: Buffer): string {
  if (bytes.length !== 16) return bytes.toString('utf8');
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The order's id and its MAC as the token's bytes, when it is one the shop could have made (canonical base64url). */
function split(token: string): { id: string; mac: Buffer } | null {
  if (token.length > TOKEN_MAX || !BASE64URL.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Base64 ignores a last character's unused bits: only the one spelling of the bytes is the token.
  if (bytes.length <= MAC_BYTES || bytes.toString('base64url') !== token) return null;
  return { mac: bytes.subarray(0, MAC_BYTES), id: idFrom(bytes.subarray(MAC_BYTES)) };
}

/** The tokens of every order's page, under the shop's secret `order-page`. */
export class OrderPageTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  /** The token of the order `orderId`'s page: the same every time it is asked for. */
  async pageToken(orderId: string): Promise<string> {
    return Buffer.concat([await this.mac(orderId), idBytes(orderId)]).toString('base64url');
  }

  /**
   * The id of the order a token was made for, or null for any other text: malformed, cut short,
   * altered, or another secret's. Every token costs one HMAC and a constant-time comparison, so the
   * time taken says nothing of how far it was right.
   */
  async orderId(token: string): Promise<string | null> {
    const parts = split(token);
    const expected = await this.mac(parts?.id ?? NO_ORDER);
    const given = parts?.mac ?? Buffer.alloc(MAC_BYTES);
    const matches = timingSafeEqual(expected, given);
    return parts && matches ? parts.id : null;
  }

  private async mac(orderId: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(`order-page\n${orderId}`)
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

const tokensByDb = new WeakMap<Db, OrderPageTokens>();

/** The tokens of the shop whose database is `db`: one per database, so the secret is read once. */
export function orderPageTokens(db: Db): OrderPageTokens {
  let tokens = tokensByDb.get(db);
  if (!tokens) tokensByDb.set(db, (tokens = new OrderPageTokens(db)));
  return tokens;
}

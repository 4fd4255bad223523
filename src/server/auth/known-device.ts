import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.js';
import type { AdminUserRow } from '../db/schema.js';
import { readOrCreateSecret } from './repository.js';

/**
 * Marks given to a browser at a successful sign-in, so that its later sign-ins are counted apart from
 * strangers' (docs/decisions/008-sign-in-throttle.md). A mark is `v1.<device id>.<issued, base 36>.<HMAC>`;
 * the HMAC covers the user's id and current password hash, so it names one account and a password
 * change or reset voids every mark given before it. The key lives in the database, shared by every
 * instance of the shop.
 */
export class KnownDevices {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Db,
    private readonly lifetimeMs: number,
  ) {}

  /** A new mark for `user` on this device; `deviceId` keeps a known device's id. */
  async issue(
    user: Pick<AdminUserRow, 'id' | 'password_hash'>,
    deviceId = randomBytes(16).toString('base64url'),
    now = Date.now(),
  ): Promise<string> {
    const issued = now.toString(36);
    return `v1.${deviceId}.${issued}.${await this.sign(user, deviceId, issued)}`;
  }

  /** The device id of a valid, unexpired mark given to `user` under their current password, else null. */
  async verify(mark: string, user: Pick<AdminUserRow, 'id' | 'password_hash'>, now = Date.now()): Promise<string | null> {
    const [version, deviceId, issued, signature, ...rest] = mark.length <= 200 ? mark.split('.') : [];
    if (version !== 'v1' || !deviceId || !issued || !signature || rest.length > 0) return null;
    const issuedAt = parseInt(issued, 36);
    if (!(issuedAt <= now && now - issuedAt < this.lifetimeMs)) return null;
    const expected = Buffer.from(await this.sign(user, deviceId, issued));
    const actual = Buffer.from(signature);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
  }

  get lifetimeSeconds(): number {
    return Math.floor(this.lifetimeMs / 1000);
  }

  private async sign(user: Pick<AdminUserRow, 'id' | 'password_hash'>, deviceId: string, issued: string): Promise<string> {
    const key = await this.secret();
    return createHmac('sha256', key).update([user.id, user.password_hash, deviceId, issued].join('\n')).digest('base64url');
  }

  private secret(): Promise<Buffer> {
    this.key ??= readOrCreateSecret(this.db, 'known-device', randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return this.key;
  }
}

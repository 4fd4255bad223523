import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse, UpdatePasswordInput } from '#contract/auth.js';
import { isLanguage, type Language } from '#contract/languages.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { nowIso } from '../db/text.js';
import { passwordWeakness } from './password-strength.js';
import { recordActivity } from '../activity/record.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/connect.js';
import { fieldError, HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import type { SignedInPerson } from '#contract/accounts.js';
import { isRole, ROLE_PERMISSIONS, type Permission, type Role } from '#contract/roles.js';
import type { AdminUserRow } from '../db/schema.js';
import { usernameKey } from './username.js';
import { generatePassword, hashPassword, verifyPassword } from './password.js';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  findUserById,
  findUserByUsername,
  insertSession,
  insertUser,
  setLanguage,
  setPasswordHash,
  spendOneTimePassword,
  touchSession,
} from './repository.js';
import { KnownDevices } from './known-device.js';
import { AttemptThrottle, reserveAll, type Reservation } from './throttle.js';

/** The signed-in person making a request, as their account is now (role and switch are read on every request). */
export interface SignedInSession {
  sessionId: string;
  userId: string;
  username: string;
  /** Their name now: what the activity records beside what they do. */
  name: string;
  role: Role;
  /** Signed in with a one-time password: only their own password, language and sign-out until they choose one. */
  mustChangePassword: boolean;
}

/** A signed-in request: the session, and the permission its route asks for, which its change checks again when it writes. */
export interface AdminSession extends SignedInSession {
  access: Permission | 'self';
}

/** Sessions record when they were last seen at most this often, so a busy panel is not a write per request. */
const LAST_SEEN_STEP_MS = 60_000;

/** A new session, and the mark that makes this browser a known device for its next sign-ins. */
export interface SignedIn {
  session: LoginResponse;
  deviceMark: string;
}

function personOf(user: AdminUserRow, role: Role): SignedInPerson {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    mustChangePassword: user.must_change_password === 1,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** A password chosen outside the panel (ADMIN_PASSWORD, the command line) is refused with the reason. */
function refuseWeak(password: string, username: string): void {
  const weakness = passwordWeakness(password, [username]);
  if (weakness) throw new Error(`The password is refused: ${weakness}`);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AuthService {
  private readonly byUsername: AttemptThrottle;
  private readonly byClient: AttemptThrottle;
  private readonly byDevice: AttemptThrottle;
  /** Old-password checks per account, so a stolen session cannot be turned into the password. */
  private readonly byPasswordCheck: AttemptThrottle;
  readonly devices: KnownDevices;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'scryptCost' | 'sessionTtlHours' | 'rateLimits'>,
  ) {
    const { loginMaxFailures, loginMaxFailuresPerIp, loginWindowMs, knownDeviceMs } = config.rateLimits;
    this.byUsername = new AttemptThrottle(db, 'login-user', loginMaxFailures, loginWindowMs);
    this.byClient = new AttemptThrottle(db, 'login-client', loginMaxFailuresPerIp, loginWindowMs);
    this.byDevice = new AttemptThrottle(db, 'login-device', loginMaxFailures, loginWindowMs);
    this.byPasswordCheck = new AttemptThrottle(db, 'password-check', loginMaxFailures, loginWindowMs);
    this.devices = new KnownDevices(db, knownDeviceMs);
  }

  /**
   * A browser holding a valid mark for this account (it signed in before) has a budget of its own;
   * anyone else counts per username and per client address, so strangers' failures never lock the
   * owner's own browsers out. `client` is the request's `clientKey`.
   */
  async login(username: string, password: string, client: string, deviceMark?: string, device = ''): Promise<SignedIn> {
    const user = await findUserByUsername(this.db, username);
    const deviceId = user && deviceMark ? await this.devices.verify(deviceMark, user) : null;
    const attempt: Reservation[] = deviceId
      ? [{ throttle: this.byDevice, key: deviceId }]
      : [
          { throttle: this.byUsername, key: usernameKey(username) },
          { throttle: this.byClient, key: client },
        ];
    const wait = await reserveAll(attempt);
    if (wait > 0) throw tooManyRequests(wait);

    // An unknown username still pays for one hash check, so timing does not reveal which names exist.
    const valid = await verifyPassword(password, user?.password_hash ?? (await this.dummy()));
    if (!user || !valid) throw new HttpError(401, apiMessages.invalidCredentials);
    await Promise.all(attempt.map(({ throttle, key }) => throttle.release(key)));
    // Told only to whoever knows the password: the owner switched this account off, or the one-time password is spent.
    if (!user.active) throw new HttpError(403, apiMessages.accountSwitchedOff);
    if (user.must_change_password === 1 && !(await spendOneTimePassword(this.db, user.id, nowIso()))) {
      throw new HttpError(403, apiMessages.oneTimePasswordSpent);
    }
    const session = await this.startSession(user, device);
    return { session, deviceMark: await this.devices.issue(user, deviceId ?? undefined) };
  }

  /** Keeps the language the signed-in person uses the panel in, for their next sign-in anywhere. */
  async rememberLanguage(session: AdminSession, language: Language): Promise<void> {
    await setLanguage(this.db, session.userId, language);
  }

  /** The session `token` opens, if it is live and its account switched on; notes when it was last seen. */
  async authenticate(token: string): Promise<SignedInSession | null> {
    if (!token || token.length > 200) return null;
    const now = new Date();
    const found = await findLiveSession(this.db, hashToken(token), now.toISOString());
    if (!found || !isRole(found.role)) return null;
    if (now.getTime() - Date.parse(found.lastSeenAt) >= LAST_SEEN_STEP_MS) await touchSession(this.db, found.sessionId, now.toISOString());
    return {
      sessionId: found.sessionId,
      userId: found.userId,
      username: found.username,
      name: found.name,
      role: found.role,
      mustChangePassword: found.mustChangePassword === 1,
    };
  }

  /** The signed-in person as the panel needs them. */
  async person(session: AdminSession): Promise<SignedInPerson> {
    const user = await findUserById(this.db, session.userId);
    if (!user || !isRole(user.role)) throw unauthorized();
    return personOf(user, user.role);
  }

  async logout(session: AdminSession): Promise<void> {
    await deleteSession(this.db, session.sessionId);
  }

  /**
   * Checks the username and old password of the signed-in admin, then revokes their other sessions.
   * The new password voids every device mark; this browser gets a new one.
   */
  async updatePassword(session: AdminSession, input: UpdatePasswordInput): Promise<string> {
    const wait = await this.byPasswordCheck.reserve(session.userId);
    if (wait > 0) throw tooManyRequests(wait);
    const user = await findUserById(this.db, session.userId);
    // Any spelling of the account's name: the one it signed in with need not be the one it was given.
    const sameUser = user !== undefined && usernameKey(user.username) === usernameKey(input.username);
    // After a one-time sign-in the session is the proof: that sign-in used the password up, so it is not asked again.
    const forced = user?.must_change_password === 1;
    if (input.oldPassword === undefined && !forced) throw fieldError('oldPassword', validation.fillAllFields);
    const valid = input.oldPassword === undefined || (await verifyPassword(input.oldPassword, user?.password_hash ?? (await this.dummy())));
    // 400, not 401: the web app reads 401 as "session ended".
    if (!user || !sameUser || !valid) throw fieldError('oldPassword', apiMessages.oldPasswordIncorrect);
    await this.byPasswordCheck.release(session.userId);
    // A one-time password is never kept: it was seen by whoever gave it.
    if (user.must_change_password === 1 && (await verifyPassword(input.newPassword, user.password_hash))) {
      throw fieldError('newPassword', validation.passwordSameAsOneTime);
    }
    const weakness = passwordWeakness(input.newPassword, [user.username, user.name]);
    if (weakness) throw fieldError('newPassword', weakness);
    const hash = await hashPassword(input.newPassword, this.config.scryptCost);
    await this.db.transaction().execute(async (trx) => {
      await recordActivity(trx, session, { kind: 'account', action: 'passwordChanged', subjectId: user.id, subjectLabel: user.name });
      await setPasswordHash(trx, user.id, hash);
      await deleteUserSessions(trx, user.id, session.sessionId);
    });
    return this.devices.issue({ id: user.id, password_hash: hash });
  }

  /**
   * Creates the admin account when there is none by that name. Without a configured password a random
   * one is generated and returned, so the caller can show it once.
   */
  async ensureAdmin(username: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
    if (await findUserByUsername(this.db, username)) return { created: false };
    if (password !== undefined) refuseWeak(password, username);
    const chosen = password ?? generatePassword();
    const passwordHash = await hashPassword(chosen, this.config.scryptCost);
    await insertUser(this.db, { username, name: username, role: 'owner', passwordHash, mustChangePassword: false });
    return { created: true, ...(password ? {} : { generatedPassword: chosen }) };
  }

  /** Sets a new password (creating the account if needed) and revokes every session of that user. */
  async resetPassword(username: string, password: string): Promise<void> {
    refuseWeak(password, username);
    const hash = await hashPassword(password, this.config.scryptCost);
    await this.db.transaction().execute(async (trx) => {
      const user = await findUserByUsername(trx, username);
      if (!user) {
        await insertUser(trx, { username, name: username, role: 'owner', passwordHash: hash, mustChangePassword: false });
        return;
      }
      await setPasswordHash(trx, user.id, hash);
      await deleteUserSessions(trx, user.id);
    });
  }

  private async startSession(user: AdminUserRow, device: string): Promise<LoginResponse> {
    if (!isRole(user.role)) throw new HttpError(401, apiMessages.invalidCredentials);
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = new Date(now + this.config.sessionTtlHours * 3_600_000).toISOString();
    await deleteExpiredSessions(this.db, new Date(now).toISOString());
    await insertSession(this.db, user.id, hashToken(token), expiresAt, device);
    const person = personOf(user, user.role);
    return { token, expiresAt, language: person.language, person };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(generatePassword(), this.config.scryptCost);
    return this.dummyHash;
  }
}

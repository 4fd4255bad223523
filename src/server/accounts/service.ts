import Bowser from 'bowser';
import {
  deviceName,
  UNKNOWN_DEVICE,
  type Account,
  type AccountList,
  type AccountSession,
  type AddAccountInput,
  type DeviceWords,
  type OneTimePassword,
  type UpdateAccountInput,
} from '#contract/accounts.js';
import { admin } from '#contract/messages/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import type { Role } from '#contract/roles.js';
import { lockActor, recordActivity, type ActivityRecord, type Actor } from '../activity/record.js';
import { generatePassword, hashPassword } from '../auth/password.js';
import { deleteUserSessions, findUserById, findUserByUsername, insertUser, setPasswordHash } from '../auth/repository.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { usernameKey, usernameSkeleton } from '../auth/username.js';
import { nowIso } from '../db/text.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import * as repo from './repository.js';

/**
 * The browser and the system a sign-in's User-Agent names (Bowser's names: "Chrome", "Android"), each
 * null when it names none. Sessions keep the User-Agent as sent, so every one, however old, is read
 * by the same rules.
 */
export function deviceOf(userAgent: string): Pick<AccountSession, 'browser' | 'system'> {
  // Bowser refuses an empty User-Agent.
  if (!userAgent.trim()) return { browser: null, system: null };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || null, system: parser.getOSName() || null };
}

/** The API's English `device`, in the English panel's words. */
const englishDevice: DeviceWords = { device: admin.accounts.device, unknownDevice: UNKNOWN_DEVICE };

const toAccount = (row: repo.AccountRow): Account => ({
  id: row.id,
  name: row.name,
  username: row.username,
  // Written only from contract/roles.ts's ROLES (this service and the admin CLI).
  role: row.role as Role,
  active: row.active === 1,
  mustChangePassword: row.must_change_password === 1,
  lastSeenAt: row.last_seen_at,
  createdAt: row.created_at,
});

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const ownersFirstByName = (a: repo.AccountRow, b: repo.AccountRow) =>
  Number(b.role === 'owner') - Number(a.role === 'owner') || names.compare(a.name, b.name) || a.username.localeCompare(b.username);

const taken = () => fieldError('username', apiMessages.usernameTaken, 409);
const lookAlike = () => fieldError('username', apiMessages.usernameLookAlike, 409);

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'scryptCost'>,
  ) {}

  async list(): Promise<AccountList> {
    const rows = await repo.listAccounts(this.db, nowIso());
    return { data: rows.sort(ownersFirstByName).map(toAccount) };
  }

  /** A new account that signs in with the returned one-time password and must choose its own first. */
  async add(actor: Actor, input: AddAccountInput): Promise<OneTimePassword> {
    if (await findUserByUsername(this.db, input.username)) throw taken();
    const password = generatePassword();
    const passwordHash = await hashPassword(password, this.config.scryptCost);
    let id: string;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        await this.beginChange(trx, actor);
        // Checked after the owners' locks, so two adds at once of "owner" and "0wner" run one after the other.
        const skeleton = usernameSkeleton(input.username);
        const clash = (await repo.listUsernames(trx)).find((username) => usernameSkeleton(username) === skeleton);
        if (clash !== undefined) throw usernameKey(clash) === usernameKey(input.username) ? taken() : lookAlike();
        const created = await insertUser(trx, { ...input, passwordHash, mustChangePassword: true });
        await recordActivity(trx, actor, {
          kind: 'account',
          action: 'created',
          subjectId: created,
          subjectLabel: input.name,
          detail: { role: input.role },
        });
        return created;
      });
    } catch (error) {
      // Another request took the same name between the check and the insert.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return { account: await this.get(id), password };
  }

  /**
   * Renames, changes the role, switches off (its sessions end at once) or on. The last active owner
   * can be neither made staff nor switched off, whoever asks (the owner themselves included).
   */
  async update(actor: Actor, id: string, input: UpdateAccountInput): Promise<Account> {
    await this.db.transaction().execute(async (trx) => {
      const owners = await repo.lockActiveOwners(trx);
      const before = await findUserById(trx, id);
      if (!before) throw notFound('Account');
      const staysOwner = input.role === 'owner' && input.active;
      if (owners.includes(id) && !staysOwner && owners.length <= 1) throw new HttpError(409, apiMessages.lastOwner);
      await this.checkActor(trx, actor);

      // Recorded before the writes: an owner switching themselves off is still on while it is recorded.
      const subject = { kind: 'account', subjectId: id, subjectLabel: input.name } as const;
      const records: ActivityRecord[] = [];
      if (input.name !== before.name) records.push({ ...subject, action: 'updated' });
      if (input.role !== before.role) records.push({ ...subject, action: 'roleChanged', detail: { role: input.role } });
      if (input.active !== (before.active === 1)) records.push({ ...subject, action: input.active ? 'switchedOn' : 'switchedOff' });
      await recordActivity(trx, actor, records);
      await repo.updateAccount(trx, id, { name: input.name, role: input.role, active: input.active ? 1 : 0 }, nowIso());
      if (!input.active) await deleteUserSessions(trx, id);
    });
    return this.get(id);
  }

  /** A new one-time password: the old one stops working and every session of the account ends. */
  async resetPassword(actor: Actor, id: string): Promise<OneTimePassword> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password, this.config.scryptCost);
    await this.db.transaction().execute(async (trx) => {
      await this.beginChange(trx, actor);
      const account = await findUserById(trx, id);
      if (!account) throw notFound('Account');
      await recordActivity(trx, actor, { kind: 'account', action: 'passwordReset', subjectId: id, subjectLabel: account.name });
      await setPasswordHash(trx, id, passwordHash, true);
      await deleteUserSessions(trx, id);
    });
    return { account: await this.get(id), password };
  }

  /** The account's unexpired sessions, latest seen first; `currentSessionId` is the one asking. */
  async sessions(id: string, currentSessionId: string): Promise<{ data: AccountSession[] }> {
    if (!(await findUserById(this.db, id))) throw notFound('Account');
    const rows = await repo.listSessions(this.db, id, nowIso());
    return {
      data: rows.map((row) => {
        const named = deviceOf(row.device);
        return {
          id: row.id,
          ...named,
          device: deviceName(named, englishDevice),
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          expiresAt: row.expires_at,
          current: row.id === currentSessionId,
        };
      }),
    };
  }

  async endSession(actor: Actor, id: string, sessionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.beginChange(trx, actor);
      const account = await findUserById(trx, id);
      if (!account) throw notFound('Account');
      if (!(await repo.deleteSessionOf(trx, id, sessionId))) throw notFound('Session');
      await recordActivity(trx, actor, { kind: 'account', action: 'sessionEnded', subjectId: id, subjectLabel: account.name });
    });
  }

  private async get(id: string): Promise<Account> {
    const row = await repo.findAccount(this.db, id, nowIso());
    if (!row) throw notFound('Account');
    return toAccount(row);
  }

  /** Every account change holds the active owners' rows first (repository.ts), then checks who asks. */
  private async beginChange(trx: Db, actor: Actor): Promise<void> {
    await repo.lockActiveOwners(trx);
    await this.checkActor(trx, actor);
  }

  /**
   * The person asking may still manage accounts now: a request under way when their account was
   * switched off or their session ended (401), or their role changed (403), changes nothing.
   */
  private async checkActor(trx: Db, actor: Actor): Promise<void> {
    await lockActor(trx, actor);
  }
}

import { validation } from '#contract/messages/validation.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { insertSession, insertUser } from '../auth/repository.js';
import { openDatabase, type Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { runCli } from '../test-support/cli.js';

describe('npm run admin', () => {
  let dataDir: string;
  let db: Db;
  let staffId: string;
  const cli = (...args: string[]) => runCli('admin', dataDir, args);
  const account = (id: string) => db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'admin-cli-'));
    db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'shop.db') });
    await migrateToLatest(db);
    staffId = await insertUser(db, { username: 'Rima', name: 'Rima Haddad', role: 'staff', passwordHash: 'x', mustChangePassword: true });
    await insertSession(db, staffId, 'token-hash', new Date(Date.now() + 3_600_000).toISOString(), '');
  });
  afterAll(async () => {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resets the password of a staff account found by another spelling, which stays staff, and signs it out', async () => {
    const outcome = await cli('reset-password', '--username', 'RIMA', '--password', 'a-new-password');
    expect(outcome.code, outcome.stderr).toBe(0);
    const row = await account(staffId);
    expect(row).toMatchObject({ username: 'Rima', role: 'staff', active: 1, must_change_password: 0 });
    expect(await verifyPassword('a-new-password', row.password_hash)).toBe(true);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', staffId).execute()).toEqual([]);
  });

  it('refuses a common password, saying why, and changes nothing', async () => {
    const before = await account(staffId);
    const outcome = await cli('reset-password', '--username', 'Rima', '--password', 'password1');
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toContain(validation.passwordCommon);
    expect(await account(staffId)).toEqual(before);
  });

  it('creates an owner when no account has the username, and lists every account with its role and switch', async () => {
    expect((await cli('reset-password', '--username', 'owner', '--password', 'the-owners-password')).code).toBe(0);
    await db.updateTable('admin_users').set({ active: 0 }).where('id', '=', staffId).execute();
    const outcome = await cli('list');
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout.trimEnd().split('\n')).toEqual([
      'USERNAME  NAME         ROLE   ON',
      'owner     owner        owner  on',
      'Rima      Rima Haddad  staff  off',
    ]);
  });

  it('prints the usage for an unknown command or stray flags', async () => {
    for (const args of [[], ['delete'], ['list', '--username', 'Rima']]) {
      const outcome = await cli(...args);
      expect(outcome.code, args.join(' ')).toBe(1);
      expect(outcome.stdout, args.join(' ')).toContain('npm run admin -- list');
    }
  });
});

import { parseArgs } from 'node:util';
import { LIMITS } from '#contract/constants.js';
import { AccountService } from '../accounts/service.js';
import { AuthService } from '../auth/service.js';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { passwordWeakness } from '../auth/password-strength.js';
import { migrateToLatest } from '../db/migrate.js';

const USAGE = `Usage: npm run admin -- reset-password [--username NAME] [--password PASSWORD]
       npm run admin -- list

reset-password  Sets a new password for any account, owner or staff, found by any spelling of its
                username (ADMIN_USERNAME's without --username), and signs out every session of it;
                its role and whether it is on stay as they are. When no account has that username,
                an owner account is created with it. Without --password it asks on the terminal, or
                reads ADMIN_PASSWORD when there is no terminal.
list            Prints every account: username, name, role, and on or off.

The database is the one the shop uses: DATA_DIR or DATABASE_URL from the environment.`;

/** Reads a line without echoing it. */
async function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function choosePassword(given: string | undefined): Promise<string> {
  if (given) return given;
  if (process.stdin.isTTY) {
    const first = await askHidden('New password: ');
    const second = await askHidden('Repeat it: ');
    if (first !== second) throw new Error('The passwords do not match');
    return first;
  }
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (!fromEnv) throw new Error('No terminal to ask on: pass --password or set ADMIN_PASSWORD');
  return fromEnv;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  const listing = command === 'list' && !values.username && !values.password;
  if (values.help || positionals.length !== 1 || (command !== 'reset-password' && !listing)) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  // The password comes from the flag, the terminal or ADMIN_PASSWORD: leave it out of the config check.
  const config = loadConfig({ ...process.env, ADMIN_PASSWORD: undefined });
  if (listing) return listAccounts(config);
  const username = values.username ?? config.admin.username;
  const password = await choosePassword(values.password);
  if (password.length > LIMITS.passwordMax) throw new Error(`The password must be at most ${LIMITS.passwordMax} characters`);
  const weakness = passwordWeakness(password, [username]);
  if (weakness) throw new Error(`The password is refused: ${weakness}`);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await new AuthService(db, config).resetPassword(username, password);
  } finally {
    await db.destroy();
  }
  console.log(`The password of "${username}" is set; every session was signed out.`);
  return 0;
}

async function listAccounts(config: AppConfig): Promise<number> {
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { data } = await new AccountService(db, config).list();
    const rows = [
      ['USERNAME', 'NAME', 'ROLE', 'ON'],
      ...data.map((account) => [account.username, account.name, account.role, account.active ? 'on' : 'off']),
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd();
    console.log(rows.map(line).join('\n'));
  } finally {
    await db.destroy();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

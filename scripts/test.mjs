// `npm test`: everything the project checks, in one command, on a fresh machine.
// 1. Debian's Chromium for the end-to-end suite (installed with apt-get when missing);
// 2. the type checks and lint; 3. the build the end-to-end suite serves; 4. the server and web suites,
// then the end-to-end suites.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core', 'fonts-dejavu-core'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
console.log(`Chromium: ${execFileSync(CHROMIUM, ['--version']).toString().trim()}`);
console.log(
  process.env.TEST_DATABASE_URL
    ? 'Server suites run on SQLite and on PostgreSQL (TEST_DATABASE_URL).'
    : 'Server suites run on SQLite; set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too.',
);

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'build']);
const extra = process.argv.slice(2);
if (extra.length > 0) {
  run('npx', ['vitest', 'run', ...extra]);
} else {
  // The end-to-end suites run after the others, not beside them: on two cores, server tests
  // competing with Chromium and the built server only make the browser flows slower and flakier.
  run('npx', ['vitest', 'run', '--project', 'server', '--project', 'web']);
  run('npx', ['vitest', 'run', '--project', 'e2e']);
}

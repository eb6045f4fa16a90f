import { join, resolve } from 'node:path';
import { acquireLock, clearDataDir } from './data-dir-lock.ts';
import { openDatabase } from './db/index.ts';
import { API_KEYS } from './keys.ts';
import { DEFAULT_DATA_DIR, REPO_ROOT, startEmulator } from './start.ts';

// `npm run emulator` (foreground) and `npm run db:reset`. EMULATOR_DATA_DIR overrides the data folder.

const dataDir = resolve(process.env.EMULATOR_DATA_DIR ?? DEFAULT_DATA_DIR);

async function reset(): Promise<void> {
  const release = acquireLock(dataDir);
  try {
    clearDataDir(dataDir);
    const db = await openDatabase({ dataDir: join(dataDir, 'db'), supabaseDir: join(REPO_ROOT, 'supabase') });
    await db.close();
    console.log(
      `Database reset in ${dataDir}: ${db.appliedMigrations.length} migrations applied, seed loaded.`,
    );
  } finally {
    release();
  }
}

async function run(): Promise<void> {
  const emulator = await startEmulator({ dataDir });
  const lines = [
    '',
    'Local Supabase emulator is running.',
    '',
    `  API URL          ${emulator.url}`,
    `  Inbox (mail)     ${emulator.inboxUrl}   (SMTP on 127.0.0.1:${emulator.smtpPort})`,
    `  Publishable key  ${API_KEYS.publishable}`,
    `  Secret key       ${API_KEYS.secret}`,
    `  anon key         ${API_KEYS.anon}`,
    `  service_role key ${API_KEYS.serviceRole}`,
    `  JWT secret       ${API_KEYS.jwtSecret}`,
    '',
    '  Admin login      admin@example.com / local-admin-password',
    `  Data folder      ${dataDir}`,
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await emulator.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

const command = process.argv[2] ?? 'start';
const task = command === 'reset' ? reset : command === 'start' ? run : undefined;
if (!task) {
  console.error(`unknown command "${command}"; use "start" or "reset"`);
  process.exit(2);
}
task().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

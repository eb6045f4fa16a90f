import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_KEY } from '../../emulator/keys.ts';
import { REPO_ROOT, startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { client, createUser } from '../support/helpers.ts';

// The data folder outlives the process, and `npm run db:reset` brings it back to migrations + seed.

const dataDir = mkdtempSync(join(tmpdir(), 'emulator-lifecycle-'));
const start = () =>
  startEmulator({ dataDir, port: 0, inboxPort: 0, smtpPort: 0, functions: false, quiet: true });
let running: RunningEmulator | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('applies a migration added after the database was created on the next start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'emulator-migrations-'));
    const supabaseDir = join(root, 'supabase');
    cpSync(join(REPO_ROOT, 'supabase', 'migrations'), join(supabaseDir, 'migrations'), { recursive: true });
    cpSync(join(REPO_ROOT, 'supabase', 'config.toml'), join(supabaseDir, 'config.toml'));
    const options = {
      dataDir: join(root, 'data'),
      supabaseDir,
      port: 0,
      inboxPort: 0,
      smtpPort: 0,
      functions: false,
      quiet: true,
    };
    try {
      const first = await startEmulator(options);
      await first.stop();
      writeFileSync(
        join(supabaseDir, 'migrations', '99990101000000_test_added_later.sql'),
        'create table public.test_added_later (id int primary key);',
      );
      const second = await startEmulator(options);
      const service = client(second.url, SECRET_KEY);
      expect((await service.from('test_added_later').select('id')).data).toEqual([]);
      const { rows } = await second.db.asOwner((tx) =>
        tx.query<{ version: string }>(
          `select version from supabase_migrations.schema_migrations order by version desc limit 1`,
        ),
      );
      expect(rows[0]?.version).toBe('99990101000000');
      await second.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('emulator lifecycle', () => {
  let userEmail = '';
  let userPassword = '';

  it('keeps data and users across a restart', async () => {
    running = await start();
    await running.db.asOwner(async (tx) => {
      await tx.query('create table public.test_kept (id int primary key, note text)');
    });
    const service = client(running.url, SECRET_KEY);
    expect((await service.from('test_kept').insert({ id: 1, note: 'survives' })).error).toBeNull();
    const user = await createUser(running.url);
    userEmail = user.email;
    userPassword = user.password;
    await expect(start()).rejects.toThrow(/another emulator/);
    await running.stop();

    running = await start();
    const again = client(running.url, SECRET_KEY);
    expect((await again.from('test_kept').select('note')).data).toEqual([{ note: 'survives' }]);
    const signIn = await client(running.url).auth.signInWithPassword({
      email: userEmail,
      password: userPassword,
    });
    expect(signIn.error).toBeNull();
    await running.stop();
    running = undefined;
  }, 120_000);

  it('db:reset re-applies migrations and seed on an empty database', async () => {
    await promisify(execFile)('npm', ['run', '--silent', 'db:reset'], {
      cwd: REPO_ROOT,
      env: { ...process.env, EMULATOR_DATA_DIR: dataDir },
    });
    running = await start();
    const service = client(running.url, SECRET_KEY);
    expect((await service.from('test_kept').select('note')).error?.code).toBe('PGRST205');
    const gone = await client(running.url).auth.signInWithPassword({
      email: userEmail,
      password: userPassword,
    });
    expect(gone.error?.code).toBe('invalid_credentials');
    const seeded = await client(running.url).auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'local-admin-password',
    });
    expect(seeded.error).toBeNull();
  }, 120_000);
});

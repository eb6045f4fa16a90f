import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type EmulatorDatabase } from '../../emulator/db/index.ts';
import { TEMPLATE_CACHE_DIR } from '../../emulator/db/template.ts';

// A database of the test file's own, a copy of the migrated template: for scheduled jobs, which touch
// every row and so cannot share the stack's database with other files. Opened before the file's tests
// and removed after them.

type Rows = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export function useOwnDatabase(name: string): {
  owner: Rows;
  asService: Rows;
  withClaims: EmulatorDatabase['withClaims'];
} {
  let dataDir: string;
  let db: EmulatorDatabase;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
    db = await openDatabase({
      dataDir,
      supabaseDir: join(import.meta.dirname, '..', '..', 'supabase'),
      templateDir: TEMPLATE_CACHE_DIR,
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    owner: <T>(sql: string, params?: unknown[]) =>
      db.asOwner((tx) => tx.query<T>(sql, params)).then((result) => result.rows),
    asService: <T>(sql: string, params?: unknown[]) =>
      db.withClaims({ role: 'service_role' }, (tx) => tx.query<T>(sql, params)).then((result) => result.rows),
    withClaims: (claims, work, options) => db.withClaims(claims, work, options),
  };
}

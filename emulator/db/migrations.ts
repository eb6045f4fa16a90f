import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: match[1] as string,
      name: match[2] as string,
      path: join(migrationsDir, file),
    }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** Applies migrations not yet recorded in supabase_migrations.schema_migrations, each in its own transaction. */
export async function applyPendingMigrations(pg: PGlite, migrationsDir: string): Promise<string[]> {
  const applied = new Set(
    (
      await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of listMigrations(migrationsDir)) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      throw new Error(`migration ${migration.version}_${migration.name}.sql failed: ${describe(error)}`, {
        cause: error,
      });
    }
    newlyApplied.push(`${migration.version}_${migration.name}`);
  }
  return newlyApplied;
}

export async function applySeed(pg: PGlite, seedPath: string): Promise<boolean> {
  if (!existsSync(seedPath)) return false;
  try {
    await pg.transaction(async (tx) => {
      await tx.exec(readFileSync(seedPath, 'utf8'));
    });
  } catch (error) {
    throw new Error(`seed ${seedPath} failed: ${describe(error)}`, { cause: error });
  }
  return true;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

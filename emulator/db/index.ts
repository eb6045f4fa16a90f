import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, DbRole, JwtClaims, TransactionOptions, Tx } from '../contract.ts';
import { applyPendingMigrations, applySeed } from './migrations.ts';
import { SerialQueue } from './serial-queue.ts';
import { bootstrapSql, extensionsSql, PGLITE_EXTENSIONS, SEARCH_PATH_SQL } from './setup-sql.ts';
import { copyTemplate } from './template.ts';

export interface OpenDatabaseOptions {
  /** Folder PGlite persists into; created when missing. */
  dataDir: string;
  /** The folder holding `supabase/migrations` and `supabase/seed.sql`. */
  supabaseDir: string;
  /** Wipe the data folder first. */
  fresh?: boolean;
  /**
   * A folder of migrated databases (template.ts): a new database starts as a copy of the one for the
   * current bootstrap and migrations, made there on first use, instead of migrating itself. For
   * tests, which each need a new database; without it a new database runs every migration.
   */
  templateDir?: string;
}

export interface EmulatorDatabase extends Database {
  /** Migrations applied while opening (all of them on a new database). */
  readonly appliedMigrations: string[];
  /** Whether the database was created (and seeded) while opening. */
  readonly created: boolean;
  close(): Promise<void>;
}

const API_ROLES: ReadonlySet<DbRole> = new Set(['anon', 'authenticated', 'service_role']);
// Same as PostgREST with the CLI's `extra_search_path = ["public", "extensions"]`.
const REQUEST_SEARCH_PATH = 'public, extensions';

export async function openDatabase(options: OpenDatabaseOptions): Promise<EmulatorDatabase> {
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  const created = !existsSync(join(options.dataDir, 'PG_VERSION'));
  // Only a new database starts from a template; an existing one just takes new migrations.
  const templateDir = created ? options.templateDir : undefined;
  const fromTemplate = templateDir !== undefined;
  if (fromTemplate) await copyTemplate(options.supabaseDir, templateDir, options.dataDir);
  mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS });
  await pg.exec(SEARCH_PATH_SQL);
  let appliedMigrations: string[];
  try {
    if (created && !fromTemplate) await pg.exec(bootstrapSql());
    await pg.exec(extensionsSql());
    const pending = await applyPendingMigrations(pg, join(options.supabaseDir, 'migrations'));
    appliedMigrations = fromTemplate ? await migrationsIn(pg) : pending;
    if (created) await applySeed(pg, join(options.supabaseDir, 'seed.sql'));
  } catch (error) {
    await pg.close();
    // A half-initialised database would be taken for a ready one on the next start.
    if (created) rmSync(options.dataDir, { recursive: true, force: true });
    throw error;
  }
  return new PgliteDatabase(pg, appliedMigrations, created);
}

/** Every migration the database records, as `<version>_<name>`: what a template brought with it. */
async function migrationsIn(pg: PGlite): Promise<string[]> {
  const { rows } = await pg.query<{ migration: string }>(
    `select version || '_' || name as migration from supabase_migrations.schema_migrations order by version`,
  );
  return rows.map((row) => row.migration);
}

function wrap(tx: Transaction): Tx {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
  };
}

class PgliteDatabase implements EmulatorDatabase {
  private readonly queue = new SerialQueue();

  constructor(
    private readonly pg: PGlite,
    readonly appliedMigrations: string[],
    readonly created: boolean,
  ) {}

  withClaims<T>(
    claims: JwtClaims,
    work: (tx: Tx) => Promise<T>,
    options: TransactionOptions = {},
  ): Promise<T> {
    if (!API_ROLES.has(claims.role))
      return Promise.reject(new Error(`unknown database role ${String(claims.role)}`));
    return this.queue.run(() =>
      this.pg.transaction(async (tx) => {
        if (options.readOnly) await tx.query('set transaction read only');
        // The role is one of three fixed names (checked above), so quoting it is enough.
        await tx.query(`set local role "${claims.role}"`);
        const request = options.request;
        await tx.query(
          `select set_config('search_path', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $4, true),
                  set_config('request.method', $5, true), set_config('request.path', $6, true),
                  set_config('request.headers', $7, true)`,
          [
            REQUEST_SEARCH_PATH,
            JSON.stringify(claims),
            typeof claims.sub === 'string' ? claims.sub : '',
            claims.role,
            request?.method ?? '',
            request?.path ?? '',
            request ? JSON.stringify(Object.fromEntries(request.headers)) : '{}',
          ],
        );
        return work(wrap(tx));
      }),
    );
  }

  asOwner<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.queue.run(() => this.pg.transaction((tx) => work(wrap(tx))));
  }

  close(): Promise<void> {
    return this.queue.run(() => this.pg.close());
  }
}

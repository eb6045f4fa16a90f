import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { applyPendingMigrations, listMigrations } from './migrations.ts';
import { bootstrapSql, extensionsSql, PGLITE_EXTENSIONS, SEARCH_PATH_SQL } from './setup-sql.ts';

// A new database costs PGlite's initdb, the bootstrap and every migration (5–7 s). Tests that each
// need a database of their own copy the data folder of one migrated already, which costs about a
// third of that; a copy is also two to three times faster than loading a `dumpDataDir` archive,
// which PGlite writes file by file through its WASM file system. The template holds no seed:
// seed.sql dates its rows from now(), so each database applies it itself. A template is named by a
// hash of everything that went into it, so a changed migration makes a new one and an old one is
// never used for it.

/** Where tests keep templates: ignored by git, kept between runs until the SQL changes. */
export const TEMPLATE_CACHE_DIR = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'emulator-db-templates',
);

/**
 * A hash of the PGlite version (whose Postgres wrote the files), the bootstrap, the extensions' SQL
 * and each migration's name and text.
 */
export function templateKey(supabaseDir: string): string {
  const hash = createHash('sha256');
  const part = (label: string, text: string) => hash.update(`${label}\0${text.length}\0${text}\0`);
  part('pglite', pgliteVersion());
  part('bootstrap', bootstrapSql());
  part('extensions', extensionsSql());
  for (const migration of listMigrations(join(supabaseDir, 'migrations')))
    part(`migration ${migration.version}_${migration.name}`, readFileSync(migration.path, 'utf8'));
  return hash.digest('hex').slice(0, 32);
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

// One build per template and process, however many databases ask for it at once.
const builds = new Map<string, Promise<void>>();

/**
 * Fills the empty or missing `dataDir` with a copy of the migrated template for the SQL in
 * `supabaseDir`, building the template in `cacheDir` first when it has none for that SQL (and
 * removing templates of older SQL).
 */
export async function copyTemplate(supabaseDir: string, cacheDir: string, dataDir: string): Promise<void> {
  const template = join(cacheDir, templateKey(supabaseDir));
  let build = builds.get(template);
  if (!build) {
    build = existsSync(template) ? Promise.resolve() : buildTemplate(supabaseDir, cacheDir, template);
    builds.set(template, build);
    build.catch(() => builds.delete(template));
  }
  await build;
  cpSync(template, dataDir, { recursive: true });
}

async function buildTemplate(supabaseDir: string, cacheDir: string, template: string): Promise<void> {
  // Built aside and renamed into place, so no process ever copies half a template.
  const partial = `${template}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const pg = await PGlite.create({ dataDir: partial, extensions: PGLITE_EXTENSIONS });
  try {
    await pg.exec(SEARCH_PATH_SQL);
    await pg.exec(bootstrapSql());
    await pg.exec(extensionsSql());
    await applyPendingMigrations(pg, join(supabaseDir, 'migrations'));
  } catch (error) {
    await pg.close();
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  await pg.close();
  for (const entry of readdirSync(cacheDir))
    if (/^[0-9a-f]{32}$/.test(entry) && entry !== basename(template))
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
  try {
    renameSync(partial, template);
  } catch (error) {
    // Another process put the same template in place first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
}

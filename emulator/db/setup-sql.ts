import { readFileSync } from 'node:fs';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

// What every emulator database is made of before the project's migrations, shared by a database
// opened on its data folder and the template archive new test databases start from.

export const PGLITE_EXTENSIONS = { pgcrypto };

/** The owner's search path, as on a hosted project. */
export const SEARCH_PATH_SQL = `set search_path to "$user", public, extensions`;

/** What the hosted platform provides before any migration: roles, schemas, auth and storage tables. */
export function bootstrapSql(): string {
  return readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');
}

/** pg_cron, pg_net and Vault as hosted projects have them, before the migrations that use them. */
export function extensionsSql(): string {
  return ['./cron.sql', './net.sql', './vault.sql']
    .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
    .join('\n');
}

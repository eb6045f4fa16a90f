import type { Database } from '../../emulator/contract.ts';

// Everything migrations make or change, read from the system catalogues in a stable order and
// without the OIDs and generated values that differ between any two databases: two databases with
// the same catalogue have the same schema, grants, policies, scheduled jobs and migrations.

const CATALOGUE: Record<string, string> = {
  roles: `select rolname, rolsuper, rolinherit, rolcanlogin, rolbypassrls from pg_roles order by 1`,
  schemas: `select nspname, nspacl::text from pg_namespace order by 1`,
  relations: `select n.nspname, c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity, c.relacl::text
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') order by 1, 2`,
  columns: `select table_schema, table_name, column_name, ordinal_position, data_type, column_default, is_nullable
    from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2, 4`,
  constraints: `select n.nspname, c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
  indexes: `select schemaname, tablename, indexname, indexdef from pg_indexes
    where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
  functions: `select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), p.prosecdef, p.proacl::text,
      md5(pg_get_functiondef(p.oid))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and p.prokind in ('f', 'p')
    order by 1, 2, 3`,
  triggers: `select tgrelid::regclass::text, tgname, pg_get_triggerdef(oid) from pg_trigger
    where not tgisinternal order by 1, 2`,
  policies: `select schemaname, tablename, policyname, permissive, roles::text, cmd, qual, with_check
    from pg_policies order by 1, 2, 3`,
  defaultPrivileges: `select defaclrole::regrole::text, defaclnamespace::regnamespace::text, defaclobjtype,
      defaclacl::text from pg_default_acl order by 1, 2, 3`,
  extensions: `select extname, extversion from pg_extension order by 1`,
  migrations: `select version, name from supabase_migrations.schema_migrations order by 1`,
  cronJobs: `select jobname, schedule, command, active from cron.job order by 1`,
  buckets: `select id, public, file_size_limit, allowed_mime_types from storage.buckets order by 1`,
};

/** The database's catalogue, by part (`policies`, `functions`, ...), each a list of rows. */
export async function schemaCatalogue(db: Database): Promise<Record<string, unknown[]>> {
  const parts: [string, unknown[]][] = [];
  for (const [part, sql] of Object.entries(CATALOGUE))
    parts.push([part, (await db.asOwner((tx) => tx.query(sql))).rows]);
  return Object.fromEntries(parts);
}

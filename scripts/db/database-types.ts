// The TypeScript types of the migrated schema, in the shape `supabase gen types typescript`
// produces, so supabase-js queries are typed without a Docker stack. `npm run db:types` writes them;
// the backend tests fail when the committed file is stale.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Tx } from '../../emulator/contract.ts';

/** Where the generated types live: in the contract, so the site and the edge functions share them. */
export const DATABASE_TYPES_PATH = fileURLToPath(
  new URL('../../supabase/functions/_shared/contract/database.types.ts', import.meta.url),
);

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: string | null;
  is_generated: string;
}

interface ForeignKeyInfo {
  constraint_name: string;
  table_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface FunctionInfo {
  name: string;
  argument_names: string[] | null;
  argument_types: string[];
  result_type: string;
  /** The columns of a `returns table (…)` function, in order; empty for any other. */
  table_columns: { name: string; type: string }[];
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
};

function tsType(udtName: string): string {
  if (udtName.startsWith('_')) return `${tsType(udtName.slice(1))}[]`;
  return SCALARS[udtName] ?? 'string';
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function tableBlock(columns: ColumnInfo[], relationships: ForeignKeyInfo[]): string {
  const row = columns.map(
    (c) => `${key(c.column_name)}: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
  );
  const insert = columns.map((c) => {
    const generatedAlways = c.identity_generation === 'ALWAYS' || c.is_generated === 'ALWAYS';
    if (generatedAlways) return `${key(c.column_name)}?: never`;
    const optional = c.is_nullable === 'YES' || c.column_default !== null || c.is_identity === 'YES';
    return `${key(c.column_name)}${optional ? '?' : ''}: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`;
  });
  const update = columns.map((c) => {
    const generatedAlways = c.identity_generation === 'ALWAYS' || c.is_generated === 'ALWAYS';
    return generatedAlways
      ? `${key(c.column_name)}?: never`
      : `${key(c.column_name)}?: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`;
  });
  const relations = relationships.map(
    (fk) => `{
      foreignKeyName: ${JSON.stringify(fk.constraint_name)}
      columns: ${JSON.stringify(fk.columns)}
      isOneToOne: ${String(fk.is_one_to_one)}
      referencedRelation: ${JSON.stringify(fk.referenced_table)}
      referencedColumns: ${JSON.stringify(fk.referenced_columns)}
    }`,
  );
  return `{
    Row: { ${row.join('\n')} }
    Insert: { ${insert.join('\n')} }
    Update: { ${update.join('\n')} }
    Relationships: [${relations.join(',\n')}]
  }`;
}

export async function generateDatabaseTypes(tx: Tx): Promise<string> {
  const columns = (
    await tx.query<ColumnInfo>(
      `select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default,
              c.is_identity, c.identity_generation, c.is_generated
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.column_name`,
    )
  ).rows;
  const foreignKeys = (
    await tx.query<ForeignKeyInfo>(
      `select con.conname as constraint_name, rel.relname as table_name,
              array(select attname from pg_attribute where attrelid = con.conrelid and attnum = any(con.conkey) order by attnum) as columns,
              frel.relname as referenced_table,
              array(select attname from pg_attribute where attrelid = con.confrelid and attnum = any(con.confkey) order by attnum) as referenced_columns,
              exists (
                select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                  and (i.indkey::int2[])::int2[] @> con.conkey and cardinality(i.indkey::int2[]) = cardinality(con.conkey)
              ) as is_one_to_one
       from pg_constraint con
       join pg_class rel on rel.oid = con.conrelid
       join pg_namespace ns on ns.oid = rel.relnamespace
       join pg_class frel on frel.oid = con.confrelid
       join pg_namespace fns on fns.oid = frel.relnamespace
       where con.contype = 'f' and ns.nspname = 'public' and fns.nspname = 'public'
       order by con.conname`,
    )
  ).rows;
  const functions = (
    await tx.query<FunctionInfo>(
      `select p.proname as name, p.proargnames as argument_names,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as argument_types,
              format_type(p.prorettype, null) as result_type,
              (select coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null))
                                        order by a.ord), '[]'::json)
               from unnest(p.proallargtypes, p.proargnames, p.proargmodes)
                 with ordinality as a(type, name, mode, ord)
               where a.mode = 't') as table_columns
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
       order by p.proname`,
    )
  ).rows;

  const tables = [...new Set(columns.map((c) => c.table_name))].map(
    (table) =>
      `${key(table)}: ${tableBlock(
        columns.filter((c) => c.table_name === table),
        foreignKeys.filter((fk) => fk.table_name === table),
      )}`,
  );
  // format_type() spells arrays `text[]`, scalars by their SQL names.
  const typeOf = (sqlType: string): string =>
    sqlType.endsWith('[]')
      ? `${typeOf(sqlType.slice(0, -2))}[]`
      : tsType(
          (
            {
              boolean: 'bool',
              integer: 'int4',
              bigint: 'int8',
              'double precision': 'float8',
              real: 'float4',
            } as Record<string, string>
          )[sqlType] ?? sqlType,
        );
  const routines = functions.map((fn) => {
    const args = fn.argument_types.map(
      (type, i) => `${key(fn.argument_names?.[i] ?? `arg${i}`)}: ${typeOf(type)}`,
    );
    // A table function returns its rows, as `supabase gen types` writes it.
    const returns = fn.table_columns.length
      ? `{ ${fn.table_columns.map((column) => `${key(column.name)}: ${typeOf(column.type)}`).join('; ')} }[]`
      : typeOf(fn.result_type);
    return `${key(fn.name)}: { Args: ${args.length ? `{ ${args.join('; ')} }` : 'never'}; Returns: ${returns} }`;
  });

  const source = `// Generated from supabase/migrations by \`npm run db:types\`, in the shape of
// \`supabase gen types typescript\`. Do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: { ${tables.join('\n')} }
    Views: { [_ in never]: never }
    Functions: { ${routines.join('\n')} }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
`;
  const config = (await resolveConfig(DATABASE_TYPES_PATH)) ?? {};
  return format(source, { ...config, parser: 'typescript' });
}

import type { Tx } from '../contract.ts';

// Catalog lookups PostgREST keeps in its schema cache; the emulator reads them per request instead,
// so migrations applied while it runs are picked up without a reload.

export interface Relation {
  schema: string;
  name: string;
  columns: string[];
  primaryKey: string[];
}

export interface ForeignKey {
  name: string;
  fromSchema: string;
  fromTable: string;
  fromColumns: string[];
  toSchema: string;
  toTable: string;
  toColumns: string[];
}

export interface RoutineArgument {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  args: RoutineArgument[];
  volatile: boolean;
  returnsSet: boolean;
  returnsVoid: boolean;
  returnsRows: boolean;
}

export async function findRelation(tx: Tx, schema: string, name: string): Promise<Relation | undefined> {
  const { rows } = await tx.query<{ columns: string[]; primary_key: string[] }>(
    `select
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
       array(select a.attname::text from pg_index i
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
             where i.indrelid = c.oid and i.indisprimary order by a.attnum) as primary_key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [schema, name],
  );
  const row = rows[0];
  return row ? { schema, name, columns: row.columns, primaryKey: row.primary_key } : undefined;
}

export async function foreignKeysAround(tx: Tx, schema: string): Promise<ForeignKey[]> {
  const { rows } = await tx.query<{
    name: string;
    from_schema: string;
    from_table: string;
    from_columns: string[];
    to_schema: string;
    to_table: string;
    to_columns: string[];
  }>(
    `select c.conname::text as name, fn.nspname::text as from_schema, fc.relname::text as from_table,
       array(select a.attname::text from unnest(c.conkey) with ordinality k(num, ord)
             join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.ord) as from_columns,
       tn.nspname::text as to_schema, tc.relname::text as to_table,
       array(select a.attname::text from unnest(c.confkey) with ordinality k(num, ord)
             join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.ord) as to_columns
     from pg_constraint c
     join pg_class fc on fc.oid = c.conrelid join pg_namespace fn on fn.oid = fc.relnamespace
     join pg_class tc on tc.oid = c.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
     where c.contype = 'f' and (fn.nspname = $1 or tn.nspname = $1)`,
    [schema],
  );
  return rows.map((row) => ({
    name: row.name,
    fromSchema: row.from_schema,
    fromTable: row.from_table,
    fromColumns: row.from_columns,
    toSchema: row.to_schema,
    toTable: row.to_table,
    toColumns: row.to_columns,
  }));
}

export async function findRoutines(tx: Tx, schema: string, name: string): Promise<Routine[]> {
  const { rows } = await tx.query<{
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    nargs: number;
    ndefaults: number;
    volatility: string;
    returns_set: boolean;
    returns_void: boolean;
    returns_rows: boolean;
  }>(
    `select p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
       array(select format_type(t, null) from unnest(p.proargtypes) with ordinality u(t, ord) order by ord) as arg_types,
       p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.provolatile::text as volatility,
       p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
       (t.typtype = 'c' or p.prorettype = 'record'::regtype) as returns_rows
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return rows.map((row) => {
    const modes = row.arg_modes;
    const allNames = row.arg_names ?? [];
    // proargnames covers IN and OUT arguments when there are OUT ones; keep the inputs only.
    const inputNames = modes
      ? allNames.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] as string))
      : allNames.slice(0, row.nargs);
    const args = row.arg_types.map((type, i) => ({
      name: inputNames[i] ?? '',
      type,
      hasDefault: i >= row.nargs - row.ndefaults,
    }));
    return {
      schema,
      name,
      args,
      volatile: row.volatility === 'v',
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      returnsRows: row.returns_rows,
    };
  });
}

import type { Tx } from '../contract.ts';
import { PgrstError } from './errors.ts';

export interface AggregatedRows {
  body: string;
  first: string | null;
  rows: number;
  inserted?: number;
}

/** Wraps a row-producing query so Postgres itself renders the JSON, exactly as PostgREST lets it. */
export async function aggregate(
  tx: Tx,
  innerSql: string,
  params: unknown[],
  options: { withClause?: string; extraColumns?: string; valueColumn?: string } = {},
): Promise<AggregatedRows> {
  // Rows become objects; with `valueColumn` (scalar functions) the bare values are aggregated instead.
  const item = options.valueColumn ? `_pgrst_r.${options.valueColumn}` : '_pgrst_r';
  const { rows } = await tx.query<AggregatedRows>(
    `${options.withClause ?? ''} select coalesce(json_agg(${item}), '[]')::text as body, (json_agg(${item}) -> 0)::text as first,
       count(*)::int as rows${options.extraColumns ?? ''} from (${innerSql}) _pgrst_r`,
    params,
  );
  return rows[0] as AggregatedRows;
}

export function notSingular(rows: number): PgrstError {
  return new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function jsonBody(
  body: string,
  status: number,
  headers: Record<string, string>,
  singular: boolean,
): Response {
  const contentType = singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  return new Response(body, { status, headers: { 'Content-Type': contentType, ...headers } });
}

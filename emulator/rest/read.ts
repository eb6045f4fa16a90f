import type { RequestContext } from '../contract.ts';
import { PgrstError } from './errors.ts';
import { filtersFrom, preferenceApplied, rangeOutcome, requestInfo, type ApiRequest } from './request.ts';
import { aggregate, jsonBody, notSingular } from './results.ts';
import { findRelation, foreignKeysAround } from './schema.ts';
import {
  Params,
  conditionSql,
  orderSql,
  rejectUnusedEmbedOptions,
  relationRef,
  selectListSql,
  type EmbedContext,
} from './sql.ts';

export function tableNotFound(schema: string, table: string): PgrstError {
  return new PgrstError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);
}

export function hasEmbeds(api: ApiRequest): boolean {
  return api.select.some((item) => item.kind === 'embed');
}

export async function readTable(
  ctx: RequestContext,
  api: ApiRequest,
  schema: string,
  table: string,
): Promise<Response> {
  const conditions = [...filtersFrom(api.otherParams), ...api.conditions];
  const outcome = await ctx.db.withClaims(
    ctx.claims,
    async (tx) => {
      const relation = await findRelation(tx, schema, table);
      if (!relation) throw tableNotFound(schema, table);
      const foreignKeys = hasEmbeds(api) ? await foreignKeysAround(tx, schema) : [];
      const qualifier = relationRef(schema, table);
      const params = new Params();
      let aliasCounter = 0;
      const embedded = new Map(api.embedded);
      const embed: EmbedContext = {
        schema,
        foreignKeys,
        params,
        nextAlias: () => `pgrst_${(aliasCounter += 1)}`,
        embedded,
      };
      const { list, innerConditions } = selectListSql(api.select, qualifier, table, embed);
      rejectUnusedEmbedOptions(embedded);
      const where = [...conditions.map((c) => conditionSql(c, qualifier, params)), ...innerConditions];
      const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
      const selection = `select ${list} from ${qualifier}${whereSql}`;
      const selectionParams = params.values.slice();
      const orderText = api.order.length > 0 ? ` order by ${orderSql(api.order, qualifier, params)}` : '';
      const page = ` limit ${api.range.limit ?? 'all'} offset ${api.range.offset}`;
      const rows = await aggregate(tx, `${selection}${orderText}${page}`, params.values);
      let total: number | undefined;
      if (api.prefer.count) {
        // Counted over the same selection so every parameter (select list, embeds) stays referenced.
        const counted = await tx.query<{ total: number }>(
          `select count(*)::int as total from (${selection}) _pgrst_count`,
          selectionParams,
        );
        total = counted.rows[0]?.total;
      }
      return { rows, total };
    },
    { readOnly: true, request: requestInfo(ctx) },
  );
  const { status, contentRange } = rangeOutcome(api.range.offset, outcome.rows.rows, outcome.total);
  if (status === 416) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${api.range.offset} was requested, but there are only ${outcome.total ?? 0} rows.`,
      null,
      { 'Content-Range': contentRange },
    );
  }
  const headers: Record<string, string> = { 'Content-Range': contentRange };
  const applied = preferenceApplied(api.prefer, false);
  if (applied) headers['Preference-Applied'] = applied;
  if (api.singular) {
    if (outcome.rows.rows !== 1) throw notSingular(outcome.rows.rows);
    return jsonBody(outcome.rows.first ?? 'null', 200, headers, true);
  }
  return jsonBody(outcome.rows.body, status, headers, false);
}

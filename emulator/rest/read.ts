import type { RequestContext } from '../contract.ts';
import { PgrstError } from './errors.ts';
import { filtersFrom, preferenceApplied, rangeOutcome, requestInfo, type ApiRequest } from './request.ts';
import { aggregate, jsonBody, notSingular } from './results.ts';
import { findRelation, foreignKeysAround } from './schema.ts';
import { Params, conditionSql, orderSql, relationRef, selectListSql, type EmbedContext } from './sql.ts';

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
      // Built twice with separate parameter lists: the count query must not carry the select list's parameters
      // (embed joins and `!inner` conditions never use parameters, so a throwaway list serves them).
      const build = (withSelect: boolean) => {
        const params = new Params();
        let aliasCounter = 0;
        const embed: EmbedContext = {
          schema,
          foreignKeys,
          params: withSelect ? params : new Params(),
          nextAlias: () => `pgrst_${(aliasCounter += 1)}`,
        };
        const { list, innerConditions } = selectListSql(api.select, qualifier, table, embed);
        const where = [...conditions.map((c) => conditionSql(c, qualifier, params)), ...innerConditions];
        return { params, list, whereSql: where.length > 0 ? ` where ${where.join(' and ')}` : '' };
      };
      const main = build(true);
      const orderText =
        api.order.length > 0 ? ` order by ${orderSql(api.order, qualifier, main.params)}` : '';
      const page = ` limit ${api.range.limit ?? 'all'} offset ${api.range.offset}`;
      const rows = await aggregate(
        tx,
        `select ${main.list} from ${qualifier}${main.whereSql}${orderText}${page}`,
        main.params.values,
      );
      let total: number | undefined;
      if (api.prefer.count) {
        const counting = build(false);
        const counted = await tx.query<{ total: number }>(
          `select count(*)::int as total from ${qualifier}${counting.whereSql}`,
          counting.params.values,
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

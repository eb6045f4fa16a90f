import type { RequestContext } from '../contract.ts';
import { PgrstError } from './errors.ts';
import { filtersFrom, rangeOutcome, requestInfo, type ApiRequest } from './request.ts';
import { aggregate, jsonBody, notSingular } from './results.ts';
import { findRoutines, type Routine } from './schema.ts';
import {
  Params,
  conditionSql,
  ident,
  orderSql,
  relationRef,
  selectListSql,
  rejectUnusedEmbedOptions,
} from './sql.ts';

async function readArguments(ctx: RequestContext, api: ApiRequest): Promise<Record<string, unknown>> {
  if (ctx.request.method === 'GET' || ctx.request.method === 'HEAD')
    return Object.fromEntries(api.otherParams);
  const text = await ctx.request.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Falls through to PostgREST's invalid-body error.
  }
  throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
}

function chooseRoutine(routines: Routine[], given: string[]): Routine | undefined {
  return routines.find((routine) => {
    const names = routine.args.map((arg) => arg.name);
    const required = routine.args.filter((arg) => !arg.hasDefault).map((arg) => arg.name);
    return given.every((name) => names.includes(name)) && required.every((name) => given.includes(name));
  });
}

function notFound(schema: string, name: string, given: string[]): PgrstError {
  const list = given.join(', ');
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${given.length > 0 ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${given.length > 0 ? ` with parameters ${list}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

export async function callRoutine(
  ctx: RequestContext,
  api: ApiRequest,
  schema: string,
  name: string,
): Promise<Response> {
  const isRead = ctx.request.method === 'GET' || ctx.request.method === 'HEAD';
  rejectUnusedEmbedOptions(api.embedded);
  const args = await readArguments(ctx, api);
  const givenAll = Object.keys(args);
  // On GET, query parameters that are not arguments are filters on the result.
  // Catalog lookups stand in for PostgREST's schema cache, which is not read as the caller either.
  const routines = await ctx.db.asOwner((tx) => findRoutines(tx, schema, name));
  const argumentNames = new Set(routines.flatMap((routine) => routine.args.map((arg) => arg.name)));
  const given = isRead ? givenAll.filter((key) => argumentNames.has(key)) : givenAll;
  const routine = chooseRoutine(routines, given);
  if (!routine) throw notFound(schema, name, given);
  const filterParams = isRead ? api.otherParams.filter(([key]) => !argumentNames.has(key)) : api.otherParams;

  const params = new Params();
  const used = routine.args.filter((arg) => given.includes(arg.name));
  const argsFrom =
    used.length > 0
      ? `json_to_record(${params.add(JSON.stringify(Object.fromEntries(used.map((arg) => [arg.name, args[arg.name]]))))}::json)
         as _pgrst_args(${used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ')})`
      : undefined;
  const call = `${relationRef(schema, name)}(${used.map((arg) => `${ident(arg.name)} := _pgrst_args.${ident(arg.name)}`).join(', ')})`;
  const from = (source: string) => (argsFrom ? `${argsFrom} cross join lateral ${source}` : source);

  const result = await ctx.db.withClaims(
    ctx.claims,
    async (tx) => {
      if (routine.returnsVoid) {
        await tx.query(`select ${call} from ${argsFrom ?? '(select) _pgrst_none'}`, params.values);
        return undefined;
      }
      if (routine.returnsRows) {
        const qualifier = ident('pgrst_call');
        const { list } = selectListSql(api.select, qualifier, undefined, {
          schema,
          foreignKeys: [],
          params,
          nextAlias: () => 'pgrst_unused',
        });
        const conditions = [...filtersFrom(filterParams), ...api.conditions].map((c) =>
          conditionSql(c, qualifier, params),
        );
        const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
        const order = api.order.length > 0 ? ` order by ${orderSql(api.order, qualifier, params)}` : '';
        const page = ` limit ${api.range.limit ?? 'all'} offset ${api.range.offset}`;
        return aggregate(
          tx,
          `select ${list} from ${from(`${call} as ${qualifier}`)}${where}${order}${page}`,
          params.values,
        );
      }
      const scalar = ident('pgrst_scalar');
      return aggregate(tx, `select ${scalar} from ${from(`${call} as ${scalar}`)}`, params.values, {
        valueColumn: scalar,
      });
    },
    { readOnly: isRead || !routine.volatile, request: requestInfo(ctx) },
  );

  if (!result) return new Response(null, { status: 204 });
  const { contentRange } = rangeOutcome(api.range.offset, result.rows, undefined);
  const headers = { 'Content-Range': contentRange };
  if (routine.returnsRows && routine.returnsSet) {
    if (api.singular) {
      if (result.rows !== 1) throw notSingular(result.rows);
      return jsonBody(result.first ?? 'null', 200, headers, true);
    }
    return jsonBody(result.body, 200, headers, false);
  }
  if (routine.returnsRows) return jsonBody(result.first ?? 'null', 200, headers, api.singular);
  if (routine.returnsSet) return jsonBody(result.body, 200, headers, false);
  // A scalar function: the single value itself (`json_agg` over one row, first element).
  return jsonBody(result.first ?? 'null', 200, headers, false);
}

import type { RequestContext } from '../contract.ts';
import { PgrstError, parseError } from './errors.ts';
import { hasEmbeds, tableNotFound } from './read.ts';
import { filtersFrom, preferenceApplied, requestInfo, type ApiRequest } from './request.ts';
import { parseColumnsParam } from './query-syntax.ts';
import { aggregate, jsonBody, notSingular } from './results.ts';
import { findRelation, foreignKeysAround, type Relation } from './schema.ts';
import {
  Params,
  conditionSql,
  ident,
  rejectUnusedEmbedOptions,
  relationRef,
  selectListSql,
  type EmbedContext,
} from './sql.ts';

type Payload = Record<string, unknown>[];

const SOURCE = ident('pgrst_source');

function invalidJson(): PgrstError {
  return new PgrstError(400, 'PGRST102', 'Empty or invalid json');
}

async function readPayload(request: Request, allowArray: boolean): Promise<Payload> {
  const text = await request.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(parsed)) return [parsed];
  if (allowArray && Array.isArray(parsed) && parsed.every(isObject)) return parsed;
  throw invalidJson();
}

function payloadColumns(api: ApiRequest, payload: Payload, relation: Relation): string[] {
  const columns = api.columns !== undefined ? parseColumnsParam(api.columns) : Object.keys(payload[0] ?? {});
  for (const column of columns) {
    if (!relation.columns.includes(column)) {
      throw new PgrstError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
  return columns;
}

interface MutationPlan {
  /** The data-modifying statement, without RETURNING. */
  statement: string;
  params: Params;
  isUpsert: boolean;
}

function insertPlan(api: ApiRequest, relation: Relation, payload: Payload): MutationPlan {
  const params = new Params();
  const target = relationRef(relation.schema, relation.name);
  const columns = payloadColumns(api, payload, relation);
  const quoted = columns.map(ident).join(', ');
  let statement: string;
  if (columns.length === 0) {
    statement = `insert into ${target} default values`;
  } else if (api.prefer.missing === 'default') {
    // `missing=default`: a key absent from an object takes the column's DEFAULT, so each row is spelled out.
    const rows = payload.map((row) => {
      const record = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row))}::json)`;
      const values = columns.map((column) => (column in row ? `(${record}).${ident(column)}` : 'default'));
      return `(${values.join(', ')})`;
    });
    statement = `insert into ${target} (${quoted}) values ${rows.join(', ')}`;
  } else {
    statement = `insert into ${target} (${quoted}) select ${quoted} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(payload))}::json) _pgrst_body`;
  }
  const resolution = api.prefer.resolution;
  if (resolution) {
    const conflictColumns =
      api.onConflict !== undefined ? parseColumnsParam(api.onConflict) : relation.primaryKey;
    for (const column of conflictColumns) {
      if (!relation.columns.includes(column)) {
        throw new PgrstError(
          400,
          'PGRST204',
          `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
        );
      }
    }
    const conflictTarget = conflictColumns.length > 0 ? ` (${conflictColumns.map(ident).join(', ')})` : '';
    const updates = columns.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(', ');
    statement +=
      resolution === 'ignore-duplicates' || updates === ''
        ? ` on conflict${conflictTarget} do nothing`
        : ` on conflict${conflictTarget} do update set ${updates}`;
  }
  return { statement, params, isUpsert: resolution !== undefined };
}

function updatePlan(api: ApiRequest, relation: Relation, payload: Payload): MutationPlan | undefined {
  const params = new Params();
  const target = relationRef(relation.schema, relation.name);
  const columns = payloadColumns(api, payload, relation);
  if (columns.length === 0) return undefined;
  const body = `(select * from json_populate_record(null::${target}, ${params.add(JSON.stringify(payload[0]))}::json)) _pgrst_body`;
  const assignments = columns.map((column) => `${ident(column)} = _pgrst_body.${ident(column)}`).join(', ');
  const where = whereSql(api, target, params);
  return { statement: `update ${target} set ${assignments} from ${body}${where}`, params, isUpsert: false };
}

function deletePlan(api: ApiRequest, relation: Relation): MutationPlan {
  const params = new Params();
  const target = relationRef(relation.schema, relation.name);
  return { statement: `delete from ${target}${whereSql(api, target, params)}`, params, isUpsert: false };
}

function whereSql(api: ApiRequest, qualifier: string, params: Params): string {
  const conditions = [...filtersFrom(api.otherParams), ...api.conditions].map((c) =>
    conditionSql(c, qualifier, params),
  );
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

interface MutationResult {
  body?: string;
  first?: string | null;
  rows: number;
  inserted?: number;
}

export async function mutateTable(
  ctx: RequestContext,
  api: ApiRequest,
  schema: string,
  table: string,
): Promise<Response> {
  const method = ctx.request.method;
  if (new URL(ctx.request.url).searchParams.has('limit')) {
    // PostgREST's limited updates/deletes need an order and a unique key; refusing beats touching every match.
    throw parseError('limit on updates and deletes is not supported by the emulator');
  }
  const payload = method === 'DELETE' ? [] : await readPayload(ctx.request, method === 'POST');
  const representation = api.prefer.return === 'representation';
  if (!representation) rejectUnusedEmbedOptions(api.embedded);

  const result = await ctx.db
    .withClaims(
      ctx.claims,
      async (tx): Promise<MutationResult> => {
        const relation = await findRelation(tx, schema, table);
        if (!relation) throw tableNotFound(schema, table);
        if (method === 'POST' && payload.length === 0)
          return { body: '[]', first: null, rows: 0, inserted: 0 };
        const plan =
          method === 'POST'
            ? insertPlan(api, relation, payload)
            : method === 'PATCH'
              ? updatePlan(api, relation, payload)
              : deletePlan(api, relation);
        if (!plan) return { body: '[]', first: null, rows: 0 };

        let outcome: MutationResult;
        if (representation) {
          // `xmax = 0` tells inserted rows from updated ones for upserts; it is only read when columns are returned anyway.
          // Qualified: an UPDATE's RETURNING * would also return the payload's FROM item.
          const target = relationRef(schema, table);
          const returning = plan.isUpsert
            ? ` returning ${target}.*, (xmax = 0) as pgrst_inserted`
            : ` returning ${target}.*`;
          let aliasCounter = 0;
          const embedded = new Map(api.embedded);
          const embed: EmbedContext = {
            schema,
            foreignKeys: hasEmbeds(api) ? await foreignKeysAround(tx, schema) : [],
            params: plan.params,
            nextAlias: () => `pgrst_${(aliasCounter += 1)}`,
            embedded,
          };
          const { list } = selectListSql(api.select, SOURCE, table, embed, relation.columns);
          rejectUnusedEmbedOptions(embedded);
          const rows = await aggregate(tx, `select ${list} from ${SOURCE}`, plan.params.values, {
            withClause: `with ${SOURCE} as (${plan.statement}${returning})`,
            extraColumns: plan.isUpsert
              ? `, (select count(*) from ${SOURCE} where pgrst_inserted)::int as inserted`
              : '',
          });
          outcome = rows;
        } else {
          // RETURNING 1 needs no SELECT privilege or policy, as in PostgREST.
          const { rows } = await tx.query<{ rows: number }>(
            `with ${SOURCE} as (${plan.statement} returning 1) select count(*)::int as rows from ${SOURCE}`,
            plan.params.values,
          );
          outcome = { rows: rows[0]?.rows ?? 0 };
        }
        if (api.singular && representation && outcome.rows !== 1) throw notSingular(outcome.rows);
        if (api.prefer.txRollback) throw new RollbackRequested(outcome);
        return outcome;
      },
      { request: requestInfo(ctx) },
    )
    .catch((error: unknown) => {
      if (error instanceof RollbackRequested) return error.outcome;
      throw error;
    });

  return mutationResponse(method, api, result);
}

/** Carries a finished result out of a transaction that `Prefer: tx=rollback` asks to undo. */
class RollbackRequested extends Error {
  constructor(readonly outcome: MutationResult) {
    super('rollback requested');
  }
}

function mutationResponse(method: string, api: ApiRequest, result: MutationResult): Response {
  const representation = api.prefer.return === 'representation';
  const total = api.prefer.count ? String(result.rows) : '*';
  const headers: Record<string, string> = {
    'Content-Range': method === 'PATCH' && result.rows > 0 ? `0-${result.rows - 1}/${total}` : `*/${total}`,
  };
  const applied = preferenceApplied(api.prefer, true);
  if (applied) headers['Preference-Applied'] = applied;
  let status: number;
  if (method === 'POST') {
    status = api.prefer.resolution === 'merge-duplicates' && result.inserted === 0 ? 200 : 201;
  } else {
    status = representation ? 200 : 204;
  }
  if (!representation) return new Response(null, { status, headers });
  if (api.singular) return jsonBody(result.first ?? 'null', status, headers, true);
  return jsonBody(result.body ?? '[]', status, headers, false);
}

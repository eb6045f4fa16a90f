import { PgrstError, parseError } from './errors.ts';
import { parseList, type Condition, type FieldRef, type OrderTerm, type SelectItem } from './query-syntax.ts';
import type { EmbeddedOptions } from './request.ts';
import type { ForeignKey } from './schema.ts';

/** Collects query parameters; every user-supplied value goes through here, never into the SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function relationRef(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

function fieldSql(qualifier: string, field: FieldRef, params: Params): string {
  let sql = `${qualifier}.${ident(field.column)}`;
  for (const step of field.json) {
    // Integer keys index arrays; others are object keys (cast so Postgres picks the text overload).
    sql += /^-?\d+$/.test(step.key)
      ? `${step.arrow}${Number(step.key)}`
      : `${step.arrow}${params.add(step.key)}::text`;
  }
  return sql;
}

function fieldName(field: FieldRef): string {
  return field.json.length > 0 ? (field.json[field.json.length - 1] as { key: string }).key : field.column;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TS_QUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function likePattern(operator: string, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
}

export function conditionSql(condition: Condition, qualifier: string, params: Params): string {
  if (condition.kind === 'logic') {
    const parts = condition.conditions.map((child) => conditionSql(child, qualifier, params));
    const joined =
      parts.length === 0 ? 'true' : `(${parts.join(condition.operator === 'and' ? ' and ' : ' or ')})`;
    return condition.negate ? `not ${joined}` : joined;
  }
  const column = fieldSql(qualifier, condition.field, params);
  const { operator, value } = condition;
  let sql: string;
  if (operator === 'is') {
    const keyword = IS_VALUES[value.toLowerCase()];
    if (!keyword)
      throw parseError(
        `"failed to parse filter" (is.${value})`,
        'is only accepts null, not_null, true, false or unknown',
      );
    sql = `${column} is ${keyword}`;
  } else if (operator === 'isdistinct') {
    sql = `${column} is distinct from ${params.add(value)}`;
  } else if (operator === 'in') {
    const items = parseList(value);
    sql = items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
  } else if (operator in TS_QUERY) {
    const language = condition.language ? `${params.add(condition.language)}::regconfig, ` : '';
    sql = `${column} @@ ${TS_QUERY[operator]}(${language}${params.add(value)})`;
  } else if (condition.quantifier) {
    const items = value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1).split(',') : [value];
    const patterns = items.map((item) => params.add(likePattern(operator, item.trim()))).join(', ');
    sql = `${column} ${COMPARISON[operator]} ${condition.quantifier}(array[${patterns}])`;
  } else {
    sql = `${column} ${COMPARISON[operator]} ${params.add(likePattern(operator, value))}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

export function orderSql(terms: OrderTerm[], qualifier: string, params: Params): string {
  return terms
    .map((term) => {
      let sql = fieldSql(qualifier, term.field, params);
      if (term.direction) sql += ` ${term.direction}`;
      if (term.nulls) sql += ` nulls ${term.nulls}`;
      return sql;
    })
    .join(', ');
}

export interface EmbedContext {
  schema: string;
  foreignKeys: ForeignKey[];
  params: Params;
  /** Counter shared by the whole statement so that embed aliases never collide. */
  nextAlias: () => string;
  /** Filters/order/paging per embed path; paths used are removed so leftovers can be reported. */
  embedded?: Map<string, EmbeddedOptions>;
  /** Dotted path of the embed being built ('' at the top level). */
  path?: string;
}

interface Relationship {
  target: string;
  joins: { parentColumn: string; childColumn: string }[];
  cardinality: 'many-to-one' | 'one-to-many';
}

function findRelationship(
  table: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  ctx: EmbedContext,
): Relationship {
  const candidates: (Relationship & { fk: ForeignKey })[] = [];
  for (const fk of ctx.foreignKeys) {
    if (
      fk.fromSchema === ctx.schema &&
      fk.fromTable === table &&
      fk.toSchema === ctx.schema &&
      fk.toTable === item.relation
    ) {
      candidates.push({
        fk,
        target: fk.toTable,
        cardinality: 'many-to-one',
        joins: fk.fromColumns.map((column, i) => ({
          parentColumn: column,
          childColumn: fk.toColumns[i] as string,
        })),
      });
    }
    if (
      fk.toSchema === ctx.schema &&
      fk.toTable === table &&
      fk.fromSchema === ctx.schema &&
      fk.fromTable === item.relation
    ) {
      candidates.push({
        fk,
        target: fk.fromTable,
        cardinality: 'one-to-many',
        joins: fk.toColumns.map((column, i) => ({
          parentColumn: column,
          childColumn: fk.fromColumns[i] as string,
        })),
      });
    }
  }
  const hinted = item.hint
    ? candidates.filter(
        (candidate) =>
          candidate.fk.name === item.hint || candidate.fk.fromColumns.includes(item.hint as string),
      )
    : candidates;
  if (hinted.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table}' and '${item.relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${table}' and '${item.relation}' in the schema '${ctx.schema}', but no matches were found.`,
    );
  }
  if (hinted.length > 1) {
    throw new PgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${table}' and '${item.relation}'`,
      hinted.map((candidate) => candidate.fk.name).join(', '),
      `Try changing '${item.relation}' to one of the following: ${hinted.map((c) => `'${item.relation}!${c.fk.name}'`).join(', ')}.`,
    );
  }
  return hinted[0] as Relationship;
}

function embedJoin(relationship: Relationship, parent: string, child: string): string {
  return relationship.joins
    .map((join) => `${child}.${ident(join.childColumn)} = ${parent}.${ident(join.parentColumn)}`)
    .join(' and ');
}

/**
 * Builds the select list. `table` is the relation the qualifier stands for (for embeds), or undefined
 * when the rows come from a function or a mutation's RETURNING without known relationships.
 */
export function selectListSql(
  items: SelectItem[],
  qualifier: string,
  table: string | undefined,
  ctx: EmbedContext,
  starColumns?: string[],
): { list: string; innerConditions: string[] } {
  const columns: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      columns.push(
        starColumns
          ? starColumns.map((column) => `${qualifier}.${ident(column)}`).join(', ')
          : `${qualifier}.*`,
      );
    } else if (item.kind === 'column') {
      const expression = fieldSql(qualifier, item.field, ctx.params) + (item.cast ? `::${item.cast}` : '');
      columns.push(`${expression} as ${ident(item.alias ?? fieldName(item.field))}`);
    } else {
      if (!table) throw parseError(`could not embed '${item.relation}' here`);
      const relationship = findRelationship(table, item, ctx);
      const name = item.alias ?? item.relation;
      const path = ctx.path ? `${ctx.path}.${name}` : name;
      const options = ctx.embedded?.get(path);
      ctx.embedded?.delete(path);
      const child = ident(ctx.nextAlias());
      const nested = selectListSql(item.select, child, relationship.target, { ...ctx, path });
      const where = [
        embedJoin(relationship, qualifier, child),
        ...(options?.conditions ?? []).map((condition) => conditionSql(condition, child, ctx.params)),
        ...nested.innerConditions,
      ].join(' and ');
      const from = `${relationRef(ctx.schema, relationship.target)} as ${child}`;
      const rowAlias = ident(ctx.nextAlias());
      let subquery: string;
      if (relationship.cardinality === 'many-to-one') {
        subquery = `(select row_to_json(${rowAlias}) from (select ${nested.list} from ${from} where ${where}) ${rowAlias})`;
      } else {
        const order = options?.order.length ? ` order by ${orderSql(options.order, child, ctx.params)}` : '';
        const page = ` limit ${options?.limit ?? 'all'} offset ${options?.offset ?? 0}`;
        subquery = `(select coalesce(json_agg(${rowAlias}), '[]') from (select ${nested.list} from ${from} where ${where}${order}${page}) ${rowAlias})`;
      }
      columns.push(`${subquery} as ${ident(name)}`);
      if (item.inner) innerConditions.push(`exists (select 1 from ${from} where ${where})`);
    }
  }
  return { list: columns.join(', '), innerConditions };
}

/** PostgREST's PGRST108 for embedded filters that name no embed of the request. */
export function rejectUnusedEmbedOptions(embedded: Map<string, EmbeddedOptions>): void {
  const [path] = embedded.keys();
  if (path === undefined) return;
  throw new PgrstError(
    400,
    'PGRST108',
    `'${path}' is not an embedded resource in this request`,
    null,
    `Verify that '${path}' is included in the 'select' query parameter.`,
  );
}

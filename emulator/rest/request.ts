import type { RequestContext, TransactionOptions } from '../contract.ts';
import type { ProjectConfig } from '../project-config.ts';
import { PgrstError, parseError } from './errors.ts';
import {
  parseField,
  parseFilter,
  parseLogicTree,
  parseOrder,
  parseSelect,
  type Condition,
  type OrderTerm,
  type SelectItem,
} from './query-syntax.ts';

// Turns an HTTP request into the pieces PostgREST derives from it: filters, select, order, range,
// preferences and the wanted media type.

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  txRollback: boolean;
}

export interface Range {
  offset: number;
  limit?: number;
}

/** Filters, order and paging that apply inside one embedded resource (`tbl.col=eq.1`, `tbl.order=...`). */
export interface EmbeddedOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ApiRequest {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  range: Range;
  /** Query parameters that are not PostgREST keywords (filters, or RPC arguments for GET). */
  otherParams: [string, string][];
  /** Keyed by the embed path: its alias (or relation name), dotted for nested embeds. */
  embedded: Map<string, EmbeddedOptions>;
  onConflict?: string;
  columns?: string;
  prefer: Preferences;
  singular: boolean;
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
]);
const ACCEPTABLE = [
  'application/json',
  'application/*',
  '*/*',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
];

function parsePreferences(header: string | null): Preferences {
  const prefer: Preferences = { return: 'minimal', txRollback: false };
  for (const entry of (header ?? '').split(',')) {
    const [key, value] = entry
      .trim()
      .split('=')
      .map((part) => part.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      prefer.return = value;
    if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated'))
      prefer.count = value;
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      prefer.resolution = value;
    if (key === 'missing' && (value === 'default' || value === 'null')) prefer.missing = value;
    if (key === 'tx' && value === 'rollback') prefer.txRollback = true;
  }
  return prefer;
}

/** Whether the client asked for `application/vnd.pgrst.object+json` (supabase-js `.single()`). */
function wantsSingular(accept: string | null): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((type) => (type.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((type) => type.startsWith('application/vnd.pgrst.object'))) return true;
  if (!types.some((type) => ACCEPTABLE.includes(type))) {
    throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
  }
  return false;
}

function nonNegativeInteger(name: string, value: string | null): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}

function parseRange(url: URL, header: string | null, maxRows: number): Range {
  let low = nonNegativeInteger('offset', url.searchParams.get('offset')) ?? 0;
  const limit = nonNegativeInteger('limit', url.searchParams.get('limit'));
  let high = limit === undefined ? Infinity : low + limit - 1;
  const match = header ? /^(\d+)-(\d*)$/.exec(header.replace(/^items=/, '').trim()) : null;
  if (match) {
    // PostgREST intersects the Range header with limit/offset.
    low = Math.max(low, Number(match[1]));
    high = Math.min(high, match[2] === '' ? Infinity : Number(match[2]));
  }
  const cappedLimit = Math.min(high === Infinity ? maxRows : Math.max(high - low + 1, 0), maxRows);
  return { offset: low, limit: cappedLimit };
}

export function parseApiRequest(request: Request, config: ProjectConfig): ApiRequest {
  const url = new URL(request.url);
  const conditions: Condition[] = [];
  const otherParams: [string, string][] = [];
  const embedded = new Map<string, EmbeddedOptions>();
  for (const [key, value] of url.searchParams) {
    if (key === 'or' || key === 'and') conditions.push(parseLogicTree(key, false, value));
    else if (key === 'not.or' || key === 'not.and')
      conditions.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value));
    else if (key.includes('.')) addEmbeddedParam(embedded, key, value);
    else if (!RESERVED.has(key)) otherParams.push([key, value]);
  }
  return {
    select: parseSelect(url.searchParams.get('select') ?? '*'),
    conditions,
    order: url.searchParams.has('order') ? parseOrder(url.searchParams.get('order') as string) : [],
    range: parseRange(url, request.headers.get('range'), config.maxRows),
    otherParams,
    embedded,
    onConflict: url.searchParams.get('on_conflict') ?? undefined,
    columns: url.searchParams.get('columns') ?? undefined,
    prefer: parsePreferences(request.headers.get('prefer')),
    singular: wantsSingular(request.headers.get('accept')),
  };
}

function addEmbeddedParam(embedded: Map<string, EmbeddedOptions>, key: string, value: string): void {
  const dot = key.lastIndexOf('.');
  const path = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const options = embedded.get(path) ?? { conditions: [], order: [] };
  embedded.set(path, options);
  if (name === 'order') options.order.push(...parseOrder(value));
  else if (name === 'limit') options.limit = nonNegativeInteger(key, value);
  else if (name === 'offset') options.offset = nonNegativeInteger(key, value);
  else if (name === 'or' || name === 'and') options.conditions.push(parseLogicTree(name, false, value));
  else options.conditions.push(parseFilter(parseField(name), value));
}

/** Filters from the non-keyword query parameters (`col=op.value`). */
export function filtersFrom(params: [string, string][]): Condition[] {
  return params.map(([key, value]) => parseFilter(parseField(key), value));
}

/** PostgREST's Content-Range and status for a read (RangeQuery.hs). */
export function rangeOutcome(
  offset: number,
  rows: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const upper = offset + rows - 1;
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = total !== 0 && offset <= upper ? `${offset}-${upper}/${totalText}` : `*/${totalText}`;
  if (total === undefined) return { status: 200, contentRange };
  if (offset > total) return { status: 416, contentRange };
  if (1 + upper - offset < total) return { status: 206, contentRange };
  return { status: 200, contentRange };
}

export function preferenceApplied(prefer: Preferences, mutation: boolean): string | undefined {
  const applied: string[] = [];
  if (mutation && prefer.resolution) applied.push(`resolution=${prefer.resolution}`);
  if (mutation && prefer.missing) applied.push(`missing=${prefer.missing}`);
  if (mutation && prefer.return !== 'minimal') applied.push(`return=${prefer.return}`);
  if (prefer.count) applied.push(`count=${prefer.count}`);
  if (prefer.txRollback) applied.push('tx=rollback');
  return applied.length > 0 ? applied.join(', ') : undefined;
}

/** What PostgREST exposes to SQL as request.method / request.path / request.headers. */
export function requestInfo(ctx: RequestContext): TransactionOptions['request'] {
  return { method: ctx.request.method, path: ctx.path, headers: ctx.request.headers };
}

import type { ListedObject, ObjectMetadata } from './objects.ts';

// The answer of `POST /object/list/{bucket}`, shaped like hosted storage.search(): the immediate
// children of the prefix, folders first (by name), then files sorted by the requested column.

export type SortColumn = 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
export type SortOrder = 'asc' | 'desc';

export interface ListRequest {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: SortColumn;
  sortOrder: SortOrder;
  search: string;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

const SORT_COLUMNS: readonly SortColumn[] = ['name', 'updated_at', 'created_at', 'last_accessed_at'];
const MAX_LIMIT = 1500;

/** Validates the JSON body; returns an error message in the hosted wording when invalid. */
export function parseListRequest(body: unknown): ListRequest | string {
  if (typeof body !== 'object' || body === null) return 'body must be object';
  const input = body as Record<string, unknown>;
  if (typeof input.prefix !== 'string') return "body must have required property 'prefix'";
  const limit = input.limit ?? 100;
  const offset = input.offset ?? 0;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) return 'body/limit must be >= 1';
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    return 'body/offset must be >= 0';
  const sortBy = (typeof input.sortBy === 'object' && input.sortBy !== null ? input.sortBy : {}) as Record<
    string,
    unknown
  >;
  const column = sortBy.column ?? 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (!SORT_COLUMNS.includes(column as SortColumn))
    return `body/sortBy/column must be equal to one of the allowed values`;
  if (order !== 'asc' && order !== 'desc')
    return 'body/sortBy/order must be equal to one of the allowed values';
  const prefix = input.prefix.replace(/^\/+/, '');
  return {
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    limit: Math.min(limit, MAX_LIMIT),
    offset,
    sortColumn: column as SortColumn,
    sortOrder: order,
    search: typeof input.search === 'string' ? input.search : '',
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function listChildren(objects: ListedObject[], request: ListRequest): ListEntry[] {
  const level = request.prefix.split('/').length;
  const folders = new Set<string>();
  const files: ListEntry[] = [];
  for (const object of objects) {
    const tokens = object.name.split('/');
    const child = tokens[level - 1];
    if (child === undefined) continue;
    if (tokens.length > level) folders.add(child);
    else files.push({ ...object, name: child });
  }
  const direction = request.sortOrder === 'asc' ? 1 : -1;
  const folderEntries: ListEntry[] = [...folders]
    .sort((a, b) => direction * compareText(a, b))
    .map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    }));
  const column = request.sortColumn;
  files.sort((a, b) => {
    const primary =
      column === 'name' ? compareText(a.name, b.name) : compareText(a[column] ?? '', b[column] ?? '');
    return direction * (primary || compareText(a.name, b.name));
  });
  return [...folderEntries, ...files].slice(request.offset, request.offset + request.limit);
}

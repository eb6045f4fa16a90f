// What the back office's lists share: pages of 50 with their total, exports read in batches, the
// filters and page number in the address, and a text search that finds exactly what was typed.

export const PAGE_SIZE = 50;
/** Rows per request when a whole filtered list is exported. */
export const EXPORT_BATCH = 1000;

/** The `page` of an address's query string: from 1, anything else is the first page. */
export function pageOfParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The longest search text a list takes from its field or its address. */
export const SEARCH_MAX = 200;

/** The search text (`q`) of an address's query string, trimmed; none when empty. */
export function searchTextOf(params: URLSearchParams): string | undefined {
  return params.get('q')?.trim().slice(0, SEARCH_MAX) || undefined;
}

/** `value` when it is one of `values`: what is not ours is dropped, never passed on. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** A list's text filters by name, and the page (from 1). */
type TextFilters<Name extends string> = Partial<Record<Name, string>> & { page: number };

/** The query string (with its `?`) of filters stored under `keys`; empty when nothing is filtered. */
export function searchOfTextFilters<Name extends string>(
  filters: NoInfer<TextFilters<Name>>,
  keys: Record<Name, string>,
): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(keys) as Name[]) {
    const value = filters[name];
    if (value) params.set(keys[name], value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether any of the filters stored under `keys` is set. */
export const hasTextFilters = <Name extends string>(
  filters: NoInfer<TextFilters<Name>>,
  keys: Record<Name, string>,
): boolean => (Object.keys(keys) as Name[]).some((name) => filters[name] !== undefined);

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

interface RangeAnswer<T> {
  data: T[] | null;
  error: { code?: string } | null;
  count?: number | null;
}

/** A read of rows `from` to `to` (both included), as supabase-js's `.range()` makes one. */
type RangeRead<T> = (from: number, to: number) => PromiseLike<RangeAnswer<T>>;

/** Page `page` of a list and the total count (the read must ask for `count: 'exact'`). */
export async function readPage<T>(read: RangeRead<T>, page: number): Promise<{ rows: T[]; total: number }> {
  const start = (page - 1) * PAGE_SIZE;
  const { data, error, count } = await read(start, start + PAGE_SIZE - 1);
  // A page past the end (a bookmark after deletions, a typed address) is empty, not a failure.
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error || !data) throw error ?? new Error('the list could not be read');
  return { rows: data, total: count ?? data.length };
}

/** Every row of a list, read EXPORT_BATCH at a time. */
export async function readAll<T>(read: RangeRead<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; ; start += EXPORT_BATCH) {
    const { data, error } = await read(start, start + EXPORT_BATCH - 1);
    if (error || !data) throw error ?? new Error('the list could not be read');
    rows.push(...data);
    if (data.length < EXPORT_BATCH) return rows;
  }
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|]/g;

/**
 * The PostgREST `or` filter that finds `text` in any of `columns`. `imatch` (a case-insensitive
 * regular expression) with every special character escaped matches the text literally: `ilike`
 * cannot, as PostgREST turns every `*` in its pattern into a wildcard. The value is double-quoted
 * so commas, dots and parentheses stay inside it.
 */
export function literalSearch(text: string, columns: readonly string[]): string {
  const literal = text.replace(REGEX_SPECIAL, '\\$&');
  const quoted = `"${literal.replace(/["\\]/g, '\\$&')}"`;
  return columns.map((column) => `${column}.imatch.${quoted}`).join(',');
}

// Reads of what visitors may see (published rows, public buckets) with plain fetch, through the same
// REST and Storage endpoints supabase-js calls, so showing live content never downloads supabase-js.
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from './supabase';

export interface PublicBackend {
  url: string;
  key: string;
  /** The prerenderer passes one with a timeout. */
  fetch?: typeof fetch;
}

export const siteBackend: PublicBackend = { url: SUPABASE_URL, key: SUPABASE_PUBLISHABLE_KEY };

/** A refused or failed request, with the backend's own message when it sent one. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

async function request<T>(backend: PublicBackend, path: string, init: RequestInit = {}): Promise<T> {
  const response = await (backend.fetch ?? fetch)(`${backend.url}${path}`, {
    ...init,
    headers: { apikey: backend.key, accept: 'application/json', ...init.headers },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const reason = typeof body?.message === 'string' ? body.message : response.statusText;
    throw new BackendError(`${path.split('?')[0]} answered ${response.status}: ${reason}`, response.status);
  }
  return (await response.json()) as T;
}

/** `GET /rest/v1/<table>?<query>` in PostgREST's query language. */
export const selectRows = <Row>(backend: PublicBackend, table: string, query: URLSearchParams) =>
  request<Row[]>(backend, `/rest/v1/${table}?${query}`);

export interface BucketEntry {
  name: string;
  /** Null for a folder. */
  id: string | null;
  created_at: string | null;
  metadata: { mimetype?: unknown } | null;
}

export interface BucketListing {
  prefix: string;
  limit: number;
  offset?: number;
  sortBy?: { column: 'name' | 'created_at' | 'updated_at'; order: 'asc' | 'desc' };
}

/** `POST /storage/v1/object/list/<bucket>`: the entries directly inside `prefix`. */
export const listBucket = (backend: PublicBackend, bucket: string, listing: BucketListing) =>
  request<BucketEntry[]>(backend, `/storage/v1/object/list/${bucket}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset: 0, ...listing }),
  });

/** Where a public bucket serves a file, encoded as supabase-js's getPublicUrl does. */
export const publicFileUrl = (backend: PublicBackend, bucket: string, path: string) =>
  encodeURI(`${backend.url}/storage/v1/object/public/${bucket}/${path.replace(/^\/+/, '')}`);

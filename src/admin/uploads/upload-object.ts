// Sends one file to Supabase Storage the way storage-js does (raw body, `x-upsert`, `cache-control`),
// but through XMLHttpRequest, because fetch reports no upload progress.
import { publicFileUrl, siteBackend } from '@/lib/public-data';
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL, getSupabase } from '@/lib/supabase';

export interface UploadOptions {
  bucket: string;
  /** The object's name inside the bucket, folders separated by `/`. */
  path: string;
  body: Blob;
  contentType: string;
  /** Seconds, as storage-js takes it (`'3600'`); sent as `max-age=<seconds>`. */
  cacheControl?: string;
  upsert?: boolean;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * A refused or failed upload: `status` is the storage's HTTP status (0 when the connection failed or
 * the upload was cancelled), `message` its own words.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

const storageMessage = (text: string, fallback: string): string => {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: a proxy's page; its status says enough.
  }
  return fallback;
};

async function accessToken(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError('Not signed in', 401);
  return token;
}

export async function uploadObject(opts: UploadOptions): Promise<{ path: string }> {
  if (opts.signal?.aborted) throw new UploadError('Upload cancelled', 0, true);
  const token = await accessToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${SUPABASE_URL}/storage/v1/object/${opts.bucket}/${encodePath(opts.path)}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', SUPABASE_PUBLISHABLE_KEY);
    request.setRequestHeader('content-type', opts.contentType);
    request.setRequestHeader('x-upsert', opts.upsert ? 'true' : 'false');
    if (opts.cacheControl) request.setRequestHeader('cache-control', `max-age=${opts.cacheControl}`);
    const onAbort = () => request.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    request.upload.onprogress = (event) => {
      opts.onProgress?.(event.loaded, event.lengthComputable ? event.total : opts.body.size);
    };
    request.onload = () => {
      done();
      if (request.status >= 200 && request.status < 300) {
        opts.onProgress?.(opts.body.size, opts.body.size);
        resolve({ path: opts.path });
      } else {
        reject(new UploadError(storageMessage(request.responseText, request.statusText), request.status));
      }
    };
    request.onerror = () => {
      done();
      reject(new UploadError('Connection lost', 0));
    };
    request.onabort = () => {
      done();
      reject(new UploadError('Upload cancelled', 0, true));
    };
    request.send(opts.body);
  });
}

/** Where a public bucket serves the object. */
export const publicObjectUrl = (bucket: string, path: string): string =>
  publicFileUrl(siteBackend, bucket, path);

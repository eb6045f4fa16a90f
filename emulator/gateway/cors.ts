// PostgREST's and GoTrue's exposed headers together, plus the ones storage downloads need.
const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Length',
  'Content-Disposition',
  'Date',
  'ETag',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'Preference-Applied',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  // Resumable (tus) uploads.
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
].join(', ');

const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS';

export function preflightResponse(request: Request): Response {
  const headers = new Headers(corsHeaders(request));
  headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
  headers.set(
    'Access-Control-Allow-Headers',
    request.headers.get('access-control-request-headers') ??
      'authorization, x-client-info, apikey, content-type, prefer, range, x-upsert, x-supabase-api-version, tus-resumable, upload-length, upload-offset, upload-metadata',
  );
  headers.set('Access-Control-Max-Age', '86400');
  return new Response(null, { status: 200, headers });
}

/** A service's own answer to OPTIONS (tus discovery) with the preflight's CORS headers added. */
export function withPreflight(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  preflightResponse(request).headers.forEach((value, name) => headers.set(name, value));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  // Echoing the origin (instead of `*`) keeps credentialed browser requests working, as GoTrue does.
  return origin
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        Vary: 'Origin',
      }
    : { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS };
}

export function withCors(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders(request))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

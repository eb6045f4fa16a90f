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
  const headers = new Headers(CORS_HEADERS);
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

/**
 * As hosted Supabase answers: any origin, never with credentials. The site and supabase-js send
 * bearer tokens, not cookies, so no caller needs credentialed CORS, and echoing the origin with
 * credentials would let any page the developer opens make cookie-carrying calls and read the answers.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

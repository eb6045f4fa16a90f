// Response helpers in GoTrue's shapes (`internal/api/errors.go`).

const API_VERSION = '2024-01-01';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION, ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': API_VERSION } });
}

/** Thrown by handlers; turned into GoTrue's error body by the router. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth2-style errors (`{error, error_description}`) used by the token endpoint for malformed requests. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

function requestsCurrentApi(request: Request): boolean {
  const version = request.headers.get('x-supabase-api-version');
  if (!version || !/^\d{4}-\d{2}-\d{2}$/.test(version)) return false;
  return version >= API_VERSION;
}

export function errorResponse(request: Request, error: AuthError | OAuthError): Response {
  if (error instanceof OAuthError) {
    return json({ error: error.error, error_description: error.message }, error.status);
  }
  if (requestsCurrentApi(request)) {
    return json({ code: error.errorCode, message: error.message, ...error.extra }, error.status);
  }
  return json(
    { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra },
    error.status,
    {
      'x-sb-error-code': error.errorCode,
    },
  );
}

export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: invalid character');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Record<string, unknown>;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded && forwarded !== '' ? forwarded.replace(/^::ffff:/, '') : '127.0.0.1';
}

export function objectOrEmpty(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

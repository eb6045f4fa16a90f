import type { DbRole } from '../contract.ts';

/** A PostgREST error: `{code, message, details, hint}` with its HTTP status. */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    const body = { code: this.code, details: this.details, hint: this.hint, message: this.message };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...this.headers },
    });
  }
}

export function parseError(message: string, details: string | null = null): PgrstError {
  return new PgrstError(400, 'PGRST100', message, details);
}

interface PostgresErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** PostgREST's `mapSQLtoHTTP` (Error.hs). */
function statusFor(code: string, message: string, role: DbRole): number {
  const prefix = code.slice(0, 2);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42P17') return 500;
  if (code === '22023' && /^role ".*" does not exist$/.test(message)) return 401;
  if (code === 'P0001') return 400;
  if (code === '21000') return /requires a WHERE clause/.test(message) ? 400 : 500;
  if (code === '53400') return 500;
  if (prefix === '08' || prefix === '53' || code === '57P01') return 503;
  if (prefix === 'PT') {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['25', '40', '2D', '38', '39', '3B', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX', '09'].includes(
      prefix,
    )
  )
    return 500;
  return 400;
}

export function fromPostgresError(error: PostgresErrorLike, role: DbRole): PgrstError {
  return new PgrstError(
    statusFor(error.code, error.message, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

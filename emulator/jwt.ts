import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 only: the local stack (like `supabase start`) signs every token with the shared JWT secret.

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${sign(body, secret)}`;
}

/** `expired` covers the time claims: `exp` passed or missing, `nbf` still ahead. */
export type JwtFailure = 'malformed' | 'signature' | 'expired' | 'algorithm';

export type JwtResult =
  { ok: true; payload: Record<string, unknown> } | { ok: false; reason: JwtFailure; message: string };

/**
 * Verifies signature and `exp`/`nbf` (with PostgREST's 30 s clock skew allowance). A token without
 * `exp` is refused: it would stay valid forever, past every password change and sign-out.
 */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3)
    return {
      ok: false,
      reason: 'malformed',
      message: 'token is malformed: token contains an invalid number of segments',
    };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed', message: 'token is malformed: could not JSON decode segment' };
  }
  if (!isObject(header) || !isObject(payload))
    return { ok: false, reason: 'malformed', message: 'token is malformed: segments are not JSON objects' };
  if (header.alg !== 'HS256')
    return { ok: false, reason: 'algorithm', message: 'token is unverifiable: signing method is invalid' };
  const expected = Buffer.from(sign(`${headerPart}.${payloadPart}`, secret));
  const actual = Buffer.from(signaturePart);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, reason: 'signature', message: 'token signature is invalid: signature is invalid' };
  }
  if (typeof payload.exp !== 'number') {
    return {
      ok: false,
      reason: 'expired',
      message: 'token has invalid claims: token is missing required claim: exp claim is required',
    };
  }
  const skew = 30;
  if (nowSeconds - skew >= payload.exp) {
    return { ok: false, reason: 'expired', message: 'token has invalid claims: token is expired' };
  }
  if (typeof payload.nbf === 'number' && nowSeconds + skew < payload.nbf) {
    return { ok: false, reason: 'expired', message: 'token has invalid claims: token is not valid yet' };
  }
  return { ok: true, payload };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import type { DbRole, JwtClaims, RequestContext } from '../contract.ts';
import type { ApiKeys } from '../keys.ts';
import { verifyJwt } from '../jwt.ts';

export interface Identity {
  claims: JwtClaims;
  authError?: RequestContext['authError'];
}

const ANON_KEY_CLAIMS: JwtClaims = { iss: 'supabase-demo', role: 'anon', exp: 1983812996 };
const SERVICE_KEY_CLAIMS: JwtClaims = { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 };
const DB_ROLES: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

/**
 * Resolves the caller the way the local stack's Kong + PostgREST do: an `Authorization: Bearer <jwt>`
 * wins unless it carries an opaque `sb_` key; otherwise the `apikey` header decides; no key at all
 * means the anon role.
 */
export function resolveIdentity(headers: Headers, keys: ApiKeys): Identity {
  const authorization = headers.get('authorization') ?? '';
  const bearer = /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  const token =
    bearer && !bearer.startsWith('sb_') ? bearer : opaqueKeyToken(headers.get('apikey') ?? bearer, keys);
  if (!token) return { claims: ANON_KEY_CLAIMS };
  if (token === keys.secret) return { claims: SERVICE_KEY_CLAIMS };
  if (token === keys.publishable) return { claims: ANON_KEY_CLAIMS };
  const result = verifyJwt(token, keys.jwtSecret);
  if (!result.ok)
    return { claims: ANON_KEY_CLAIMS, authError: { reason: result.reason, message: result.message } };
  const role =
    typeof result.payload.role === 'string' && result.payload.role !== '' ? result.payload.role : 'anon';
  if (!DB_ROLES.has(role)) {
    return {
      claims: ANON_KEY_CLAIMS,
      authError: { reason: 'signature', message: `role "${role}" does not exist` },
    };
  }
  return { claims: { ...result.payload, role: role as DbRole } };
}

function opaqueKeyToken(apikey: string | undefined, keys: ApiKeys): string | undefined {
  if (apikey === keys.secret || apikey === keys.publishable) return apikey;
  return apikey || undefined;
}

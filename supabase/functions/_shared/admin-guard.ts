import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionConfig } from './config.ts';
import type { Database } from './contract/database.types.ts';
import { errorResponse } from './http.ts';

// Every admin function starts here. The browser is never trusted: the caller's own token goes to the
// database, which verifies it and answers `is_admin()` / `is_admin_mfa()` with its own rules, so a
// forged, expired or password-only (aal1) token, or one whose factor was never bound to the admin
// through their mailbox (docs/admin-factors.md), is refused before the function does anything.

export type AdminCaller = {
  ok: true;
  /** The admin's user id (the token's `sub`, trusted once the database accepted the token). */
  userId: string;
  /** A client acting as the admin: RLS applies to everything it reads or writes. */
  asAdmin: SupabaseClient<Database>;
};

export type AdminCheck = AdminCaller | { ok: false; response: Response };

const refuse = (status: 401 | 403, code: string, error: string): AdminCheck => ({
  ok: false,
  response: errorResponse(status, code, error),
});

const bearerOf = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];

/** A claim of the token; only read after the database has verified the signature. */
function claimOf(token: string, name: 'sub' | 'aal'): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const value = (JSON.parse(json) as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function requireAdminWithCode(request: Request, config: FunctionConfig): Promise<AdminCheck> {
  const token = bearerOf(request);
  if (!token) return refuse(401, 'not_signed_in', 'Sign in as an admin to do this.');
  const asAdmin = createClient<Database>(config.supabaseUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const [withCode, admin] = await Promise.all([asAdmin.rpc('is_admin_mfa'), asAdmin.rpc('is_admin')]);
  const failure = withCode.error ?? admin.error;
  if (failure) {
    // PostgREST answers 401 for a token it cannot verify or that has expired.
    if (withCode.status === 401 || admin.status === 401)
      return refuse(401, 'session_invalid', 'Your session has ended. Sign in again.');
    throw new Error(`checking the caller failed: ${failure.code} ${failure.message}`);
  }
  if (admin.data !== true) return refuse(403, 'not_admin', 'Only admins may do this.');
  if (withCode.data !== true) {
    // At aal2 the code was entered, so a factor of the account was not bound through the mailbox.
    if (claimOf(token, 'aal') === 'aal2')
      return refuse(
        403,
        'factor_not_bound',
        'Your authenticator app is not approved for the admin area. Set it up from the link sent to your mailbox.',
      );
    return refuse(403, 'code_required', 'Enter the code from your authenticator app first.');
  }
  const userId = claimOf(token, 'sub');
  if (!userId) return refuse(401, 'session_invalid', 'Your session has ended. Sign in again.');
  return { ok: true, userId, asAdmin };
}

import type { RequestContext, Tx } from '../contract.ts';
import { AuthError } from './http.ts';
import { findSession } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface Caller {
  userId: string;
  /** Absent for tokens minted without a session (GoTrue then skips session checks). */
  sessionId?: string;
  aal: 'aal1' | 'aal2';
}

/** GoTrue's `requireAuthentication` + `loadUser`: the bearer token must be a valid user JWT. */
export function requireCaller(ctx: RequestContext): Caller {
  if (!/^bearer\s+\S+/i.test(ctx.request.headers.get('authorization') ?? '')) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  if (ctx.authError) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${ctx.authError.message}`,
    );
  }
  const sub = ctx.claims.sub;
  if (typeof sub !== 'string' || sub === '')
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId =
    typeof ctx.claims.session_id === 'string' && ctx.claims.session_id !== ''
      ? ctx.claims.session_id
      : undefined;
  return { userId: sub, sessionId, aal: ctx.claims.aal === 'aal2' ? 'aal2' : 'aal1' };
}

/** Loads the caller's user and session rows as GoTrue does before every authenticated endpoint. */
export async function loadCaller(tx: Tx, caller: Caller): Promise<UserRow> {
  const user = await findUserById(tx, caller.userId);
  if (!user || user.deleted_at)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (caller.sessionId) {
    if (!isUuid(caller.sessionId) || !(await findSession(tx, caller.sessionId))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return user;
}

export async function hasVerifiedFactor(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ count: number }>(
    `select count(*)::int as count from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [userId],
  );
  return (rows[0]?.count ?? 0) > 0;
}

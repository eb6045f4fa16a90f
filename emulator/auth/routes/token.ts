import type { RequestContext, Tx } from '../../contract.ts';
import { AuthError, OAuthError, clientIp, json, optionalString, readJsonBody } from '../http.ts';
import { passwordMatches } from '../passwords.ts';
import { createSession, issueRefreshToken, tokenResponse } from '../sessions.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, isBanned } from '../users.ts';

export async function handleToken(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const grantType = new URL(ctx.request.url).searchParams.get('grant_type');
  const body = await readJsonBody(ctx.request);
  if (grantType === 'password') return passwordGrant(ctx, settings, body);
  if (grantType === 'refresh_token') return refreshTokenGrant(ctx, settings, body);
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(
  ctx: RequestContext,
  settings: AuthSettings,
  body: Record<string, unknown>,
): Promise<Response> {
  const email = optionalString(body, 'email') ?? '';
  const phone = optionalString(body, 'phone') ?? '';
  const password = optionalString(body, 'password') ?? '';
  if (email !== '' && phone !== '')
    throw new AuthError(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  if (email === '' && phone === '') throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (phone !== '') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');

  const user = await ctx.db.asOwner((tx) => findUserByEmail(tx, email));
  // Compare outside the transaction: bcrypt is slow and the database serves one transaction at a time.
  if (!user || user.deleted_at || !(await passwordMatches(password, user.encrypted_password))) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');

  const session = await ctx.db.asOwner(async (tx) => {
    const sessionId = await createSession(tx, user.id, 'password', {
      ip: clientIp(ctx.request),
      userAgent: ctx.request.headers.get('user-agent'),
    });
    await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
      user.id,
    ]);
    await tx.query(
      `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
      [user.id],
    );
    const refreshToken = await issueRefreshToken(tx, user.id, sessionId, null);
    return tokenResponse(tx, settings, sessionId, refreshToken);
  });
  const sessionUser = session.user as { id: string };
  return json(session, 200, { 'sb-auth-user-id': sessionUser.id });
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
}

async function refreshTokenGrant(
  ctx: RequestContext,
  settings: AuthSettings,
  body: Record<string, unknown>,
): Promise<Response> {
  const token = optionalString(body, 'refresh_token');
  if (!token) throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  if (token.length < 12) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');

  // Errors are returned, not thrown, so that a family revocation commits.
  const outcome = await ctx.db.asOwner(async (tx) => {
    const row = (
      await tx.query<RefreshTokenRow>(
        'select id, token, user_id, revoked, updated_at, session_id from auth.refresh_tokens where token = $1',
        [token],
      )
    ).rows[0];
    if (!row || !row.session_id) {
      return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const banned = await tx.query('select 1 from auth.users where id = $1 and banned_until > now()', [
      row.user_id,
    ]);
    if (banned.rows.length > 0) return new AuthError(400, 'user_banned', 'User is banned');

    if (row.revoked) {
      const active = await activeChildOf(tx, row);
      if (active) return tokenResponse(tx, settings, row.session_id, active);
      const reuseWindowMs = settings.config.refreshTokenReuseInterval * 1000;
      if (Date.now() - row.updated_at.getTime() > reuseWindowMs) {
        // Reuse outside the grace window means the token leaked: revoke the whole family.
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [row.session_id],
        );
        return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      row.id,
    ]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      row.session_id,
    ]);
    const next = await issueRefreshToken(tx, row.user_id, row.session_id, row.token);
    return tokenResponse(tx, settings, row.session_id, next);
  });
  if (outcome instanceof AuthError) throw outcome;
  return json(outcome);
}

/** GoTrue hands back the current token when a client retries with its just-rotated parent. */
async function activeChildOf(tx: Tx, row: RefreshTokenRow): Promise<string | undefined> {
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and parent = $2 and revoked = false
     order by id desc limit 1`,
    [row.session_id, row.token],
  );
  return rows[0]?.token;
}

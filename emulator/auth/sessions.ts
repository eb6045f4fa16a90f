import { randomInt } from 'node:crypto';
import type { Tx } from '../contract.ts';
import { signJwt } from '../jwt.ts';
import { issuer, type AuthSettings } from './settings.ts';
import { AuthError } from './http.ts';
import { loadUser, serializeUser } from './users.ts';

export type AuthenticationMethod = 'password' | 'totp' | 'otp';

/**
 * The `amr` method of a session opened from an e-mailed link (invite, magic link, password reset):
 * GoTrue's implicit flow issues every verified link's session as `otp` (`verify.go`); only its PKCE
 * flow names the link type. The project reads it as proof that the mailbox was opened.
 */
export const MAILED_LINK_METHOD: AuthenticationMethod = 'otp';

interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2' | 'aal3' | null;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's refresh tokens are 12 random alphanumerics. */
function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i += 1) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

export async function createSession(
  tx: Tx,
  userId: string,
  method: AuthenticationMethod,
  client: { ip: string; userAgent: string | null },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, ip, user_agent)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2::inet, $3) returning id`,
    [userId, client.ip, client.userAgent],
  );
  const sessionId = (rows[0] as { id: string }).id;
  await addAmrClaim(tx, sessionId, method);
  return sessionId;
}

export async function addAmrClaim(tx: Tx, sessionId: string, method: AuthenticationMethod): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Sessions that reached aal2 through a removed factor fall back to aal1; a refresh then reflects it. */
export async function downgradeSessionsOf(tx: Tx, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
}

export async function findSession(tx: Tx, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await tx.query<SessionRow>('select id, user_id, aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return rows[0];
}

export async function issueRefreshToken(
  tx: Tx,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Builds the token response (Session) for an existing session and refresh token. */
export async function tokenResponse(
  tx: Tx,
  settings: AuthSettings,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const session = await findSession(tx, sessionId);
  if (!session) throw new AuthError(403, 'session_not_found', 'Session not found');
  const user = await loadUser(tx, session.user_id);
  if (!user) throw new AuthError(403, 'user_not_found', 'User not found');
  const amr = (
    await tx.query<{ authentication_method: string; updated_at: Date }>(
      `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
      [sessionId],
    )
  ).rows.map((claim) => ({
    method: claim.authentication_method,
    timestamp: Math.floor(claim.updated_at.getTime() / 1000),
  }));
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.config.jwtExpiry;
  const accessToken = signJwt(
    {
      aud: user.row.aud || 'authenticated',
      exp,
      iat,
      iss: issuer(settings),
      sub: user.row.id,
      email: user.row.email ?? '',
      phone: user.row.phone ?? '',
      app_metadata: user.row.raw_app_meta_data ?? {},
      user_metadata: user.row.raw_user_meta_data ?? {},
      role: user.row.role || 'authenticated',
      aal: session.aal ?? 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.row.is_anonymous,
    },
    settings.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: serializeUser(user),
  };
}

import type { RequestContext } from '../../contract.ts';
import { OTP_EXPIRY_SECONDS, tokenHash } from '../email-links.ts';
import { AuthError, clientIp, json, optionalString, readJsonBody } from '../http.ts';
import { mailLink, mailedLinkRequest, storeRecoveryCode } from '../mailed-link.ts';
import { allowedRedirect } from '../redirects.ts';
import { MAILED_LINK_METHOD, createSession, issueRefreshToken, tokenResponse } from '../sessions.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, findUserByRecoveryToken, isBanned } from '../users.ts';
import { redeemInvite } from './invite.ts';

export async function handleRecover(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const { email, redirectTo } = await mailedLinkRequest(ctx, settings);
  const sent = await ctx.db.asOwner(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.deleted_at || !user.email) return undefined;
    return { to: user.email, code: await storeRecoveryCode(tx, { ...user, email: user.email }, settings) };
  });
  // Unknown addresses get the same answer: the endpoint must not reveal who has an account.
  if (sent) await mailLink(ctx, { ...sent, type: 'recovery', redirectTo });
  return json({});
}

/**
 * Signs the user in with a recovery token hash (a password-reset or magic link), once; undefined when
 * the token is unknown or stale.
 */
async function redeemRecovery(ctx: RequestContext, settings: AuthSettings, hash: string) {
  return ctx.db.asOwner(async (tx) => {
    const user = await findUserByRecoveryToken(tx, hash);
    const fresh =
      user?.recovery_sent_at && Date.now() - user.recovery_sent_at.getTime() < OTP_EXPIRY_SECONDS * 1000;
    if (!user || !fresh || user.deleted_at || isBanned(user)) return undefined;
    await tx.query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
         last_sign_in_at = now(), updated_at = now() where id = $1`,
      [user.id],
    );
    const sessionId = await createSession(tx, user.id, MAILED_LINK_METHOD, {
      ip: clientIp(ctx.request),
      userAgent: ctx.request.headers.get('user-agent'),
    });
    const refreshToken = await issueRefreshToken(tx, user.id, sessionId, null);
    return tokenResponse(tx, settings, sessionId, refreshToken);
  });
}

type LinkType = 'recovery' | 'invite' | 'magiclink';

const isLinkType = (type: string | null | undefined): type is LinkType =>
  type === 'recovery' || type === 'invite' || type === 'magiclink';

function redeem(ctx: RequestContext, settings: AuthSettings, type: LinkType, hash: string) {
  return type === 'invite' ? redeemInvite(ctx, settings, hash) : redeemRecovery(ctx, settings, hash);
}

/** `GET /verify?token=&type=recovery|invite|magiclink&redirect_to=`: the e-mailed link; a 303 carrying the session. */
export async function handleVerifyLink(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const params = new URL(ctx.request.url).searchParams;
  const redirectTo = allowedRedirect(params.get('redirect_to'), settings.config);
  const token = params.get('token') ?? '';
  const type = params.get('type');
  const session = isLinkType(type) && token !== '' ? await redeem(ctx, settings, type, token) : undefined;
  const fragment = new URLSearchParams(
    session
      ? {
          access_token: String(session.access_token),
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: String(session.refresh_token),
          token_type: 'bearer',
          type: String(type),
          // GoTrue marks fragments it wrote, so clients can tell them from other hash routes.
          sb: '',
        }
      : {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
          sb: '',
        },
  );
  return new Response(null, { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}` } });
}

/** `POST /verify` (`verifyOtp`): `{type, email, token}` or `{type, token_hash}`, type `recovery`, `invite` or `magiclink`. */
export async function handleVerifyOtp(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const body = await readJsonBody(ctx.request);
  const type = optionalString(body, 'type');
  if (!isLinkType(type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const email = optionalString(body, 'email');
  const token = optionalString(body, 'token');
  const hashFromBody = optionalString(body, 'token_hash');
  let hash = hashFromBody;
  if (!hash && email && token) {
    const user = await ctx.db.asOwner((tx) => findUserByEmail(tx, email));
    hash = user?.email ? tokenHash(user.email, token) : tokenHash(email, token);
  }
  if (!hash) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  const session = await redeem(ctx, settings, type, hash);
  if (!session) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return json(session);
}

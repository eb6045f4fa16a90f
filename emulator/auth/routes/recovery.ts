import { randomInt } from 'node:crypto';
import type { RequestContext } from '../../contract.ts';
import { EMAIL_FORMAT, OTP_EXPIRY_SECONDS, SENDER, tokenHash } from '../email-links.ts';
import { AuthError, clientIp, json, optionalString, readJsonBody } from '../http.ts';
import { allowedRedirect } from '../redirects.ts';
import { MAILED_LINK_METHOD, createSession, issueRefreshToken, tokenResponse } from '../sessions.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, findUserByRecoveryToken, isBanned } from '../users.ts';
import { redeemInvite } from './invite.ts';

export async function handleRecover(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const body = await readJsonBody(ctx.request);
  const email = (optionalString(body, 'email') ?? '').trim();
  if (email === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (!EMAIL_FORMAT.test(email))
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const redirectTo = allowedRedirect(
    new URL(ctx.request.url).searchParams.get('redirect_to'),
    settings.config,
  );

  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const recipient = await ctx.db.asOwner(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.deleted_at || !user.email) return undefined;
    const waited = user.recovery_sent_at ? (Date.now() - user.recovery_sent_at.getTime()) / 1000 : Infinity;
    if (waited < settings.config.emailMaxFrequencySeconds) {
      const remaining = Math.ceil(settings.config.emailMaxFrequencySeconds - waited);
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${remaining} seconds.`,
      );
    }
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      tokenHash(user.email, otp),
    ]);
    return user.email;
  });
  // Unknown addresses get the same answer: the endpoint must not reveal who has an account.
  if (!recipient) return json({});

  const link = new URL(`${ctx.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', tokenHash(recipient, otp));
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('redirect_to', redirectTo);
  const href = link.toString();
  await ctx.mail.deliver({
    from: SENDER,
    to: [recipient],
    subject: 'Reset Your Password',
    html:
      `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n` +
      `<p><a href="${href.replace(/&/g, '&amp;')}">Reset Password</a></p>\n<p>Alternatively, enter the code: ${otp}</p>\n`,
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${href}\n\nAlternatively, enter the code: ${otp}\n`,
  });
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

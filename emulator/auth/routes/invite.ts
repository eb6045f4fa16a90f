import { randomBytes, randomInt } from 'node:crypto';
import type { RequestContext, Tx } from '../../contract.ts';
import { EMAIL_FORMAT, OTP_EXPIRY_SECONDS, SENDER, tokenHash } from '../email-links.ts';
import { AuthError, clientIp, json, objectOrEmpty, optionalString, readJsonBody } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { allowedRedirect } from '../redirects.ts';
import { MAILED_LINK_METHOD, createSession, issueRefreshToken, tokenResponse } from '../sessions.ts';
import type { AuthSettings } from '../settings.ts';
import {
  findUserByConfirmationToken,
  findUserByEmail,
  insertEmailUser,
  isBanned,
  loadUser,
  serializeUser,
} from '../users.ts';
import { requireAdmin } from './admin.ts';

// GoTrue's `POST /invite` (service role only) and the redemption of the mailed invite link.

/** `POST /invite {email, data}`: creates the user if needed and mails the link; 422 for a confirmed user. */
export async function handleInvite(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  requireAdmin(ctx);
  const body = await readJsonBody(ctx.request);
  const given = optionalString(body, 'email') ?? '';
  if (given === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (given.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(given))
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = given.toLowerCase();
  const redirectTo = allowedRedirect(
    new URL(ctx.request.url).searchParams.get('redirect_to'),
    settings.config,
  );

  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(email, otp);
  const invited = await ctx.db.asOwner(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    // An invited user who has not accepted yet gets a fresh link; the old one stops working.
    const id =
      existing?.id ??
      (await insertEmailUser(tx, {
        email,
        passwordHash: '',
        confirmed: false,
        userMetadata: objectOrEmpty(body.data),
        appMetadata: { provider: 'email', providers: ['email'] },
      }));
    await tx.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(),
         updated_at = now() where id = $1`,
      [id, hash],
    );
    return loadUser(tx, id);
  });
  if (!invited) throw new AuthError(500, 'unexpected_failure', 'User was not invited');

  const link = new URL(`${ctx.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', 'invite');
  link.searchParams.set('redirect_to', redirectTo);
  const href = link.toString();
  await ctx.mail.deliver({
    from: SENDER,
    to: [email],
    subject: "You've been invited",
    html:
      `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account. Follow the link below to accept.</p>\n` +
      `<p><a href="${href.replace(/&/g, '&amp;')}">Accept invitation</a></p>\n`,
    text: `You've been invited\n\nYou've been invited to create an account. Follow the link below to accept.\n${href}\n`,
  });
  return json(serializeUser(invited));
}

/**
 * Accepts an invite token hash, once: confirms the address, gives a user without a password a random
 * one (the application then asks for their own) and signs them in. Undefined when unknown or stale.
 */
export async function redeemInvite(
  ctx: RequestContext,
  settings: AuthSettings,
  hash: string,
): Promise<Record<string, unknown> | undefined> {
  const placeholder = await hashPassword(randomBytes(48).toString('base64url'), settings.bcryptCost);
  return ctx.db.asOwner(async (tx: Tx) => {
    const user = await findUserByConfirmationToken(tx, hash);
    const fresh =
      user?.confirmation_sent_at &&
      Date.now() - user.confirmation_sent_at.getTime() < OTP_EXPIRY_SECONDS * 1000;
    if (!user || !fresh || user.deleted_at || isBanned(user)) return undefined;
    if (!user.encrypted_password && user.invited_at) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, placeholder]);
    }
    await tx.query(
      `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
         last_sign_in_at = now(), updated_at = now() where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
         updated_at = now() where user_id = $1 and provider = 'email' and email = lower($2)`,
      [user.id, user.email],
    );
    const sessionId = await createSession(tx, user.id, MAILED_LINK_METHOD, {
      ip: clientIp(ctx.request),
      userAgent: ctx.request.headers.get('user-agent'),
    });
    const refreshToken = await issueRefreshToken(tx, user.id, sessionId, null);
    return tokenResponse(tx, settings, sessionId, refreshToken);
  });
}

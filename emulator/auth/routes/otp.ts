import { randomInt } from 'node:crypto';
import type { RequestContext } from '../../contract.ts';
import { EMAIL_FORMAT, SENDER, tokenHash } from '../email-links.ts';
import { AuthError, json, optionalString, readJsonBody } from '../http.ts';
import { allowedRedirect } from '../redirects.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, isBanned } from '../users.ts';

// GoTrue's `POST /otp` for an e-mail address (`signInWithOtp`): mails a magic link and a 6-digit
// code to an existing user. Like GoTrue it keeps the token in the recovery columns, so a magic link
// and a password-reset link replace each other and share the send interval. Creating users here is
// not implemented: an unknown address answers as GoTrue does with `create_user: false`.

export async function handleOtp(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
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
    if (!user || user.deleted_at || !user.email || !user.email_confirmed_at || isBanned(user)) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
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

  const link = new URL(`${ctx.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', tokenHash(recipient, otp));
  link.searchParams.set('type', 'magiclink');
  link.searchParams.set('redirect_to', redirectTo);
  const href = link.toString();
  await ctx.mail.deliver({
    from: SENDER,
    to: [recipient],
    subject: 'Your Magic Link',
    html:
      `<h2>Magic Link</h2>\n<p>Follow this link to login:</p>\n` +
      `<p><a href="${href.replace(/&/g, '&amp;')}">Log In</a></p>\n<p>Alternatively, enter the code: ${otp}</p>\n`,
    text: `Magic Link\n\nFollow this link to login:\n${href}\n\nAlternatively, enter the code: ${otp}\n`,
  });
  return json({});
}

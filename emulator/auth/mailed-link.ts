import { randomInt } from 'node:crypto';
import type { RequestContext, Tx } from '../contract.ts';
import { EMAIL_FORMAT, SENDER, tokenHash } from './email-links.ts';
import { AuthError, optionalString, readJsonBody } from './http.ts';
import { allowedRedirect } from './redirects.ts';
import type { AuthSettings } from './settings.ts';
import type { UserRow } from './users.ts';

// What a password reset (`POST /recover`) and a magic link (`POST /otp`) share, as GoTrue has them:
// the request's address and redirect, one token in the user's recovery columns (so each replaces the
// other and both keep to one send interval), and a mail with the link and the same code.

/** The address asked for and the redirect the link may lead to. */
export async function mailedLinkRequest(
  ctx: RequestContext,
  settings: AuthSettings,
): Promise<{ email: string; redirectTo: string }> {
  const body = await readJsonBody(ctx.request);
  const email = (optionalString(body, 'email') ?? '').trim();
  if (email === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (!EMAIL_FORMAT.test(email))
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return {
    email,
    redirectTo: allowedRedirect(new URL(ctx.request.url).searchParams.get('redirect_to'), settings.config),
  };
}

/** A new 6-digit code, stored hashed in the recovery columns; 429 within the send interval. */
export async function storeRecoveryCode(
  tx: Tx,
  user: UserRow & { email: string },
  settings: AuthSettings,
): Promise<string> {
  const waited = user.recovery_sent_at ? (Date.now() - user.recovery_sent_at.getTime()) / 1000 : Infinity;
  if (waited < settings.config.emailMaxFrequencySeconds) {
    const remaining = Math.ceil(settings.config.emailMaxFrequencySeconds - waited);
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${remaining} seconds.`,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
    user.id,
    tokenHash(user.email, code),
  ]);
  return code;
}

/** Mails GoTrue's default template for the link: a heading, a sentence, the link and the code. */
export async function mailLink(
  ctx: RequestContext,
  mail: { to: string; code: string; type: 'recovery' | 'magiclink'; redirectTo: string },
): Promise<void> {
  const link = new URL(`${ctx.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', tokenHash(mail.to, mail.code));
  link.searchParams.set('type', mail.type);
  link.searchParams.set('redirect_to', mail.redirectTo);
  const href = link.toString();
  const words =
    mail.type === 'recovery'
      ? {
          subject: 'Reset Your Password',
          heading: 'Reset Password',
          sentence: 'Follow this link to reset the password for your user:',
          button: 'Reset Password',
        }
      : {
          subject: 'Your Magic Link',
          heading: 'Magic Link',
          sentence: 'Follow this link to login:',
          button: 'Log In',
        };
  await ctx.mail.deliver({
    from: SENDER,
    to: [mail.to],
    subject: words.subject,
    html:
      `<h2>${words.heading}</h2>\n<p>${words.sentence}</p>\n` +
      `<p><a href="${href.replace(/&/g, '&amp;')}">${words.button}</a></p>\n<p>Alternatively, enter the code: ${mail.code}</p>\n`,
    text: `${words.heading}\n\n${words.sentence}\n${href}\n\nAlternatively, enter the code: ${mail.code}\n`,
  });
}

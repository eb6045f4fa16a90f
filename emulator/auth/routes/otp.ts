import type { RequestContext } from '../../contract.ts';
import { AuthError, json } from '../http.ts';
import { mailLink, mailedLinkRequest, storeRecoveryCode } from '../mailed-link.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, isBanned } from '../users.ts';

// GoTrue's `POST /otp` for an e-mail address (`signInWithOtp`): mails a magic link and a 6-digit
// code to an existing user. Like GoTrue it keeps the token in the recovery columns, so a magic link
// and a password-reset link replace each other and share the send interval. Creating users here is
// not implemented: an unknown address answers as GoTrue does with `create_user: false`.

export async function handleOtp(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const { email, redirectTo } = await mailedLinkRequest(ctx, settings);
  const sent = await ctx.db.asOwner(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.deleted_at || !user.email || !user.email_confirmed_at || isBanned(user)) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    return { to: user.email, code: await storeRecoveryCode(tx, { ...user, email: user.email }, settings) };
  });
  await mailLink(ctx, { ...sent, type: 'magiclink', redirectTo });
  return json({});
}

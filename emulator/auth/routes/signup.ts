import type { RequestContext } from '../../contract.ts';
import { AuthError, clientIp, json, objectOrEmpty, optionalString, readJsonBody } from '../http.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { createSession, issueRefreshToken, tokenResponse } from '../sessions.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, insertEmailUser } from '../users.ts';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `POST /signup` with e-mail and password. Users are confirmed at once, as with the CLI's default
 * `enable_confirmations = false`, so the answer is a session.
 */
export async function handleSignup(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const body = await readJsonBody(ctx.request);
  const email = (optionalString(body, 'email') ?? '').trim().toLowerCase();
  const phone = optionalString(body, 'phone') ?? '';
  const password = optionalString(body, 'password') ?? '';
  if (email === '' && phone === '') {
    if (!settings.config.enableAnonymousSignIns) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    throw new AuthError(
      422,
      'validation_failed',
      'Anonymous sign-ins are not supported by the local emulator',
    );
  }
  if (!settings.config.enableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (phone !== '') throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!EMAIL_FORMAT.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  checkPasswordStrength(password, settings.config.minimumPasswordLength);
  const passwordHash = await hashPassword(password, settings.bcryptCost);

  const session = await ctx.db.asOwner(async (tx) => {
    if (await findUserByEmail(tx, email))
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    const id = await insertEmailUser(tx, {
      email,
      passwordHash,
      confirmed: true,
      userMetadata: objectOrEmpty(body.data),
      appMetadata: { provider: 'email', providers: ['email'] },
    });
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [id]);
    const sessionId = await createSession(tx, id, 'password', {
      ip: clientIp(ctx.request),
      userAgent: ctx.request.headers.get('user-agent'),
    });
    const refreshToken = await issueRefreshToken(tx, id, sessionId, null);
    return tokenResponse(tx, settings, sessionId, refreshToken);
  });
  return json(session);
}

import type { RequestContext } from '../../contract.ts';
import { isUuid } from '../guard.ts';
import { AuthError, json, objectOrEmpty, optionalString, readJsonBody } from '../http.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import type { AuthSettings } from '../settings.ts';
import { findUserByEmail, insertEmailUser, loadUser, serializeUser } from '../users.ts';

// The slice of GoTrue's admin API that tests and scripts use to create and remove users (service role only).

function requireAdmin(ctx: RequestContext): void {
  if (ctx.authError)
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${ctx.authError.message}`,
    );
  if (ctx.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

export async function handleAdminCreateUser(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  requireAdmin(ctx);
  const body = await readJsonBody(ctx.request);
  const email = (optionalString(body, 'email') ?? '').trim().toLowerCase();
  const password = optionalString(body, 'password');
  if (email === '')
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (password !== undefined) checkPasswordStrength(password, settings.config.minimumPasswordLength);
  const passwordHash = password === undefined ? '' : await hashPassword(password);
  const confirmed = body.email_confirm === true;
  const userMetadata = objectOrEmpty(body.user_metadata);
  const appMetadata = { provider: 'email', providers: ['email'], ...objectOrEmpty(body.app_metadata) };

  const user = await ctx.db.asOwner(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const id = await insertEmailUser(tx, { email, passwordHash, confirmed, userMetadata, appMetadata });
    return loadUser(tx, id);
  });
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User was not created');
  return json(serializeUser(user));
}

export async function handleAdminDeleteUser(ctx: RequestContext, userId: string): Promise<Response> {
  requireAdmin(ctx);
  if (!isUuid(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
  const deleted = await ctx.db.asOwner(async (tx) => {
    const user = await loadUser(tx, userId);
    if (user) await tx.query('delete from auth.users where id = $1', [userId]);
    return user;
  });
  if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found');
  return json(serializeUser(deleted));
}

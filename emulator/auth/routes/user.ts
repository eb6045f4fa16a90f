import type { RequestContext } from '../../contract.ts';
import { hasVerifiedFactor, loadCaller, requireCaller } from '../guard.ts';
import { AuthError, json, optionalString, readJsonBody } from '../http.ts';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../passwords.ts';
import type { AuthSettings } from '../settings.ts';
import { loadUser, serializeUser } from '../users.ts';

export async function handleGetUser(ctx: RequestContext): Promise<Response> {
  const caller = requireCaller(ctx);
  const user = await ctx.db.asOwner(async (tx) => {
    await loadCaller(tx, caller);
    return loadUser(tx, caller.userId);
  });
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return json(serializeUser(user));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function handleUpdateUser(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const caller = requireCaller(ctx);
  const body = await readJsonBody(ctx.request);
  const password = optionalString(body, 'password');
  const data = body.data;
  if (data !== undefined && data !== null && !isPlainObject(data)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: data must be an object');
  }
  if (body.app_metadata !== undefined && ctx.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (optionalString(body, 'email') || optionalString(body, 'phone')) {
    // Email/phone changes need GoTrue's double-confirmation flow, which the emulator does not implement.
    throw new AuthError(
      422,
      'validation_failed',
      'Changing the email address or phone number is not supported by the local emulator',
    );
  }

  const current = await ctx.db.asOwner(async (tx) => {
    const row = await loadCaller(tx, caller);
    return { row, mfa: await hasVerifiedFactor(tx, caller.userId) };
  });
  if (password !== undefined) {
    if (current.mfa && caller.aal !== 'aal2') {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    checkPasswordStrength(password, settings.config.minimumPasswordLength);
    if (await passwordMatches(password, current.row.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password, settings.bcryptCost);

  const updated = await ctx.db.asOwner(async (tx) => {
    if (isPlainObject(data)) {
      // GoTrue merges key by key and deletes keys set to null.
      const removed = Object.keys(data).filter((key) => data[key] === null);
      const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
      await tx.query(
        `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
           updated_at = now() where id = $1`,
        [caller.userId, JSON.stringify(kept), removed],
      );
    }
    if (isPlainObject(body.app_metadata)) {
      await tx.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now()
         where id = $1`,
        [caller.userId, JSON.stringify(body.app_metadata)],
      );
    }
    if (passwordHash !== undefined) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        caller.userId,
        passwordHash,
      ]);
      // A password change signs out every other session of the user.
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
        caller.userId,
        caller.sessionId ?? null,
      ]);
    }
    return loadUser(tx, caller.userId);
  });
  if (!updated) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return json(serializeUser(updated));
}

import type { RequestContext } from '../../contract.ts';
import { isUuid } from '../guard.ts';
import { AuthError, json, objectOrEmpty, optionalString, readJsonBody } from '../http.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import type { AuthSettings } from '../settings.ts';
import { downgradeSessionsOf } from '../sessions.ts';
import {
  findUserByEmail,
  insertEmailUser,
  loadUser,
  serializeFactor,
  serializeUser,
  type FactorRow,
} from '../users.ts';

// The slice of GoTrue's admin API for managing users from trusted code (service role only).

export function requireAdmin(ctx: RequestContext): void {
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
  const passwordHash = password === undefined ? '' : await hashPassword(password, settings.bcryptCost);
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

function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** `GET /admin/users?page=&per_page=`: newest first, with GoTrue's X-Total-Count and Link headers. */
export async function handleAdminListUsers(ctx: RequestContext): Promise<Response> {
  requireAdmin(ctx);
  const url = new URL(ctx.request.url);
  const page = positiveInteger(url.searchParams.get('page'), 1);
  const perPage = positiveInteger(url.searchParams.get('per_page'), 50);
  const { total, users } = await ctx.db.asOwner(async (tx) => {
    const counted = await tx.query<{ total: number }>(
      `select count(*)::int as total from auth.users where aud = 'authenticated' or aud is null`,
    );
    const ids = await tx.query<{ id: string }>(
      `select id from auth.users where aud = 'authenticated' or aud is null
       order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const loaded = [];
    for (const { id } of ids.rows) {
      const user = await loadUser(tx, id);
      if (user) loaded.push(serializeUser(user));
    }
    return { total: counted.rows[0]?.total ?? 0, users: loaded };
  });
  // auth-js reads the page number from the first query parameter of each link, so `page` comes first.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) =>
    `</admin/users?page=${target}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  return json({ users, aud: 'authenticated' }, 200, {
    'X-Total-Count': String(total),
    Link: links.join(', '),
  });
}

export async function handleAdminGetUser(ctx: RequestContext, userId: string): Promise<Response> {
  requireAdmin(ctx);
  if (!isUuid(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
  const user = await ctx.db.asOwner((tx) => loadUser(tx, userId));
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return json(serializeUser(user));
}

/** `PUT /admin/users/{id}`: password, metadata, e-mail confirmation and bans. */
export async function handleAdminUpdateUser(
  ctx: RequestContext,
  settings: AuthSettings,
  userId: string,
): Promise<Response> {
  requireAdmin(ctx);
  if (!isUuid(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
  const body = await readJsonBody(ctx.request);
  const password = optionalString(body, 'password');
  if (password !== undefined) checkPasswordStrength(password, settings.config.minimumPasswordLength);
  const passwordHash = password === undefined ? undefined : await hashPassword(password, settings.bcryptCost);
  const ban = optionalString(body, 'ban_duration');
  const banSeconds = ban === undefined || ban === 'none' ? undefined : durationSeconds(ban);
  if (banSeconds === null) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');

  const updated = await ctx.db.asOwner(async (tx) => {
    if (!(await loadUser(tx, userId))) throw new AuthError(404, 'user_not_found', 'User not found');
    if (passwordHash !== undefined) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [userId, passwordHash]);
    }
    if (body.user_metadata !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
        [userId, JSON.stringify(objectOrEmpty(body.user_metadata))],
      );
    }
    if (body.app_metadata !== undefined) {
      await tx.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
        [userId, JSON.stringify(objectOrEmpty(body.app_metadata))],
      );
    }
    if (body.email_confirm === true) {
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [userId],
      );
    }
    if (ban === 'none') await tx.query('update auth.users set banned_until = null where id = $1', [userId]);
    if (banSeconds !== undefined) {
      await tx.query('update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1', [
        userId,
        banSeconds,
      ]);
    }
    await tx.query('update auth.users set updated_at = now() where id = $1', [userId]);
    return loadUser(tx, userId);
  });
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  return json(serializeUser(updated));
}

/** Go durations as GoTrue accepts them for `ban_duration` (`24h`, `90m`, `1h30m`, `3600s`). */
function durationSeconds(text: string): number | null {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return null;
  const unit = { h: 3600, m: 60, s: 1 };
  return parts.reduce((sum, part) => sum + Number(part[1]) * unit[part[2] as 'h' | 'm' | 's'], 0);
}

/** GoTrue's `loadUser` middleware for `/admin/users/{id}/…`: 404 for a malformed or unknown id. */
async function adminTargetUser(ctx: RequestContext, userId: string) {
  if (!isUuid(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await ctx.db.asOwner((tx) => loadUser(tx, userId));
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** `GET /admin/users/{id}/factors`: the user's factors, verified or not, as a bare array. */
export async function handleAdminListFactors(ctx: RequestContext, userId: string): Promise<Response> {
  requireAdmin(ctx);
  const user = await adminTargetUser(ctx, userId);
  return json(user.factors.map(serializeFactor));
}

/** `DELETE /admin/users/{id}/factors/{factorId}`: removes the factor; sessions it raised fall back to aal1. */
export async function handleAdminDeleteFactor(
  ctx: RequestContext,
  userId: string,
  factorId: string,
): Promise<Response> {
  requireAdmin(ctx);
  await adminTargetUser(ctx, userId);
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const removed = await ctx.db.asOwner(async (tx) => {
    const factor = (
      await tx.query<FactorRow>(
        `select id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone, last_challenged_at
         from auth.mfa_factors where id = $1 and user_id = $2`,
        [factorId, userId],
      )
    ).rows[0];
    if (!factor) return undefined;
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessionsOf(tx, factor.id);
    return factor;
  });
  if (!removed) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return json(serializeFactor(removed));
}

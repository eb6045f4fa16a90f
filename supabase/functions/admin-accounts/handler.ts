import type { User } from '@supabase/supabase-js';
import { readAdminPost } from '../_shared/admin-post.ts';
import type { FunctionConfig } from '../_shared/config.ts';
import {
  adminAccountsRequestSchema,
  type AdminAccount,
  type AdminFactor,
  type AdminFactorsList,
  type AdminAccountsErrorCode,
  type AdminAccountsList,
  type InviteOutcome,
} from '../_shared/contract/admin-accounts.ts';
import type { Language } from '../_shared/contract/language.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';

// admin-accounts: for an admin who entered their code, the admin list with each admin's two-step
// state and last sign-in, inviting an admin, removing one, resetting another's factors, and listing
// an admin's authenticator apps to remove one (recovery for a colleague locked out or taken over,
// never your own last app: that would end your own two-step sign-in). Accounts
// live in the auth server, so this goes through its admin API with the service role; the database
// keeps at least one admin whoever deletes (trigger `admin_users_keep_one`).

export interface AdminAccountsDeps {
  config: FunctionConfig;
  db: ServiceClient;
}

const refuse = (status: number, code: AdminAccountsErrorCode, error: string) =>
  errorResponse(status, code, error);

const notAdmin = () => refuse(404, 'not_found', 'This person is not an admin (any more).');

const USERS_PER_PAGE = 1000;

/** The auth account with this address; the admin API has no lookup by e-mail, so it pages. */
async function findUserByEmail(db: ServiceClient, email: string): Promise<User | undefined> {
  const wanted = email.toLowerCase();
  for (let page = 1; ; page += 1) {
    const { data, error } = await db.auth.admin.listUsers({ page, perPage: USERS_PER_PAGE });
    if (error) throw new Error(`listing users failed: ${error.message}`);
    const found = data.users.find((user) => user.email?.toLowerCase() === wanted);
    if (found) return found;
    if (data.users.length < USERS_PER_PAGE) return undefined;
  }
}

async function isAdmin(db: ServiceClient, userId: string): Promise<boolean> {
  const { data, error } = await db.from('admin_users').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(`reading admin_users failed: ${error.message}`);
  return data !== null;
}

async function listAdmins(db: ServiceClient): Promise<AdminAccount[]> {
  const { data, error } = await db
    .from('admin_users')
    .select('user_id, email, created_at, language')
    .order('created_at', { ascending: true });
  if (error) throw new Error(`reading admin_users failed: ${error.message}`);
  return Promise.all(
    data.map(async (row) => {
      const [user, factors] = await Promise.all([
        db.auth.admin.getUserById(row.user_id),
        db.auth.admin.mfa.listFactors({ userId: row.user_id }),
      ]);
      if (user.error) throw new Error(`reading user ${row.user_id} failed: ${user.error.message}`);
      if (factors.error)
        throw new Error(`reading factors of ${row.user_id} failed: ${factors.error.message}`);
      const account = user.data.user;
      return {
        userId: row.user_id,
        email: account.email ?? row.email,
        addedAt: row.created_at,
        lastSignInAt: account.last_sign_in_at ?? null,
        mfa: factors.data.factors.some((factor) => factor.status === 'verified'),
        invitePending: Boolean(account.invited_at) && !account.email_confirmed_at,
        noticeLanguage: row.language === 'en' || row.language === 'nl' ? row.language : null,
      };
    }),
  );
}

async function addAdmin(db: ServiceClient, user: User, email: string): Promise<void> {
  const { error } = await db.from('admin_users').insert({ user_id: user.id, email: user.email ?? email });
  if (error) throw new Error(`adding the admin failed: ${error.message}`);
}

type Invited = { ok: true; outcome: InviteOutcome } | { ok: false; response: Response };

const alreadyAdmin = (): Invited => ({
  ok: false,
  response: refuse(409, 'already_admin', 'This address already belongs to an admin.'),
});

async function invite(deps: AdminAccountsDeps, email: string): Promise<Invited> {
  const { db, config } = deps;
  const existing = await findUserByEmail(db, email);
  if (existing && (await isAdmin(db, existing.id))) return alreadyAdmin();
  // Someone who already signed in with this address keeps their account and password.
  if (existing?.email_confirmed_at) {
    await addAdmin(db, existing, email);
    return { ok: true, outcome: 'promoted' };
  }
  const invited = await db.auth.admin.inviteUserByEmail(email, {
    redirectTo: `${config.siteUrl}/admin/auth`,
  });
  if (invited.error) {
    // Confirmed between the lookup and the invitation: the account exists after all.
    if (invited.error.code === 'email_exists') {
      const confirmed = await findUserByEmail(db, email);
      if (!confirmed) throw new Error('the invited address has an account that cannot be found');
      if (await isAdmin(db, confirmed.id)) return alreadyAdmin();
      await addAdmin(db, confirmed, email);
      return { ok: true, outcome: 'promoted' };
    }
    throw new Error(`inviting failed: ${invited.error.message}`);
  }
  await addAdmin(db, invited.data.user, email);
  return { ok: true, outcome: 'invited' };
}

async function remove(db: ServiceClient, userId: string): Promise<Response> {
  const { data, error } = await db.from('admin_users').delete().eq('user_id', userId).select('user_id');
  if (error) {
    if (error.hint === 'last_admin')
      return refuse(
        409,
        'last_admin',
        'This is the only admin. Invite another admin before removing this one.',
      );
    throw new Error(`removing the admin failed: ${error.message}`);
  }
  if (data.length === 0) return refuse(404, 'not_found', 'This person is not an admin (any more).');
  return jsonResponse(200, { success: true });
}

async function resetFactors(db: ServiceClient, userId: string): Promise<Response> {
  if (!(await isAdmin(db, userId))) return notAdmin();
  const listed = await db.auth.admin.mfa.listFactors({ userId });
  if (listed.error) throw new Error(`reading factors failed: ${listed.error.message}`);
  for (const factor of listed.data.factors) {
    const deleted = await db.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (deleted.error) throw new Error(`deleting factor ${factor.id} failed: ${deleted.error.message}`);
  }
  return jsonResponse(200, { success: true, removed: listed.data.factors.length });
}

async function factorsOf(db: ServiceClient, userId: string): Promise<AdminFactor[]> {
  const [listed, bindings] = await Promise.all([
    db.auth.admin.mfa.listFactors({ userId }),
    db.from('admin_factor_bindings').select('factor_id').eq('user_id', userId),
  ]);
  if (listed.error) throw new Error(`reading factors failed: ${listed.error.message}`);
  if (bindings.error) throw new Error(`reading factor bindings failed: ${bindings.error.message}`);
  const bound = new Set(bindings.data.map((binding) => binding.factor_id));
  return listed.data.factors
    .filter((factor) => factor.factor_type === 'totp')
    .map((factor) => ({
      id: factor.id,
      friendlyName: factor.friendly_name || null,
      status: factor.status === 'verified' ? 'verified' : 'unverified',
      bound: bound.has(factor.id),
      createdAt: factor.created_at,
    }));
}

async function listFactors(db: ServiceClient, userId: string): Promise<Response> {
  if (!(await isAdmin(db, userId))) return notAdmin();
  const answer: AdminFactorsList = { success: true, factors: await factorsOf(db, userId) };
  return jsonResponse(200, answer);
}

async function removeFactor(
  db: ServiceClient,
  caller: string,
  userId: string,
  factorId: string,
): Promise<Response> {
  if (!(await isAdmin(db, userId))) return notAdmin();
  const factors = await factorsOf(db, userId);
  const factor = factors.find((found) => found.id === factorId);
  if (!factor) return refuse(404, 'not_found', 'This app is not on the account (any more).');
  const verified = factors.filter((found) => found.status === 'verified');
  if (userId === caller && factor.status === 'verified' && verified.length === 1) {
    return refuse(
      409,
      'own_last_factor',
      'This is your only authenticator app. Ask another admin to remove it, or add another app first.',
    );
  }
  const deleted = await db.auth.admin.mfa.deleteFactor({ userId, id: factorId });
  if (deleted.error) {
    if (deleted.error.status === 404)
      return refuse(404, 'not_found', 'This app is not on the account (any more).');
    throw new Error(`deleting factor ${factorId} failed: ${deleted.error.message}`);
  }
  return jsonResponse(200, { success: true });
}

/** Each admin chooses the language of their own security e-mails, nobody else's. */
async function setNoticeLanguage(
  db: ServiceClient,
  caller: string,
  language: Language | null,
): Promise<Response> {
  const { data, error } = await db
    .from('admin_users')
    .update({ language })
    .eq('user_id', caller)
    .select('user_id');
  if (error) throw new Error(`saving the language failed: ${error.message}`);
  if (data.length === 0) return notAdmin();
  return jsonResponse(200, { success: true });
}

export function createAdminAccounts(deps: AdminAccountsDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const post = await readAdminPost(
      request,
      deps.config,
      adminAccountsRequestSchema,
      'Send an action (list, invite with an e-mail address, remove, reset-factors or factors with a user id, remove-factor with a user id and a factor id, notice-language with en, nl or null).',
    );
    if (!post.ok) return post.response;
    const { caller, body } = post;
    try {
      switch (body.action) {
        case 'list': {
          const answer: AdminAccountsList = {
            success: true,
            you: caller.userId,
            admins: await listAdmins(deps.db),
          };
          return jsonResponse(200, answer);
        }
        case 'invite': {
          const invited = await invite(deps, body.email);
          if (!invited.ok) return invited.response;
          return jsonResponse(200, { success: true, outcome: invited.outcome });
        }
        case 'remove':
          return await remove(deps.db, body.userId);
        case 'reset-factors':
          if (body.userId === caller.userId) {
            return refuse(
              409,
              'own_factors',
              'You cannot reset your own two-step sign-in here. Ask another admin to do it.',
            );
          }
          return await resetFactors(deps.db, body.userId);
        case 'factors':
          return await listFactors(deps.db, body.userId);
        case 'remove-factor':
          return await removeFactor(deps.db, caller.userId, body.userId, body.factorId);
        case 'notice-language':
          return await setNoticeLanguage(deps.db, caller.userId, body.language);
      }
    } catch (error) {
      console.error('admin-accounts failed', error);
      return refuse(500, 'unexpected', 'That did not work. Try again.');
    }
  };
}

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from '../../emulator/keys.ts';
import {
  client,
  createUser,
  decodeJwt,
  sharedInboxUrl,
  sharedUrl,
  signedIn,
  type TestUser,
} from '../support/helpers.ts';
import { totpCode } from '../support/totp.ts';

// GoTrue wire conformance of the admin invite and factor endpoints, through the unmodified supabase-js.

const url = sharedUrl();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REDIRECT = 'http://localhost:4173/admin/auth';

const admin = () => client(url, SECRET_KEY).auth.admin;
const freshAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

async function rawAuth(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', PUBLISHABLE_KEY);
  headers.set('X-Supabase-Api-Version', '2024-01-01');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${url}/auth/v1${path}`, { ...init, headers });
}

async function mailsTo(to: string): Promise<{ ID: string }[]> {
  const search = await fetch(`${sharedInboxUrl()}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
  return ((await search.json()) as { messages: { ID: string }[] }).messages;
}

async function waitForMail(to: string, count = 1): Promise<{ Text: string; HTML: string; Subject: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const messages = await mailsTo(to);
    const newest = messages.length >= count ? messages[0] : undefined;
    if (newest) {
      const message = await fetch(`${sharedInboxUrl()}/api/v1/message/${newest.ID}`);
      return (await message.json()) as { Text: string; HTML: string; Subject: string };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to}`);
}

const linkIn = (text: string) => /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)?.[1] ?? '';

/** A signed-in user with a verified TOTP factor, at aal2. */
async function withVerifiedFactor(user: TestUser) {
  const supabase = await signedIn(url, user);
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
  const factorId = enrolled.data?.id ?? '';
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  const verified = await supabase.auth.mfa.verify({
    factorId,
    challengeId: challenge.data?.id ?? '',
    code: totpCode(enrolled.data?.totp.secret ?? ''),
  });
  expect(verified.error).toBeNull();
  return { supabase, factorId };
}

describe('POST /invite', () => {
  it('creates an unconfirmed user and mails a link that signs them in as invited', async () => {
    const email = freshAddress('Invited');
    const { data, error } = await admin().inviteUserByEmail(email, {
      redirectTo: REDIRECT,
      data: { team: 'ground' },
    });
    expect(error).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      user_metadata: { team: 'ground' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(user?.id).toMatch(UUID);
    expect(user?.invited_at).toEqual(expect.any(String));
    expect(user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id });

    const mail = await waitForMail(email.toLowerCase());
    expect(mail.Subject).toBe("You've been invited");
    const link = linkIn(mail.Text);
    expect(mail.HTML).toContain('Accept invitation');
    const params = new URL(link).searchParams;
    expect(params.get('type')).toBe('invite');
    expect(params.get('redirect_to')).toBe(REDIRECT);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('sb')).toBe('');
    const claims = decodeJwt(fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({ sub: user?.id, aal: 'aal1' });
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    // The invited user chooses a password and can then sign in with it.
    const invited = client(url);
    const set = await invited.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(set.data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });
    expect((await invited.auth.updateUser({ password: 'chosen-by-invitee' })).error).toBeNull();
    const signIn = await client(url).auth.signInWithPassword({ email, password: 'chosen-by-invitee' });
    expect(signIn.error).toBeNull();

    const reused = await fetch(link, { redirect: 'manual' });
    expect(
      new URLSearchParams(new URL(reused.headers.get('location') ?? '').hash.slice(1)).get('error_code'),
    ).toBe('otp_expired');
  });

  it('sends a fresh link to an invitee who has not accepted, and refuses a confirmed address', async () => {
    const email = freshAddress('twice');
    const first = await admin().inviteUserByEmail(email, { redirectTo: REDIRECT });
    const firstLink = linkIn((await waitForMail(email)).Text);
    const second = await admin().inviteUserByEmail(email, { redirectTo: REDIRECT });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const secondLink = linkIn((await waitForMail(email, 2)).Text);
    expect(secondLink).not.toBe(firstLink);
    const stale = await fetch(firstLink, { redirect: 'manual' });
    expect(stale.headers.get('location')).toContain('error_code=otp_expired');

    const confirmed = await createUser(url);
    const refused = await admin().inviteUserByEmail(confirmed.email);
    expect(refused.data.user).toBeNull();
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(await mailsTo(confirmed.email)).toHaveLength(0);
  });

  it('accepts the link’s token hash through verifyOtp', async () => {
    const email = freshAddress('otp');
    await admin().inviteUserByEmail(email);
    const hash = new URL(linkIn((await waitForMail(email)).Text)).searchParams.get('token') ?? '';
    const { data, error } = await client(url).auth.verifyOtp({ token_hash: hash, type: 'invite' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const again = await client(url).auth.verifyOtp({ token_hash: hash, type: 'invite' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('validates the address and answers only the service role', async () => {
    expect((await admin().inviteUserByEmail('')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'An email address is required',
    });
    expect((await admin().inviteUserByEmail('not-an-address')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });

    const email = freshAddress('refused');
    const anon = await client(url).auth.admin.inviteUserByEmail(email);
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const user = await signedIn(url, await createUser(url));
    const token = (await user.auth.getSession()).data.session?.access_token ?? '';
    const asUser = await rawAuth('/invite', { method: 'POST', token, body: JSON.stringify({ email }) });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('admin factor API', () => {
  it('lists a user’s factors and deletes one, ending the aal2 its sessions had', async () => {
    const user = await createUser(url);
    const { supabase, factorId } = await withVerifiedFactor(user);

    const listed = await admin().mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({
        id: factorId,
        friendly_name: 'phone',
        factor_type: 'totp',
        status: 'verified',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      }),
    ]);
    expect(listed.data?.factors[0]).not.toHaveProperty('secret');

    const deleted = await admin().mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands back the body, the deleted factor, wrapped once more in `data`.
    expect(deleted.data).toMatchObject({
      data: { id: factorId, status: 'verified', factor_type: 'totp' },
    });
    expect((await admin().mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);

    const refreshed = await supabase.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('answers unknown users and factors with GoTrue’s 404s', async () => {
    const user = await createUser(url);
    const other = await createUser(url);
    const { factorId } = await withVerifiedFactor(other);

    const unknownUser = await rawAuth(`/admin/users/${randomUUID()}/factors`, { token: SERVICE_ROLE_KEY });
    expect(unknownUser.status).toBe(404);
    expect(await unknownUser.json()).toEqual({ code: 'user_not_found', message: 'User not found' });
    const badId = await rawAuth('/admin/users/not-a-uuid/factors', { token: SERVICE_ROLE_KEY });
    expect(badId.status).toBe(404);
    expect(await badId.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });

    // Someone else's factor is not found under this user, and stays.
    const foreign = await admin().mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(foreign.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const badFactor = await rawAuth(`/admin/users/${user.id}/factors/nope`, {
      method: 'DELETE',
      token: SERVICE_ROLE_KEY,
    });
    expect(badFactor.status).toBe(404);
    expect(await badFactor.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    });
    expect((await admin().mfa.listFactors({ userId: other.id })).data?.factors).toHaveLength(1);
  });

  it('refuses anon and user tokens with 403 not_admin', async () => {
    const owner = await createUser(url);
    const { supabase, factorId } = await withVerifiedFactor(owner);
    const ownToken = (await supabase.auth.getSession()).data.session?.access_token ?? '';

    const anonList = await client(url).auth.admin.mfa.listFactors({ userId: owner.id });
    expect(anonList.error).toMatchObject({ status: 403, code: 'not_admin' });
    const anonDelete = await client(url).auth.admin.mfa.deleteFactor({ userId: owner.id, id: factorId });
    expect(anonDelete.error).toMatchObject({ status: 403, code: 'not_admin' });

    // Even at aal2, a user cannot use the admin API on their own factors.
    const userList = await rawAuth(`/admin/users/${owner.id}/factors`, { token: ownToken });
    expect(userList.status).toBe(403);
    expect(await userList.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const userDelete = await rawAuth(`/admin/users/${owner.id}/factors/${factorId}`, {
      method: 'DELETE',
      token: ownToken,
    });
    expect(userDelete.status).toBe(403);
    expect((await admin().mfa.listFactors({ userId: owner.id })).data?.factors).toHaveLength(1);
  });
});

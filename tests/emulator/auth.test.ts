import { describe, expect, it } from 'vitest';
import { signJwt } from '../../emulator/jwt.ts';
import { JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from '../../emulator/keys.ts';
import { client, createUser, decodeJwt, sharedInboxUrl, sharedUrl, signedIn } from '../support/helpers.ts';
import { totpCode } from '../support/totp.ts';

// GoTrue wire conformance: supabase-js (unmodified) against the emulator's /auth/v1.

const url = sharedUrl();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function rawAuth(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', PUBLISHABLE_KEY);
  headers.set('X-Supabase-Api-Version', '2024-01-01');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${url}/auth/v1${path}`, { ...init, headers });
}

describe('password sign-in', () => {
  it('returns a session and access token shaped like GoTrue', async () => {
    const user = await createUser(url);
    const { data, error } = await client(url).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id, id: user.id });
    expect(data.user?.factors).toBeUndefined();
    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${url}/auth/v1`,
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.session_id).toMatch(UUID);
    expect(claims.exp as number).toBe((claims.iat as number) + 3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('rejects a wrong password with 400 invalid_credentials in both error formats', async () => {
    const user = await createUser(url);
    const { data, error } = await client(url).auth.signInWithPassword({
      email: user.email,
      password: 'wrong-password',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const current = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: user.email, password: 'wrong-password' }),
    });
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const legacy = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'wrong-password' }),
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const { error } = await client(url).auth.signInWithPassword({
      email: 'nobody@example.test',
      password: 'whatever-password',
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('signs in the seeded admin whose hash pgcrypto made', async () => {
    const { data, error } = await client(url).auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'local-admin-password',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('admin@example.com');
  });
});

describe('sign-up', () => {
  it('follows the project config: sign-ups and anonymous sign-ins are off', async () => {
    const signUp = await client(url).auth.signUp({
      email: 'visitor@example.test',
      password: 'a-long-enough-password',
    });
    expect(signUp.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const anonymous = await client(url).auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});

describe('tokens', () => {
  it('rejects an expired access token with 403 bad_jwt on /user and 401 PGRST303 on /rest', async () => {
    const user = await createUser(url);
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { aud: 'authenticated', role: 'authenticated', sub: user.id, iat: now - 7200, exp: now - 3600 },
      JWT_SECRET,
    );
    const { data, error } = await client(url).auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toMatch(/^invalid JWT: unable to parse or verify signature, .*expired/);

    const rest = await fetch(`${url}/rest/v1/blog_posts?select=*`, {
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${expired}` },
    });
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await rest.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
  });

  it('refuses a correctly signed token without `exp` everywhere a token is verified', async () => {
    const user = await createUser(url);
    const forever = signJwt(
      { aud: 'authenticated', role: 'authenticated', sub: user.id, iat: Math.floor(Date.now() / 1000) },
      JWT_SECRET,
    );
    const { data, error } = await client(url).auth.getUser(forever);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toContain('exp claim is required');

    const headers = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${forever}` };
    const rest = await fetch(`${url}/rest/v1/blog_posts?select=id`, { headers });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST303');
    const storage = await fetch(`${url}/storage/v1/object/authenticated/videos/any.webm`, { headers });
    expect(storage.status).toBeGreaterThanOrEqual(400);
    expect(((await storage.json()) as { message: string }).message).toContain('"exp" claim');
  });

  it('rejects a token signed with another secret', async () => {
    const forged = signJwt(
      { role: 'service_role', sub: '00000000-0000-4000-8000-000000000000' },
      'another-secret-of-enough-length-000000',
    );
    const { error } = await client(url).auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('verifies claims through getClaims() with the empty HS256 key set', async () => {
    const user = await createUser(url);
    const supabase = await signedIn(url, user);
    const jwks = await rawAuth('/.well-known/jwks.json');
    expect(await jwks.json()).toEqual({ keys: [] });
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: user.id, role: 'authenticated', aal: 'aal1' });
  });

  it('answers /user without a bearer token with 401 no_authorization', async () => {
    const response = await fetch(`${url}/auth/v1/user`, {
      headers: { apikey: PUBLISHABLE_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('rotates refresh tokens and hands back the active one when its parent is replayed', async () => {
    const user = await createUser(url);
    const supabase = await signedIn(url, user);
    const first = (await supabase.auth.getSession()).data.session;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(first?.refresh_token);
    expect(decodeJwt(second?.access_token ?? '').session_id).toBe(
      decodeJwt(first?.access_token ?? '').session_id,
    );

    const replay = await rawAuth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first?.refresh_token }),
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { refresh_token: string }).refresh_token).toBe(second?.refresh_token);

    const unknown = await rawAuth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('user', () => {
  it('reads the user and merges metadata updates', async () => {
    const user = await createUser(url);
    const supabase = await signedIn(url, user);
    const fetched = await supabase.auth.getUser();
    expect(fetched.data.user).toMatchObject({ id: user.id, email: user.email });

    const first = await supabase.auth.updateUser({ data: { locale: 'nl', theme: 'dark' } });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toMatchObject({ locale: 'nl', theme: 'dark' });
    const second = await supabase.auth.updateUser({ data: { theme: null, name: 'Sky' } });
    expect(second.data.user?.user_metadata).toMatchObject({ locale: 'nl', name: 'Sky' });
    expect(second.data.user?.user_metadata).not.toHaveProperty('theme');
  });

  it('changes the password, signing out the other sessions', async () => {
    const user = await createUser(url);
    const supabase = await signedIn(url, user);
    const other = await signedIn(url, user);
    const otherRefresh = (await other.auth.getSession()).data.session?.refresh_token;

    const same = await supabase.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await supabase.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await supabase.auth.updateUser({ password: 'a-brand-new-password' });
    expect(changed.error).toBeNull();
    expect(
      (await client(url).auth.signInWithPassword({ email: user.email, password: user.password })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client(url).auth.signInWithPassword({ email: user.email, password: 'a-brand-new-password' }))
        .error,
    ).toBeNull();
    const stale = await rawAuth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: otherRefresh }),
    });
    expect(stale.status).toBe(400);
    expect((await supabase.auth.getUser()).error).toBeNull();
  });
});

describe('sign-out', () => {
  it('local scope ends only the current session', async () => {
    const user = await createUser(url);
    const one = await signedIn(url, user);
    const two = await signedIn(url, user);
    const token = (await one.auth.getSession()).data.session?.access_token ?? '';
    expect((await one.auth.signOut({ scope: 'local' })).error).toBeNull();
    const gone = await rawAuth('/user', { token });
    expect(gone.status).toBe(403);
    expect(await gone.json()).toMatchObject({ code: 'session_not_found' });
    // supabase-js turns session_not_found into AuthSessionMissingError.
    expect((await client(url).auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
    expect((await two.auth.getUser()).error).toBeNull();
  });

  it('global scope ends every session and revokes refresh tokens', async () => {
    const user = await createUser(url);
    const one = await signedIn(url, user);
    const two = await signedIn(url, user);
    const twoSession = (await two.auth.getSession()).data.session;
    const logout = await rawAuth('/logout', {
      method: 'POST',
      token: (await one.auth.getSession()).data.session?.access_token,
    });
    expect(logout.status).toBe(204);
    const refresh = await rawAuth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: twoSession?.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const bad = await rawAuth('/logout?scope=everything', {
      method: 'POST',
      token: twoSession?.access_token,
    });
    expect(bad.status).toBe(400);
  });
});

interface InboxMessage {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function waitForMail(to: string): Promise<{ Text: string; HTML: string; Subject: string }> {
  const inbox = sharedInboxUrl();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = (await (
      await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)
    ).json()) as {
      messages: InboxMessage[];
    };
    const found = list.messages[0];
    if (found)
      return (await (await fetch(`${inbox}/api/v1/message/${found.ID}`)).json()) as {
        Text: string;
        HTML: string;
        Subject: string;
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to}`);
}

describe('password recovery', () => {
  it('mails a link that signs the user in so they can set a new password', async () => {
    const user = await createUser(url);
    const redirectTo = 'http://localhost:4173/admin/reset-password';
    const sent = await client(url).auth.resetPasswordForEmail(user.email, { redirectTo });
    expect(sent).toEqual({ data: {}, error: null });

    const mail = await waitForMail(user.email);
    expect(mail.Subject).toBe('Reset Your Password');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('sb')).toBe('');
    // GoTrue's implicit flow issues every e-mailed link's session with the method `otp`.
    expect(decodeJwt(fragment.get('access_token') ?? '').amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);

    const recovering = client(url);
    const set = await recovering.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (await client(url).auth.signInWithPassword({ email: user.email, password: 'recovered-password' }))
        .error,
    ).toBeNull();

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('accepts the mailed code through verifyOtp', async () => {
    const user = await createUser(url);
    await client(url).auth.resetPasswordForEmail(user.email);
    const code = /enter the code: (\d{6})/.exec((await waitForMail(user.email)).Text)?.[1] ?? '';
    const supabase = client(url);
    const { data, error } = await supabase.auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const again = await client(url).auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('answers unknown addresses the same way and validates the address', async () => {
    expect(await client(url).auth.resetPasswordForEmail('nobody-here@example.test')).toEqual({
      data: {},
      error: null,
    });
    const invalid = await client(url).auth.resetPasswordForEmail('not-an-address');
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('TOTP multi-factor authentication', () => {
  it('enrols, challenges and verifies a factor, upgrading the session to aal2', async () => {
    const user = await createUser(url);
    const supabase = await signedIn(url, user);
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'phone' });
    expect(factor?.id).toMatch(UUID);
    expect(factor?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    const uri = new URL(factor?.totp.uri ?? '');
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor?.totp.secret);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    const challenge = await supabase.auth.mfa.challenge({ factorId: factor?.id ?? '' });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);

    const wrong = await supabase.auth.mfa.verify({
      factorId: factor?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: totpCode(factor?.totp.secret ?? '', Date.now() - 10 * 60_000),
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    const verified = await supabase.auth.mfa.verify({
      factorId: factor?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: totpCode(factor?.totp.secret ?? ''),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factor?.id]);

    const fresh = await signedIn(url, user);
    const freshLevel = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(freshLevel.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const tooWeak = await fresh.auth.updateUser({ password: 'needs-aal2-first' });
    expect(tooWeak.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const refusedUnenroll = await fresh.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(refusedUnenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const unenrolled = await supabase.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(unenrolled.error).toBeNull();
    expect(unenrolled.data).toEqual({ id: factor?.id });
    const refreshed = await supabase.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    expect(refreshed.data.user?.factors).toBeUndefined();
  });

  it('refuses a challenge for a factor that is not the caller’s', async () => {
    const owner = await signedIn(url, await createUser(url));
    const stranger = await signedIn(url, await createUser(url));
    const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await stranger.auth.mfa.challenge({ factorId: enrolled.data?.id ?? '' });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('admin API', () => {
  it('lists, reads, updates, bans and deletes users with the service role only', async () => {
    const admin = client(url, SECRET_KEY).auth.admin;
    const user = await createUser(url);
    await createUser(url);
    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(2);
    expect(listed.data).toMatchObject({ nextPage: 2 });
    expect((listed.data as { total: number }).total).toBeGreaterThanOrEqual(4);

    expect((await admin.getUserById(user.id)).data.user?.email).toBe(user.email);
    const updated = await admin.updateUserById(user.id, {
      user_metadata: { team: 'demo' },
      app_metadata: { role: 'pilot' },
      password: 'set-by-an-admin',
    });
    expect(updated.data.user).toMatchObject({
      user_metadata: { team: 'demo' },
      app_metadata: { role: 'pilot' },
    });

    await admin.updateUserById(user.id, { ban_duration: '24h' });
    const banned = await client(url).auth.signInWithPassword({
      email: user.email,
      password: 'set-by-an-admin',
    });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(
      (await client(url).auth.signInWithPassword({ email: user.email, password: 'set-by-an-admin' })).error,
    ).toBeNull();

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    expect((await admin.getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });

    const notAdmin = await client(url).auth.admin.listUsers();
    expect(notAdmin.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('gateway', () => {
  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${url}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, prefer',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, x-client-info, prefer',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');

    const response = await fetch(`${url}/auth/v1/health`, { headers: { Origin: 'http://localhost:4173' } });
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('Content-Range');
    expect(exposed).toContain('X-Supabase-Api-Version');
  });

  it('answers any origin with `*` and never allows credentials, as hosted Supabase does', async () => {
    const evil = 'https://evil.example';
    const preflight = await fetch(`${url}/auth/v1/user`, {
      method: 'OPTIONS',
      headers: {
        Origin: evil,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization',
      },
    });
    const user = await createUser(url);
    const { data } = await client(url).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    const answers = [
      preflight,
      await fetch(`${url}/auth/v1/user`, {
        headers: {
          Origin: evil,
          apikey: PUBLISHABLE_KEY,
          Authorization: `Bearer ${data.session?.access_token}`,
        },
      }),
      await fetch(`${url}/rest/v1/blog_posts?select=id`, {
        headers: { Origin: evil, apikey: PUBLISHABLE_KEY },
      }),
      await fetch(`${url}/storage/v1/bucket`, { headers: { Origin: evil, apikey: PUBLISHABLE_KEY } }),
      await fetch(`${url}/nowhere`, { headers: { Origin: evil } }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('access-control-allow-origin'), answer.url).toBe('*');
      expect(answer.headers.get('access-control-allow-credentials'), answer.url).toBeNull();
    }
    expect(answers[1]?.status).toBe(200);
  });

  it('maps the opaque keys to their roles', async () => {
    const anon = await fetch(`${url}/rest/v1/admin_users?select=*`, { headers: { apikey: PUBLISHABLE_KEY } });
    const service = await fetch(`${url}/rest/v1/admin_users?select=*`, {
      headers: { apikey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' },
    });
    expect(service.status).toBe(200);
    expect(((await service.json()) as unknown[]).length).toBeGreaterThan(0);
    expect([200, 401]).toContain(anon.status);
    if (anon.status === 200) expect(await anon.json()).toEqual([]);
  });
});

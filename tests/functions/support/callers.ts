import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { JWT_SECRET } from '../../../emulator/keys.ts';
import { totpCode } from '../../support/totp.ts';
import { deno } from '../../../supabase/functions/_shared/runtime.ts';

// Tokens of every kind of caller an admin function must tell apart, from the emulator's real auth
// server (signed-in users) or signed here (forged and expired tokens).

export const SEEDED_PASSWORD = 'local-admin-password';

const supabaseUrl = () => deno.env.get('SUPABASE_URL') ?? 'http://127.0.0.1:54321';
const anonKey = () => deno.env.get('SUPABASE_ANON_KEY') ?? '';

export const userClient = (): SupabaseClient =>
  createClient(supabaseUrl(), anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

async function signedIn(email: string, password = SEEDED_PASSWORD): Promise<SupabaseClient> {
  const client = userClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

/** A signed-in user's token after the password only (aal1). */
export const passwordToken = async (email: string, password?: string) =>
  accessToken(await signedIn(email, password));

/** The seeded admins' bound factors (supabase/seed.sql, local only). */
const SEEDED_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@example.com': 'FRKY6TSKLWPKOSQY5ZI5YPIBE4H6QTQC',
  'editor@example.com': 'Q6FFC3AYFP3FWG6UBVJIR3BTOC6YM3CJ',
};

const serviceClient = (): SupabaseClient =>
  createClient(supabaseUrl(), deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/**
 * A code is accepted once: when this step's was used, the next step's (one step of skew is allowed).
 * When both were used this fails rather than wait for a new step: a test that signs in that often
 * uses an admin of its own (`newAdminWithCode`), whose factor no other sign-in has used.
 */
async function verifyCode(client: SupabaseClient, factorId: string, secret: string): Promise<void> {
  const first = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  if (!first.error) return;
  const next = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: totpCode(secret, Date.now() + 30_000),
  });
  if (next.error)
    throw new Error(
      `verifying factor ${factorId} failed with this step's and the next step's code ` +
        `(${next.error.message}): a third sign-in with one factor within 30 s; use an admin of the ` +
        `test's own (newAdminWithCode) instead of a shared one`,
    );
}

/** Signs in, enrols and verifies a TOTP factor from the password session: aal2, the factor not bound. */
export async function passwordEnrolledToken(
  email: string,
  password?: string,
): Promise<{ token: string; secret: string; factorId: string; userId: string }> {
  const client = await signedIn(email, password);
  const enrolled = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `test-${crypto.randomUUID()}`,
  });
  if (enrolled.error) throw new Error(`enrolling ${email} failed: ${enrolled.error.message}`);
  const secret = enrolled.data.totp.secret;
  await verifyCode(client, enrolled.data.id, secret);
  const { data } = await client.auth.getUser();
  return {
    token: await accessToken(client),
    secret,
    factorId: enrolled.data.id,
    userId: data.user?.id ?? '',
  };
}

/**
 * A token at aal2 whose factor is bound, and the key to make more codes: a seeded admin with the
 * seeded factor, any other account with a factor enrolled now and bound by the service role (these
 * tests are not about binding; tests/backend/admin-factor-binding.test.ts is).
 */
export async function codeToken(
  email: string,
  password?: string,
): Promise<{ token: string; secret: string }> {
  const seeded = SEEDED_TOTP_SECRETS[email];
  if (seeded) {
    const client = await signedIn(email, password);
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data?.totp.find((candidate) => candidate.status === 'verified');
    if (!factor) throw new Error(`${email} has no seeded factor`);
    await verifyCode(client, factor.id, seeded);
    return { token: await accessToken(client), secret: seeded };
  }
  const enrolled = await passwordEnrolledToken(email, password);
  const bound = await serviceClient()
    .from('admin_factor_bindings')
    .insert({ factor_id: enrolled.factorId, user_id: enrolled.userId, bound_through: 'service_role' });
  if (bound.error) throw new Error(`binding the factor of ${email} failed: ${bound.error.message}`);
  return { token: enrolled.token, secret: enrolled.secret };
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  const encode = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(unsigned)));
  return `${unsigned}.${base64Url(signature)}`;
}

const adminClaims = (userId: string, expiresIn: number) => {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    aal: 'aal2',
    iat: now,
    exp: now + expiresIn,
  };
};

/** An aal2 admin token signed with a secret the server does not know. */
export const forgedToken = (userId: string) =>
  signJwt(adminClaims(userId, 3600), 'not-the-server-secret-at-all-0123456789');

/** A correctly signed aal2 admin token that expired a minute ago. */
export const expiredToken = (userId: string) => signJwt(adminClaims(userId, -60), JWT_SECRET);

export const SEEDED_ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

export const TEST_PASSWORD = 'a-long-test-password';

let accounts = 0;

/**
 * A fresh confirmed account (an admin when asked), so a test can enrol its factor: an account with
 * a verified factor can only enrol another at aal2, so a seeded admin gets one code token per run.
 */
export async function newAccount(label: string, admin: boolean): Promise<{ id: string; email: string }> {
  const service = serviceClient();
  const email = `${label}-${Date.now().toString(36)}-${accounts++}@example.test`;
  const created = await service.auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw new Error(`creating ${email} failed: ${created.error.message}`);
  if (admin) {
    const added = await service.from('admin_users').insert({ user_id: created.data.user.id, email });
    if (added.error) throw new Error(`making ${email} an admin failed: ${added.error.message}`);
  }
  return { id: created.data.user.id, email };
}

/** A new admin who has entered their code: a token at aal2 and the admin's id. */
export async function newAdminWithCode(label: string): Promise<{ token: string; id: string }> {
  const admin = await newAccount(label, true);
  return { token: (await codeToken(admin.email, TEST_PASSWORD)).token, id: admin.id };
}

import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../emulator/keys.ts';
import { totpCode } from './totp.ts';

// supabase-js clients for the running emulator, one per kind of caller the RLS rules distinguish.

export const API_URL = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
export const SEEDED_PASSWORD = 'local-admin-password';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

// Node 20 has no global WebSocket, which supabase-js's realtime client needs even when unused;
// `ws` implements it, though its constructor's declared types are wider than realtime-js expects.
export const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as Transport },
};

export function anonClient(): SupabaseClient {
  return createClient(API_URL, ANON_KEY, clientOptions);
}

export function serviceClient(): SupabaseClient {
  return createClient(API_URL, SERVICE_ROLE_KEY, clientOptions);
}

export async function signedInClient(email: string): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password: SEEDED_PASSWORD });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

/** The secrets of the seeded admins' bound TOTP factors (supabase/seed.sql, local only). */
export const SEEDED_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@example.com': 'FRKY6TSKLWPKOSQY5ZI5YPIBE4H6QTQC',
  'editor@example.com': 'Q6FFC3AYFP3FWG6UBVJIR3BTOC6YM3CJ',
};

/**
 * Challenges and verifies a factor with the code of the moment. A code is accepted once, so when
 * this step's code was already used on the factor (another sign-in within the step) the next
 * step's code follows (the server allows one step of clock skew). When both were used, this fails
 * rather than wait up to 30 s for a new step: a test that signs in that often uses an admin of its
 * own (`newAdmin`), whose factor no other sign-in has used.
 */
export async function verifyCode(client: SupabaseClient, factorId: string, secret: string): Promise<void> {
  const attempt = (time: number) =>
    client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, time) });
  if (!(await attempt(Date.now())).error) return;
  const next = await attempt(Date.now() + 30_000);
  if (next.error)
    throw new Error(
      `TOTP verification of factor ${factorId} failed with this step's and the next step's code ` +
        `(${next.error.message}): a third sign-in with one factor within 30 s; use an admin of the ` +
        `test's own (newAdmin) instead of a shared one`,
    );
}

/**
 * Binds a factor to its user as the service role: for tests that are not about binding (the
 * mailbox-proven path through `bind_my_totp_factor` has tests of its own).
 */
export async function bindFactor(factorId: string, userId: string): Promise<void> {
  const { error } = await serviceClient()
    .from('admin_factor_bindings')
    .insert({ factor_id: factorId, user_id: userId, bound_through: 'service_role' });
  if (error) throw new Error(`binding factor ${factorId} failed: ${error.message}`);
}

/** Signs in and enrols and verifies a TOTP factor from the password session: aal2, nothing bound. */
export async function passwordEnrolledClient(
  email: string,
  password = SEEDED_PASSWORD,
): Promise<{ client: SupabaseClient; factorId: string; userId: string; secret: string }> {
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(`sign-in as ${email} failed: ${signedIn.error.message}`);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `test-${Date.now()}` });
  if (enrolled.error) throw new Error(`TOTP enrolment for ${email} failed: ${enrolled.error.message}`);
  await verifyCode(client, enrolled.data.id, enrolled.data.totp.secret);
  return {
    client,
    factorId: enrolled.data.id,
    userId: signedIn.data.user.id,
    secret: enrolled.data.totp.secret,
  };
}

/**
 * An aal2 session whose factor is bound: a seeded admin with the seeded factor, any other account
 * with a factor enrolled now and bound by the service role.
 */
export async function aal2Client(email: string): Promise<SupabaseClient> {
  const seeded = SEEDED_TOTP_SECRETS[email];
  let client: SupabaseClient;
  if (seeded) {
    client = await signedInClient(email);
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data?.totp.find((candidate) => candidate.status === 'verified');
    if (!factor) throw new Error(`${email} has no seeded factor`);
    await verifyCode(client, factor.id, seeded);
  } else {
    const enrolled = await passwordEnrolledClient(email);
    await bindFactor(enrolled.factorId, enrolled.userId);
    client = enrolled.client;
  }
  const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.data?.currentLevel !== 'aal2') throw new Error(`${email} did not reach aal2`);
  return client;
}

/**
 * A new admin account (password SEEDED_PASSWORD) for one test file: once a factor is verified an
 * account can only enrol another at aal2, so files that each enrol the same seeded admin collide.
 */
export async function newAdmin(label: string): Promise<{ id: string; email: string }> {
  const service = serviceClient();
  const email = `${label}-${crypto.randomUUID()}@example.com`;
  const created = await service.auth.admin.createUser({
    email,
    password: SEEDED_PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw new Error(`creating ${email} failed: ${created.error.message}`);
  const added = await service.from('admin_users').insert({ user_id: created.data.user.id, email });
  if (added.error) throw new Error(`making ${email} an admin failed: ${added.error.message}`);
  return { id: created.data.user.id, email };
}

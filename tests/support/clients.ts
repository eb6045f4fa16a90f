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

/** Signs in, enrols a TOTP factor and verifies it, leaving the client with an aal2 session. */
export async function aal2Client(email: string): Promise<SupabaseClient> {
  const client = await signedInClient(email);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `test-${Date.now()}` });
  if (enrolled.error) throw new Error(`TOTP enrolment for ${email} failed: ${enrolled.error.message}`);
  const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data.id });
  if (challenge.error) throw new Error(`TOTP challenge for ${email} failed: ${challenge.error.message}`);
  const verified = await client.auth.mfa.verify({
    factorId: enrolled.data.id,
    challengeId: challenge.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw new Error(`TOTP verification for ${email} failed: ${verified.error.message}`);
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

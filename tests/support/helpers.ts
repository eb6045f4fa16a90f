import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../emulator/keys.ts';
import { clientOptions } from './clients.ts';

// Clients for a given URL and key, throwaway users and small utilities, for tests that need more
// than the seeded callers of clients.ts.

export function sharedUrl(): string {
  const url = process.env.SUPABASE_URL;
  if (!url) throw new Error('SUPABASE_URL is not set: run through the backend or emulator vitest config');
  return url;
}

export function sharedInboxUrl(): string {
  const url = process.env.EMULATOR_INBOX_URL;
  if (!url)
    throw new Error('EMULATOR_INBOX_URL is not set: run through the backend or emulator vitest config');
  return url;
}

export function client(url: string, key = PUBLISHABLE_KEY): SupabaseClient {
  return createClient(url, key, clientOptions);
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** Creates a confirmed e-mail user through the admin API, with a unique address. */
export async function createUser(url: string, label = 'user'): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client(url, SECRET_KEY).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

export async function signedIn(url: string, user: TestUser): Promise<SupabaseClient> {
  const supabase = client(url);
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return supabase;
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

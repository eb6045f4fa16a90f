// Recovering an admin with the service role, for the command line (recover-admin.ts) and its tests:
// every factor removed through the auth server's admin API, then a sign-in link by e-mail, so the
// admin sets up a new app through their mailbox (the only way an app counts for admin work).
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
  type User,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../emulator/keys';

const LOCAL_API = 'http://127.0.0.1:54321';
const LOCAL_SITE = 'http://localhost:4173';
const USERS_PER_PAGE = 1000;

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

// Node 20 has no global WebSocket, which supabase-js's realtime client needs even unused; `ws` is it.
const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as Transport },
};

export interface RecoveryTarget {
  supabaseUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
}

export interface Recovered {
  userId: string;
  removedFactors: number;
  /** Where the link in the e-mail leads after sign-in. */
  redirectTo: string;
}

export class RecoveryError extends Error {
  override name = 'RecoveryError';
}

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** Where to work: the environment's project, or the local stack with its well-known key. */
export function targetFromEnv(env: NodeJS.ProcessEnv): RecoveryTarget {
  const supabaseUrl = (env.SUPABASE_URL?.trim() || LOCAL_API).replace(/\/+$/, '');
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!key && !isLoopback(supabaseUrl))
    throw new RecoveryError(
      `Set SUPABASE_SERVICE_ROLE_KEY to the service role key of ${supabaseUrl} (Project settings > API keys).`,
    );
  const siteUrl = (env.SITE_URL?.trim() || (isLoopback(supabaseUrl) ? LOCAL_SITE : '')).replace(/\/+$/, '');
  if (!siteUrl)
    throw new RecoveryError('Set SITE_URL to the address of the website, e.g. https://example.com.');
  return { supabaseUrl, serviceRoleKey: key || LOCAL_SERVICE_ROLE_KEY, siteUrl };
}

async function findUser(service: SupabaseClient, email: string): Promise<User | undefined> {
  const wanted = email.toLowerCase();
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: USERS_PER_PAGE });
    if (error) throw new RecoveryError(`Listing the users failed: ${error.message}`);
    const found = data.users.find((user) => user.email?.toLowerCase() === wanted);
    if (found) return found;
    if (data.users.length < USERS_PER_PAGE) return undefined;
  }
}

/** Removes every factor of the admin with this address and mails them a sign-in link. */
export async function recoverAdmin(target: RecoveryTarget, email: string): Promise<Recovered> {
  const service = createClient(target.supabaseUrl, target.serviceRoleKey, clientOptions);
  const user = await findUser(service, email);
  if (!user?.email) throw new RecoveryError(`No account has the address ${email}.`);
  const admin = await service.from('admin_users').select('user_id').eq('user_id', user.id).maybeSingle();
  if (admin.error) throw new RecoveryError(`Reading the admins failed: ${admin.error.message}`);
  if (!admin.data)
    throw new RecoveryError(
      `${user.email} is not an admin. Add them first (see docs/admin-recovery.md); nothing was changed.`,
    );

  const listed = await service.auth.admin.mfa.listFactors({ userId: user.id });
  if (listed.error) throw new RecoveryError(`Reading the factors failed: ${listed.error.message}`);
  for (const factor of listed.data.factors) {
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    if (deleted.error)
      throw new RecoveryError(`Removing factor ${factor.id} failed: ${deleted.error.message}`);
  }

  // A fresh client: the link is sent as to anyone who asks for one, never creating an account.
  const redirectTo = `${target.siteUrl}/admin/auth`;
  const mailer = createClient(target.supabaseUrl, target.serviceRoleKey, clientOptions);
  const sent = await mailer.auth.signInWithOtp({
    email: user.email,
    options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
  });
  if (sent.error)
    throw new RecoveryError(
      `The factors are removed, but the sign-in link was not sent: ${sent.error.message}. Run this again in a minute.`,
    );
  return { userId: user.id, removedFactors: listed.data.factors.length, redirectTo };
}

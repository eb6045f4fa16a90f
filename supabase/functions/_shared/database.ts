import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionConfig } from './config.ts';
import type { Database } from './contract/database.types.ts';

export type ServiceClient = SupabaseClient<Database>;

/** A service-role client: the functions write rows visitors may not touch themselves. */
export function serviceClient(config: FunctionConfig): ServiceClient {
  return createClient<Database>(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

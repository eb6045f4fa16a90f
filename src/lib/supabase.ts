// The one supabase-js client of the site. It is created on first use, by dynamic import, so that no
// public page downloads supabase-js before a visitor needs it (a build gate checks this).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contract/database.types.ts';

/** The backend the build was made for; the local stack and its well-known key when none is set. */
export const SUPABASE_URL = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
export const SUPABASE_PUBLISHABLE_KEY =
  import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** Where the storage buckets serve their public files. */
export const STORAGE_PUBLIC_URL = `${SUPABASE_URL}/storage/v1/object/public/`;

export type SiteSupabaseClient = SupabaseClient<Database>;

let client: Promise<SiteSupabaseClient> | undefined;

/** The shared client, loading supabase-js the first time it is asked for. */
export function getSupabase(): Promise<SiteSupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => createClient<Database>(SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY))
    .catch((error: unknown) => {
      // A failed chunk load (offline, new deploy) must not poison every later attempt.
      client = undefined;
      throw error;
    });
  return client;
}

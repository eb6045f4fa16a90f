// The site's own record of analytics events: rows appended to the `analytics_events` table (see its
// migration for what a row may hold). A plain keepalive POST, so no client library is loaded for it
// and a batch sent as the page goes away still arrives.
import type { Language } from '@contract/language.ts';
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from '../supabase';

export interface EventRow {
  name: string;
  path: string;
  language: Language;
  properties: Record<string, unknown>;
  session_id: string;
}

export const EVENTS_ENDPOINT = `${SUPABASE_URL}/rest/v1/analytics_events`;

export async function sendEvents(rows: EventRow[]): Promise<void> {
  const response = await fetch(EVENTS_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: SUPABASE_PUBLISHABLE_KEY,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`analytics events were refused with status ${response.status}`);
}

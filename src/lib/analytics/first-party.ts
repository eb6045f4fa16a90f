// The site's own record of analytics events: batches posted to the track-events function, which
// checks them against the contract's allow-list and stores them. A plain keepalive POST, so no
// client library is loaded for it and a batch sent as the page goes away still arrives.
import type { AnalyticsEvent } from '@contract/analytics/events.ts';
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from '../supabase';

export const EVENTS_ENDPOINT = `${SUPABASE_URL}/functions/v1/track-events`;

export async function sendEvents(events: AnalyticsEvent[]): Promise<void> {
  const response = await fetch(EVENTS_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: { apikey: SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (!response.ok) throw new Error(`analytics events were refused with status ${response.status}`);
}

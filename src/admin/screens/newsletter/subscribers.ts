// The newsletter screen's filters (kept in the address), reads and writes, with the admin's
// session: RLS lets an admin who entered their code read and delete subscribers; nothing else.
import { spreadsheetStamp } from '@/admin/amsterdam-time';
import { toCsv } from '@/admin/csv';
import { literalSearch, pageOfParams, readAll, readPage } from '@/admin/list-query';
import type { SiteSupabaseClient } from '@/lib/supabase';
import type { Database } from '@contract/database.types.ts';

export const NEWSLETTER_PATH = '/admin/newsletter';
export const SEARCH_MAX = 100;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

const COLUMNS =
  'id, name, email, language, confirmed_at, unsubscribed_at, created_at, email_status, email_error';

export type Subscriber = Pick<
  Database['public']['Tables']['newsletter_subscribers']['Row'],
  | 'id'
  | 'name'
  | 'email'
  | 'language'
  | 'confirmed_at'
  | 'unsubscribed_at'
  | 'created_at'
  | 'email_status'
  | 'email_error'
>;

/** Unsubscribed wins over confirmed: someone who confirmed and later left gets no more mail. */
export function statusOf(subscriber: Pick<Subscriber, 'confirmed_at' | 'unsubscribed_at'>): SubscriberStatus {
  if (subscriber.unsubscribed_at) return 'unsubscribed';
  return subscriber.confirmed_at ? 'confirmed' : 'pending';
}

export interface SubscriberFilters {
  status?: SubscriberStatus;
  q?: string;
  page: number;
}

export function filtersFromSearch(search: string): SubscriberFilters {
  const params = new URLSearchParams(search);
  const status = SUBSCRIBER_STATUSES.find((candidate) => candidate === params.get('status'));
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX) || undefined;
  return { status, q, page: pageOfParams(params) };
}

export function searchOfFilters(filters: SubscriberFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The PostgREST filter that finds `text`, exactly as typed, in the e-mail address or the name. */
export const searchFilter = (text: string): string => literalSearch(text, ['email', 'name']);

export function loadPage(
  supabase: SiteSupabaseClient,
  filters: SubscriberFilters,
): Promise<{ rows: Subscriber[]; total: number }> {
  let query = supabase.from('newsletter_subscribers').select(COLUMNS, { count: 'exact' });
  if (filters.status === 'pending') query = query.is('confirmed_at', null).is('unsubscribed_at', null);
  if (filters.status === 'confirmed')
    query = query.not('confirmed_at', 'is', null).is('unsubscribed_at', null);
  if (filters.status === 'unsubscribed') query = query.not('unsubscribed_at', 'is', null);
  if (filters.q) query = query.or(searchFilter(filters.q));
  // Newest first; the id breaks ties so no row shows on two pages.
  const ordered = query.order('created_at', { ascending: false }).order('id', { ascending: false });
  return readPage((from, to) => ordered.range(from, to), filters.page);
}

export type ConfirmedSubscriber = Pick<Subscriber, 'name' | 'email' | 'language' | 'confirmed_at'>;

/** Everyone who may be mailed: confirmed and not unsubscribed, oldest confirmation first. */
export const loadConfirmed = (supabase: SiteSupabaseClient): Promise<ConfirmedSubscriber[]> =>
  readAll((from, to) =>
    supabase
      .from('newsletter_subscribers')
      .select('name, email, language, confirmed_at')
      .not('confirmed_at', 'is', null)
      .is('unsubscribed_at', null)
      .order('confirmed_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  );

export async function deleteSubscriber(supabase: SiteSupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('newsletter_subscribers').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length !== 1) throw new Error('the subscriber was not deleted');
}

/** The mailing list as a spreadsheet: name, address, language code and confirmation time. */
export function confirmedCsv(header: readonly string[], rows: readonly ConfirmedSubscriber[]): string {
  return toCsv(
    header,
    rows.map((row) => [
      row.name,
      row.email,
      row.language,
      row.confirmed_at ? spreadsheetStamp(row.confirmed_at) : '',
    ]),
  );
}

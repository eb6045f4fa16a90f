// The newsletter screen's filters (kept in the address), reads and writes, with the admin's
// session: RLS lets an admin who entered their code read and delete subscribers; nothing else.
import { toCsv } from '@/admin/csv';
import type { SiteSupabaseClient } from '@/lib/supabase';
import type { Database } from '@contract/database.types.ts';
import type { NewsletterCopy } from './copy';

export const NEWSLETTER_PATH = '/admin/newsletter';
export const PAGE_SIZE = 50;
/** Rows per request when the confirmed list is exported. */
export const EXPORT_BATCH = 1000;
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
  const page = Number(params.get('page'));
  return { status, q, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function searchOfFilters(filters: SubscriberFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|]/g;

/**
 * The PostgREST `or` filter that finds `text` in the e-mail address or the name. `imatch` (a
 * case-insensitive regular expression) with every special character escaped matches the text
 * literally, where `ilike` would turn a typed `*` into a wildcard; the double quotes keep commas,
 * dots and parentheses inside the value.
 */
export function searchFilter(text: string): string {
  const literal = text.replace(REGEX_SPECIAL, '\\$&');
  const quoted = `"${literal.replace(/["\\]/g, '\\$&')}"`;
  return ['email', 'name'].map((column) => `${column}.imatch.${quoted}`).join(',');
}

export async function loadPage(
  supabase: SiteSupabaseClient,
  filters: SubscriberFilters,
): Promise<{ rows: Subscriber[]; total: number }> {
  let query = supabase.from('newsletter_subscribers').select(COLUMNS, { count: 'exact' });
  if (filters.status === 'pending') query = query.is('confirmed_at', null).is('unsubscribed_at', null);
  if (filters.status === 'confirmed')
    query = query.not('confirmed_at', 'is', null).is('unsubscribed_at', null);
  if (filters.status === 'unsubscribed') query = query.not('unsubscribed_at', 'is', null);
  if (filters.q) query = query.or(searchFilter(filters.q));
  const start = (filters.page - 1) * PAGE_SIZE;
  // Newest first; the id breaks ties so no row shows on two pages.
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(start, start + PAGE_SIZE - 1);
  // A page past the end (after deletions, or a typed address) is empty, not an error.
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

export type ConfirmedSubscriber = Pick<Subscriber, 'name' | 'email' | 'language' | 'confirmed_at'>;

/** Everyone who may be mailed: confirmed and not unsubscribed, oldest confirmation first. */
export async function loadConfirmed(supabase: SiteSupabaseClient): Promise<ConfirmedSubscriber[]> {
  const rows: ConfirmedSubscriber[] = [];
  for (let start = 0; ; start += EXPORT_BATCH) {
    const { data, error } = await supabase
      .from('newsletter_subscribers')
      .select('name, email, language, confirmed_at')
      .not('confirmed_at', 'is', null)
      .is('unsubscribed_at', null)
      .order('confirmed_at', { ascending: true })
      .order('id', { ascending: true })
      .range(start, start + EXPORT_BATCH - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < EXPORT_BATCH) return rows;
  }
}

export async function deleteSubscriber(supabase: SiteSupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('newsletter_subscribers').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length !== 1) throw new Error('the subscriber was not deleted');
}

/** `2026-11-25 14:05`: the time in Amsterdam, in a form every spreadsheet sorts correctly. */
export function amsterdamStamp(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The mailing list as a spreadsheet: name, address, language code and confirmation time. */
export function confirmedCsv(copy: NewsletterCopy, rows: readonly ConfirmedSubscriber[]): string {
  return toCsv(
    copy.csvHeader,
    rows.map((row) => [
      row.name,
      row.email,
      row.language,
      row.confirmed_at ? amsterdamStamp(row.confirmed_at) : '',
    ]),
  );
}

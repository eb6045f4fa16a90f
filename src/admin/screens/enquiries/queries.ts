// The enquiry screens' reads and writes, with the admin's session: RLS lets an admin who entered
// their code read every enquiry, change its status and note, and delete it; nothing else.
import type { SiteSupabaseClient } from '@/lib/supabase';
import type { Database } from '@contract/database.types.ts';
import type { EnquiryStatus } from '@contract/enquiry/handling.ts';
import { amsterdamDayStart, searchFilter, type EnquiryFilters } from './filters';

export type Enquiry = Database['public']['Tables']['enquiries']['Row'];

export const PAGE_SIZE = 50;
/** Rows per request when the whole filtered list is exported. */
export const EXPORT_BATCH = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEnquiryId = (id: string) => UUID.test(id);

function filtered(supabase: SiteSupabaseClient, filters: EnquiryFilters, count: boolean) {
  let query = supabase.from('enquiries').select('*', count ? { count: 'exact' } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.formType) query = query.eq('form_type', filters.formType);
  if (filters.service) query = query.eq('service', filters.service);
  if (filters.language) query = query.eq('language', filters.language);
  if (filters.emailStatus) query = query.eq('email_status', filters.emailStatus);
  if (filters.from) query = query.gte('created_at', amsterdamDayStart(filters.from));
  if (filters.to) query = query.lt('created_at', amsterdamDayStart(filters.to, 1));
  if (filters.q) query = query.or(searchFilter(filters.q));
  // Newest first; the id breaks ties so no row shows on two pages.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export interface EnquiryPage {
  rows: Enquiry[];
  total: number;
}

export async function loadPage(supabase: SiteSupabaseClient, filters: EnquiryFilters): Promise<EnquiryPage> {
  const start = (filters.page - 1) * PAGE_SIZE;
  const { data, error, count } = await filtered(supabase, filters, true).range(start, start + PAGE_SIZE - 1);
  // A page past the end (a bookmark after deletions) is an empty page, not a failure.
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Every row the filters match, fetched in batches. */
export async function loadAll(supabase: SiteSupabaseClient, filters: EnquiryFilters): Promise<Enquiry[]> {
  const rows: Enquiry[] = [];
  for (let start = 0; ; start += EXPORT_BATCH) {
    const { data, error } = await filtered(supabase, filters, false).range(start, start + EXPORT_BATCH - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < EXPORT_BATCH) return rows;
  }
}

/** The enquiry, or null when there is none with this id. */
export async function loadEnquiry(supabase: SiteSupabaseClient, id: string): Promise<Enquiry | null> {
  if (!isEnquiryId(id)) return null;
  const { data, error } = await supabase.from('enquiries').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

export type EnquiryChange = { status: EnquiryStatus } | { internal_note: string | null };

export async function saveChange(
  supabase: SiteSupabaseClient,
  id: string,
  change: EnquiryChange,
): Promise<Enquiry> {
  const { data, error } = await supabase.from('enquiries').update(change).eq('id', id).select('*').single();
  if (error) throw error;
  return data;
}

export async function deleteEnquiry(supabase: SiteSupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('enquiries').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length !== 1) throw new Error('the enquiry was not deleted');
}

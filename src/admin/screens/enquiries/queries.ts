// The enquiry screens' reads and writes, with the admin's session: RLS lets an admin who entered
// their code read every enquiry, change its status and note, and delete it; nothing else.
import { amsterdamDayStart } from '@/admin/amsterdam-time';
import { readAll, readPage } from '@/admin/list-query';
import type { SiteSupabaseClient } from '@/lib/supabase';
import type { Database } from '@contract/database.types.ts';
import type { EnquiryStatus } from '@contract/enquiry/handling.ts';
import { searchFilter, type EnquiryFilters } from './filters';

export type Enquiry = Database['public']['Tables']['enquiries']['Row'];

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

export const loadPage = (supabase: SiteSupabaseClient, filters: EnquiryFilters): Promise<EnquiryPage> =>
  readPage((from, to) => filtered(supabase, filters, true).range(from, to), filters.page);

/** Every row the filters match, fetched in batches. */
export const loadAll = (supabase: SiteSupabaseClient, filters: EnquiryFilters): Promise<Enquiry[]> =>
  readAll((from, to) => filtered(supabase, filters, false).range(from, to));

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

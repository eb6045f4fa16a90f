import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { useAdminData } from './use-admin-data';

/**
 * The record whose id ends the address (`<listPath>/<id>`), loaded with the admin's session:
 * `found` once it is there, null when there is no such record. `load` must be stable (a module's function).
 */
export function useRecordAtPath<T>(
  listPath: string,
  load: (supabase: SiteSupabaseClient, id: string) => Promise<T | null>,
) {
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.slice(listPath.length + 1));
  const loadRecord = useCallback((supabase: SiteSupabaseClient) => load(supabase, id), [load, id]);
  const { result, retry } = useAdminData(loadRecord);
  return { result, retry, found: result.state === 'ready' ? result.data : undefined };
}

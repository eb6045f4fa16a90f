import { useCallback, useEffect, useState } from 'react';
import { getSupabase, type SiteSupabaseClient } from '@/lib/supabase';

export type AdminData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** Loads what a screen shows with the admin's session; `retry` loads it again after a failure. */
export function useAdminData<T>(load: (supabase: SiteSupabaseClient) => Promise<T>) {
  const [result, setResult] = useState<AdminData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getSupabase()
      .then(load)
      .then(
        (data) => current && setResult({ state: 'ready', data }),
        () => current && setResult({ state: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { result, retry };
}

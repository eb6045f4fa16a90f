// The query cache of the content loaded live from Supabase (stories, videos, expedition photos).
// Only the sections that show such content import it, so it stays out of every page's first load.
import { QueryClient } from '@tanstack/react-query';

/** Five minutes fresh, two retries, no refetch when the window regains focus. */
export const LIVE_QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  retry: 2,
  refetchOnWindowFocus: false,
} as const;

export const queryClient = new QueryClient({ defaultOptions: { queries: LIVE_QUERY_DEFAULTS } });

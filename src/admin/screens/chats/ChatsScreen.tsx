import { useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pageCount } from '@/admin/list-query';
import { LoadState } from '@/admin/LoadState';
import { Pager } from '@/admin/Pager';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { useLanguage } from '@/i18n/language-context';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { CHATS_PATH } from './chat-paths';
import { ChatFilters } from './ChatFilters';
import { ChatList } from './ChatList';
import { chatsCopy } from './copy';
import { filtersFromSearch, isFiltered, searchOfFilters, type ChatFilters as Filters } from './filters';
import { loadPage } from './queries';

/** What the conversation screen leaves in the list's history entry after a deletion. */
export interface ChatListState {
  deleted?: string;
}

const deletedEmail = (state: unknown) =>
  typeof state === 'object' && state !== null ? (state as ChatListState).deleted : undefined;

/** `/chat-management`: every chat conversation, newest first, searched, filtered and paged through the address. */
export function ChatsScreen() {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  useScreenTitle(copy.list.title);
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const load = useCallback((supabase: SiteSupabaseClient) => loadPage(supabase, filters), [filters]);
  const { result, retry } = useAdminData(load);
  const deleted = deletedEmail(location.state);

  const go = (next: Filters) => navigate(`${CHATS_PATH}${searchOfFilters(next)}`);
  const pages = result.state === 'ready' ? pageCount(result.data.total) : 1;
  const pageLink = (page: number) => `${CHATS_PATH}${searchOfFilters({ ...filters, page })}`;
  const narrowed = isFiltered(filters) || filters.page > 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
        {copy.list.title}
      </h1>
      {deleted && (
        <p
          role="status"
          className="mt-6 break-words rounded-lg bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700"
        >
          {copy.list.deleted(deleted)}
        </p>
      )}
      <ChatFilters key={location.search} filters={filters} onApply={go} />
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : result.data.rows.length === 0 ? (
        <div className="mt-8 rounded-xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <p className="text-slate-800 dark:text-slate-100">{narrowed ? copy.list.empty : copy.list.none}</p>
          {narrowed && (
            <Link to={CHATS_PATH} className="btn-secondary mt-4">
              {copy.list.reset}
            </Link>
          )}
        </div>
      ) : (
        <section aria-labelledby="chats-total" className="mt-8">
          <h2 id="chats-total" className="text-lg font-bold text-brand-900 dark:text-white">
            {copy.list.total(result.data.total)}
          </h2>
          <ChatList rows={result.data.rows} />
          <Pager page={filters.page} pages={pages} linkTo={pageLink} />
        </section>
      )}
    </div>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { downloadCsv } from '@/admin/csv';
import { pageCount } from '@/admin/list-query';
import { LoadState } from '@/admin/LoadState';
import { Pager } from '@/admin/Pager';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { Download } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase, type SiteSupabaseClient } from '@/lib/supabase';
import { enquiriesCopy } from './copy';
import { enquiriesCsv, exportDay } from './csv-export';
import {
  ENQUIRIES_PATH,
  filtersFromSearch,
  isFiltered,
  searchOfFilters,
  type EnquiryFilters,
  type InboxState,
} from './filters';
import { InboxFilters } from './InboxFilters';
import { InboxList } from './InboxList';
import { loadAll, loadPage } from './queries';

const deletedName = (state: unknown) =>
  typeof state === 'object' && state !== null ? (state as InboxState).deleted : undefined;

/** `/admin/enquiries`: every enquiry, newest first, filtered and paged through the address. */
export function EnquiryInbox() {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  useScreenTitle(copy.inbox.title);
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const load = useCallback((supabase: SiteSupabaseClient) => loadPage(supabase, filters), [filters]);
  const { result, retry } = useAdminData(load);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const deleted = deletedName(location.state);

  const go = (next: EnquiryFilters) => navigate(`${ENQUIRIES_PATH}${searchOfFilters(next)}`);

  const exportCsv = async () => {
    setExporting('busy');
    try {
      const rows = await loadAll(await getSupabase(), filters);
      downloadCsv(copy.inbox.csvName(exportDay()), enquiriesCsv(copy, lang, rows));
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  const pages = result.state === 'ready' ? pageCount(result.data.total) : 1;
  const pageLink = (page: number) => `${ENQUIRIES_PATH}${searchOfFilters({ ...filters, page })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
          {copy.inbox.title}
        </h1>
        <button
          type="button"
          className="btn-secondary"
          aria-disabled={exporting === 'busy'}
          onClick={() => exporting !== 'busy' && void exportCsv()}
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          {exporting === 'busy' ? copy.inbox.exporting : copy.inbox.exportCsv}
        </button>
      </div>
      {exporting === 'failed' && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {copy.inbox.exportFailed}
        </p>
      )}
      {deleted && (
        <p
          role="status"
          className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700"
        >
          {copy.inbox.deleted(deleted)}
        </p>
      )}
      <InboxFilters key={location.search} filters={filters} onApply={go} />
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : result.data.rows.length === 0 ? (
        <div className="mt-8 rounded-xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <p className="text-slate-800 dark:text-slate-100">
            {isFiltered(filters) || filters.page > 1 ? copy.inbox.empty : copy.inbox.none}
          </p>
          {(isFiltered(filters) || filters.page > 1) && (
            <Link to={ENQUIRIES_PATH} className="btn-secondary mt-4">
              {copy.inbox.reset}
            </Link>
          )}
        </div>
      ) : (
        <section aria-labelledby="inbox-total" className="mt-8">
          <h2 id="inbox-total" className="text-lg font-bold text-brand-900 dark:text-white">
            {copy.inbox.total(result.data.total)}
          </h2>
          <InboxList rows={result.data.rows} />
          <Pager page={filters.page} pages={pages} linkTo={pageLink} />
        </section>
      )}
    </div>
  );
}

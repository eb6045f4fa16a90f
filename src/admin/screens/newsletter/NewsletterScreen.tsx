import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { spreadsheetStamp, useAmsterdamTime } from '@/admin/amsterdam-time';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { downloadCsv } from '@/admin/csv';
import { pageCount } from '@/admin/list-query';
import { LoadState } from '@/admin/LoadState';
import { Pager } from '@/admin/Pager';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { fieldControlClass } from '@/components/form/form-parts';
import { Download, Trash2 } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase, type SiteSupabaseClient } from '@/lib/supabase';
import { newsletterCopy } from './copy';
import {
  confirmedCsv,
  deleteSubscriber,
  filtersFromSearch,
  loadConfirmed,
  loadPage,
  NEWSLETTER_PATH,
  SEARCH_MAX,
  searchOfFilters,
  statusOf,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberFilters,
} from './subscribers';

const meta = 'text-sm text-slate-600 dark:text-slate-300';

const statusClass = {
  pending:
    'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  confirmed:
    'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  unsubscribed:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
} as const;

/** The filters apply when sent and land in the address, so Back undoes them. */
function Filters({
  filters,
  onApply,
}: {
  filters: SubscriberFilters;
  onApply: (next: SubscriberFilters) => void;
}) {
  const { lang } = useLanguage();
  const copy = newsletterCopy[lang];
  const [status, setStatus] = useState(filters.status ?? '');
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      status: SUBSCRIBER_STATUSES.find((candidate) => candidate === status),
      q: q.trim() || undefined,
      page: 1,
    });
  };
  return (
    <form
      role="search"
      aria-label={copy.filters}
      onSubmit={submit}
      className="mt-6 grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr_auto] sm:items-end sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div>
        <label
          htmlFor="newsletter-status"
          className="block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          {copy.status}
        </label>
        <select
          id="newsletter-status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className={fieldControlClass}
        >
          <option value="">{copy.any}</option>
          {SUBSCRIBER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {copy.statuses[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label
          htmlFor="newsletter-q"
          className="block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          {copy.search}
        </label>
        <input
          id="newsletter-q"
          type="search"
          value={q}
          maxLength={SEARCH_MAX}
          onChange={(event) => setQ(event.target.value)}
          className={fieldControlClass}
        />
      </div>
      <button type="submit" className="btn-primary">
        {copy.apply}
      </button>
    </form>
  );
}

function SubscriberRow({
  row,
  format,
  onDeleted,
}: {
  row: Subscriber;
  format: Intl.DateTimeFormat;
  onDeleted: (email: string) => void;
}) {
  const { lang } = useLanguage();
  const copy = newsletterCopy[lang];
  const status = statusOf(row);
  const time = (iso: string) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
            {row.email}
          </span>
          <span className={meta}>{row.name ?? copy.noName}</span>
          <span className={`rounded px-2 py-0.5 text-sm font-semibold ring-1 ${statusClass[status]}`}>
            <span className="sr-only">{copy.status}: </span>
            {copy.statuses[status]}
          </span>
        </p>
        <dl className={`mt-1 flex flex-wrap gap-x-5 gap-y-1 ${meta}`}>
          <div className="flex gap-1">
            <dt>{copy.language}:</dt>
            <dd>{copy.languages[row.language] ?? row.language}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{copy.signedUp}:</dt>
            <dd>{time(row.created_at)}</dd>
          </div>
          {row.confirmed_at && (
            <div className="flex gap-1">
              <dt>{copy.confirmed}:</dt>
              <dd>{time(row.confirmed_at)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>{copy.lastEmail}:</dt>
            <dd
              className={row.email_status === 'failed' ? 'font-semibold text-red-700 dark:text-red-300' : ''}
            >
              {copy.emailStatuses[row.email_status] ?? row.email_status}
            </dd>
          </div>
        </dl>
      </div>
      <ConfirmDialog
        trigger={
          <>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {copy.delete.button}
          </>
        }
        triggerLabel={`${copy.delete.button}: ${row.email}`}
        triggerClassName="inline-flex items-center gap-2 self-start rounded-lg border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 md:self-center dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
        title={copy.delete.title(row.email)}
        description={copy.delete.text}
        confirmLabel={copy.delete.confirm}
        busyLabel={copy.delete.busy}
        cancelLabel={copy.cancel}
        onConfirm={async () => {
          try {
            await deleteSubscriber(await getSupabase(), row.id);
            onDeleted(row.email);
            return null;
          } catch {
            return copy.delete.failed;
          }
        }}
      />
    </li>
  );
}

/** `/admin/newsletter`: the sign-ups, newest first, filtered and paged through the address. */
export function NewsletterScreen() {
  const { lang } = useLanguage();
  const copy = newsletterCopy[lang];
  useScreenTitle(copy.title);
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const load = useCallback((supabase: SiteSupabaseClient) => loadPage(supabase, filters), [filters]);
  const { result, retry } = useAdminData(load);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  const format = useAmsterdamTime();

  // The deleted row and its button are gone: focus goes to the message saying so.
  useEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);

  const exportCsv = async () => {
    setExporting('busy');
    try {
      const rows = await loadConfirmed(await getSupabase());
      downloadCsv(
        copy.csvName(spreadsheetStamp(new Date()).slice(0, 10)),
        confirmedCsv(copy.csvHeader, rows),
      );
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  const filtered = Boolean(filters.status || filters.q) || filters.page > 1;
  const pages = result.state === 'ready' ? pageCount(result.data.total) : 1;
  const pageLink = (page: number) => `${NEWSLETTER_PATH}${searchOfFilters({ ...filters, page })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
          {copy.title}
        </h1>
        <button
          type="button"
          className="btn-secondary"
          aria-disabled={exporting === 'busy'}
          onClick={() => exporting !== 'busy' && void exportCsv()}
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          {exporting === 'busy' ? copy.exporting : copy.exportCsv}
        </button>
      </div>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{copy.lead}</p>
      {exporting === 'failed' && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {copy.exportFailed}
        </p>
      )}
      {deleted && (
        <p
          ref={deletedRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-300 [overflow-wrap:anywhere] dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700"
        >
          {copy.delete.done(deleted)}
        </p>
      )}
      <Filters
        key={location.search}
        filters={filters}
        onApply={(next) => navigate(`${NEWSLETTER_PATH}${searchOfFilters(next)}`)}
      />
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : result.data.rows.length === 0 ? (
        <div className="mt-8 rounded-xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <p className="text-slate-800 dark:text-slate-100">{filtered ? copy.empty : copy.none}</p>
          {filtered && (
            <Link to={NEWSLETTER_PATH} className="btn-secondary mt-4">
              {copy.reset}
            </Link>
          )}
        </div>
      ) : (
        <section aria-labelledby="newsletter-total" className="mt-8">
          <h2 id="newsletter-total" className="text-lg font-bold text-brand-900 dark:text-white">
            {copy.total(result.data.total)}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-700 dark:bg-slate-900 dark:ring-slate-700">
            {result.data.rows.map((row) => (
              <SubscriberRow
                key={row.id}
                row={row}
                format={format}
                onDeleted={(email) => {
                  setDeleted(email);
                  retry();
                }}
              />
            ))}
          </ul>
          <Pager page={filters.page} pages={pages} linkTo={pageLink} />
        </section>
      )}
    </div>
  );
}

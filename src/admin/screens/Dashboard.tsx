import { Link } from 'react-router-dom';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { TriangleAlert, ShieldAlert } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { adminCopy, type AdminCopy } from '../copy';
import { LoadState } from '../LoadState';
import { useAdminData } from '../use-admin-data';
import { useScreenTitle } from '../use-screen-title';
import { accountsCopy, ACCOUNTS_PATH } from './accounts/copy';
import { CHATS_PATH, FAILED_TRANSCRIPTS_PATH } from './chats/chat-paths';
import { chatsCopy, type ChatsCopy } from './chats/copy';
import { enquiriesCopy } from './enquiries/copy';
import { formTypeLabel, statusLabel } from './enquiries/display';
import { ENQUIRIES_PATH, enquiryPath, searchOfFilters } from './enquiries/filters';

const LATEST = 5;

async function loadDashboard(supabase: SiteSupabaseClient) {
  const [counts, latest] = await Promise.all([
    supabase.rpc('admin_dashboard_counts').single(),
    supabase
      .from('enquiries')
      .select('id, name, form_type, status, email_status, created_at')
      .order('created_at', { ascending: false })
      .limit(LATEST),
  ]);
  if (counts.error) throw counts.error;
  if (latest.error) throw latest.error;
  return { counts: counts.data, latest: latest.data };
}

type Counts = Awaited<ReturnType<typeof loadDashboard>>['counts'];

/** A count, and where its rows are listed when that is a screen of its own. */
type StatRow = [label: string, value: number, to?: string];

const statRows = (
  copy: AdminCopy['dashboard'],
  chatWords: ChatsCopy['dashboard'],
  counts: Counts,
): StatRow[] => [
  [copy.enquiriesToday, counts.enquiries_today],
  [copy.enquiriesWeek, counts.enquiries_last_7_days],
  [copy.waiting, counts.enquiries_waiting],
  [copy.emailsFailed, counts.enquiry_emails_failed],
  [chatWords.chatsToday, counts.chats_today, CHATS_PATH],
  [chatWords.transcriptsFailed, counts.chat_transcripts_failed, FAILED_TRANSCRIPTS_PATH],
  [copy.subscribers, counts.subscribers_confirmed],
  [copy.pageViews, counts.page_views_last_7_days],
];

/** `/admin`: what needs attention on a Monday morning, counted by the database. */
export function Dashboard() {
  const { lang, ui } = useLanguage();
  const copy = adminCopy[lang];
  const enquiryWords = enquiriesCopy[lang];
  useScreenTitle(copy.dashboard.title);
  const { result, retry } = useAdminData(loadDashboard);
  const received = useAmsterdamTime();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
        {copy.dashboard.title}
      </h1>
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : (
        <>
          {result.data.counts.enquiry_emails_failed > 0 && (
            <p className="mt-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              <span>
                {copy.dashboard.attention(result.data.counts.enquiry_emails_failed)}{' '}
                <Link
                  to={`${ENQUIRIES_PATH}${searchOfFilters({ emailStatus: 'failed', page: 1 })}`}
                  className="font-semibold underline underline-offset-4"
                >
                  {copy.dashboard.showFailed}
                </Link>
              </span>
            </p>
          )}
          {result.data.counts.admins_without_mfa > 0 && (
            <p className="mt-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700">
              <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              <span>
                {accountsCopy[lang].dashboard.withoutMfa(result.data.counts.admins_without_mfa)}{' '}
                <Link to={ACCOUNTS_PATH} className="font-semibold underline underline-offset-4">
                  {accountsCopy[lang].dashboard.show}
                </Link>
              </span>
            </p>
          )}
          <section aria-labelledby="dashboard-counts" className="mt-8">
            <h2 id="dashboard-counts" className="text-xl font-bold text-brand-900 dark:text-white">
              {copy.dashboard.counts}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {statRows(copy.dashboard, chatsCopy[lang].dashboard, result.data.counts).map(
                ([label, value, to]) => (
                  <div
                    key={label}
                    className="flex flex-col-reverse rounded-xl bg-white p-4 ring-1 sm:p-5 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
                  >
                    <dt className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                      {to ? (
                        <Link
                          to={to}
                          className="font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200"
                        >
                          {label}
                        </Link>
                      ) : (
                        label
                      )}
                    </dt>
                    <dd className="text-3xl font-extrabold text-brand-900 dark:text-white">
                      {value.toLocaleString(ui.locale)}
                    </dd>
                  </div>
                ),
              )}
            </dl>
          </section>
          <section aria-labelledby="dashboard-latest" className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="dashboard-latest" className="text-xl font-bold text-brand-900 dark:text-white">
                {copy.dashboard.latest}
              </h2>
              <Link
                to={ENQUIRIES_PATH}
                className="font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200"
              >
                {copy.dashboard.allEnquiries}
              </Link>
            </div>
            {result.data.latest.length === 0 ? (
              <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.dashboard.none}</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-700 dark:bg-slate-900 dark:ring-slate-700">
                {result.data.latest.map((enquiry) => (
                  <li key={enquiry.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-5 py-3">
                    <Link
                      to={enquiryPath(enquiry.id)}
                      className="font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
                    >
                      {enquiry.name}
                    </Link>
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      <span className="sr-only">{copy.dashboard.kind}: </span>
                      {formTypeLabel(enquiryWords, enquiry)}
                    </span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      <span className="sr-only">{copy.dashboard.received}: </span>
                      <time dateTime={enquiry.created_at}>
                        {received.format(new Date(enquiry.created_at))}
                      </time>
                    </span>
                    <span className="ml-auto text-sm font-medium text-brand-800 dark:text-brand-200">
                      <span className="sr-only">{copy.dashboard.status}: </span>
                      {statusLabel(enquiryWords, enquiry.status)}
                      {enquiry.email_status === 'failed' && (
                        <span className="ml-2 text-red-700 dark:text-red-300">
                          ({copy.dashboard.emailFailed})
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

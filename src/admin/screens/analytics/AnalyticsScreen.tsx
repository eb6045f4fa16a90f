import { lazy, Suspense, useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CsvCell } from '@/admin/csv';
import { Field, type FieldErrors } from '@/admin/form-field';
import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { useLanguage } from '@/i18n/language-context';
import { RETENTION_MONTHS } from '@/lib/analytics/events';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { amsterdamToday } from '@contract/amsterdam-time.ts';
import { analyticsCopy, type AnalyticsCopy } from './copy';
import type { DailySeries } from './DailyChart';
import {
  ANALYTICS_PATH,
  customRangeSchema,
  PRESETS,
  presetRange,
  rangeOfSearch,
  searchOfRange,
  type DayRange,
  type RangeProblem,
} from './range';
import {
  csvFileName,
  loadAnalytics,
  reportTables,
  totals,
  vitalsByPage,
  type AnalyticsData,
} from './reports';
import { ReportSection } from './ReportSection';

// uPlot comes with the chart, in a chunk of its own that only this screen loads.
const DailyChart = lazy(() => import('./DailyChart'));

type RangeField = 'first' | 'last';

/** The period: three presets as links (the address holds the range) and a form for any dates. */
function RangePicker({ range, today }: { range: DayRange; today: string }) {
  const { lang } = useLanguage();
  const copy = analyticsCopy[lang].range;
  const navigate = useNavigate();
  const [first, setFirst] = useState(range.first);
  const [last, setLast] = useState(range.last);
  const [errors, setErrors] = useState<FieldErrors<RangeField>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = customRangeSchema(today).safeParse({ first, last });
    if (!checked.success) {
      const found: FieldErrors<RangeField> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as RangeField;
        found[field] ??= copy.problems[issue.message as RangeProblem];
      }
      setErrors(found);
      document.getElementById(found.first ? 'analytics-first' : 'analytics-last')?.focus();
      return;
    }
    setErrors({});
    void navigate(`${ANALYTICS_PATH}${searchOfRange({ ...checked.data, preset: 'custom' })}`);
  };

  return (
    <div className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700">
      <nav aria-label={copy.legend}>
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => {
            const current = range.preset === preset;
            return (
              <li key={preset}>
                <Link
                  to={`${ANALYTICS_PATH}${searchOfRange(presetRange(preset, today))}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
                    current
                      ? 'bg-brand-800 text-white ring-brand-800 dark:bg-brand-200 dark:text-brand-950 dark:ring-brand-200'
                      : 'text-brand-800 ring-slate-300 hover:bg-brand-50 dark:text-brand-100 dark:ring-slate-600 dark:hover:bg-slate-800'
                  }`}
                >
                  {copy.days(preset)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={copy.custom}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <Field id="analytics-first" label={copy.first} error={errors.first}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="first"
              value={first}
              max={today}
              onChange={(event) => setFirst(event.target.value)}
            />
          )}
        </Field>
        <Field id="analytics-last" label={copy.last} error={errors.last}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="last"
              value={last}
              max={today}
              onChange={(event) => setLast(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary sm:mt-6">
          {copy.show}
        </button>
      </form>
    </div>
  );
}

function Summary({ data, copy }: { data: AnalyticsData; copy: AnalyticsCopy }) {
  const { ui } = useLanguage();
  const sums = totals(data);
  const tiles: [string, number][] = [
    [copy.summary.pageViews, sums.pageViews],
    [copy.summary.visits, sums.visits],
    [copy.summary.contactClicks, sums.contactClicks],
    [copy.summary.ctaClicks, sums.ctaClicks],
    [copy.summary.enquiries, sums.enquiries],
    [copy.summary.signups, sums.signups],
  ];
  return (
    <section aria-labelledby="analytics-summary" className="mt-8">
      <h2 id="analytics-summary" className="text-xl font-bold text-brand-900 dark:text-white">
        {copy.summary.title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {tiles.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col-reverse rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
          >
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-3xl font-extrabold text-brand-900 dark:text-white">
              {value.toLocaleString(ui.locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Chart({ days, series }: { days: string[]; series: DailySeries[] }) {
  const { ui } = useLanguage();
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-4 h-[252px]" />}>
      <DailyChart days={days} series={series} locale={ui.locale} />
    </Suspense>
  );
}

function Reports({ data, range }: { data: AnalyticsData; range: DayRange }) {
  const { lang, ui } = useLanguage();
  const copy = analyticsCopy[lang];
  const tables = reportTables(data, copy, lang);
  const vitals = vitalsByPage(data.vitals, copy);
  const shortDay = useMemo(
    () =>
      new Intl.DateTimeFormat(ui.locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    [ui.locale],
  );
  const days = useMemo(() => data.pageViews.map((row) => row.day), [data]);
  const viewSeries = useMemo(
    () => [
      { label: copy.pageViews.header[1]!, values: data.pageViews.map((row) => row.views) },
      { label: copy.pageViews.header[2]!, values: data.pageViews.map((row) => row.visits) },
    ],
    [data, copy],
  );
  const signupSeries = useMemo(
    () => [
      { label: copy.newsletter.header[1]!, values: data.newsletter.map((row) => row.signups) },
      { label: copy.newsletter.header[2]!, values: data.newsletter.map((row) => row.confirmed) },
    ],
    [data, copy],
  );
  const file = (name: string) => csvFileName(name, range);
  const dayCell = (row: CsvCell[], column: number) =>
    column === 0 ? (
      <time dateTime={String(row[0])} className="whitespace-nowrap">
        {shortDay.format(new Date(`${String(row[0])}T00:00:00Z`))}
      </time>
    ) : undefined;
  const quiet = (values: number[]) => values.every((value) => value === 0);

  return (
    <>
      <Summary data={data} copy={copy} />
      <ReportSection
        id="analytics-page-views"
        title={copy.pageViews.title}
        table={quiet(viewSeries[0]!.values) ? { ...tables.pageViews, rows: [] } : tables.pageViews}
        fileName={file(copy.pageViews.file)}
        chart={<Chart days={days} series={viewSeries} />}
        cell={dayCell}
      />
      <ReportSection
        id="analytics-top-pages"
        title={copy.topPages.title}
        table={tables.topPages}
        fileName={file(copy.topPages.file)}
        bar={1}
      />
      <ReportSection
        id="analytics-languages"
        title={copy.languages.title}
        table={tables.languages}
        fileName={file(copy.languages.file)}
        bar={1}
        cell={(row, column) => (column === 2 ? `${Number(row[2]).toLocaleString(ui.locale)} %` : undefined)}
      />
      <ReportSection
        id="analytics-contact-clicks"
        title={copy.contactClicks.title}
        table={tables.contactClicks}
        fileName={file(copy.contactClicks.file)}
        bar={2}
      />
      <ReportSection
        id="analytics-cta-clicks"
        title={copy.ctaClicks.title}
        lead={copy.ctaClicks.lead}
        table={tables.ctaClicks}
        fileName={file(copy.ctaClicks.file)}
        bar={1}
      />
      <ReportSection
        id="analytics-funnel"
        title={copy.funnel.title}
        lead={copy.funnel.lead}
        table={tables.funnel}
        fileName={file(copy.funnel.file)}
      />
      <ReportSection
        id="analytics-enquiries"
        title={copy.enquiries.title}
        table={tables.enquiries}
        fileName={file(copy.enquiries.file)}
        bar={2}
      />
      <ReportSection
        id="analytics-newsletter"
        title={copy.newsletter.title}
        table={quiet(signupSeries[0]!.values) ? { ...tables.newsletter, rows: [] } : tables.newsletter}
        fileName={file(copy.newsletter.file)}
        chart={<Chart days={data.newsletter.map((row) => row.day)} series={signupSeries} />}
        cell={dayCell}
      />
      <ReportSection
        id="analytics-vitals"
        title={copy.vitals.title}
        lead={copy.vitals.lead}
        table={vitals.table}
        csv={tables.vitals}
        fileName={file(copy.vitals.file)}
        cell={(row, column, rowIndex) => {
          if (column === 0 || row[column] === null) return undefined;
          const over = vitals.isOver(rowIndex, column);
          return (
            <span className={over ? 'font-bold text-red-700 dark:text-red-300' : undefined}>
              {Number(row[column]).toLocaleString(ui.locale)}
              <span className={over ? 'block text-xs' : 'sr-only'}>
                ({over ? copy.vitals.over : copy.vitals.within})
              </span>
            </span>
          );
        }}
      />
    </>
  );
}

/** The reports of one range; a new range starts from its own loading state. */
function RangeReports({ range }: { range: DayRange }) {
  const load = useCallback((supabase: SiteSupabaseClient) => loadAnalytics(supabase, range), [range]);
  const { result, retry } = useAdminData(load);
  return result.state !== 'ready' ? (
    <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
  ) : (
    <Reports data={result.data} range={range} />
  );
}

/** `/admin/analytics`: what visitors did in a period, aggregated by the database. */
export function AnalyticsScreen() {
  const { lang, ui } = useLanguage();
  const copy = analyticsCopy[lang];
  useScreenTitle(copy.title);
  const { search } = useLocation();
  const today = amsterdamToday();
  const range = useMemo(() => rangeOfSearch(search, today), [search, today]);
  const rangeKey = `${range.first}/${range.last}`;
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(ui.locale, { dateStyle: 'long', timeZone: 'UTC' }),
    [ui.locale],
  );
  const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{copy.lead}</p>
      <p className="mt-2 max-w-prose text-sm text-slate-600 dark:text-slate-300">
        {copy.retention(RETENTION_MONTHS)}
      </p>
      {/* Keyed by the range, so the form shows the dates of a preset picked after it. */}
      <RangePicker key={`picker ${rangeKey}`} range={range} today={today} />
      <p role="status" className="mt-4 font-medium text-slate-800 dark:text-slate-100">
        {copy.range.showing(dayText(range.first), dayText(range.last))}
      </p>
      <RangeReports key={`reports ${rangeKey}`} range={range} />
    </div>
  );
}

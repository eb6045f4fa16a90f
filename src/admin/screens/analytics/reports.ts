// The analytics screen's data: one call per report to the database's analytics_* functions (which
// aggregate there and refuse anyone but an admin with MFA), and each report as a table of cells,
// the one shape the screen shows and the CSV export writes.
import type { CsvCell } from '@/admin/csv';
import type { SiteSupabaseClient } from '@/lib/supabase';
import type { Database } from '@contract/database.types.ts';
import type { Language } from '@contract/language.ts';
import { serviceLabel } from '../enquiries/display';
import type { AnalyticsCopy } from './copy';
import type { DayRange } from './range';

type Functions = Database['public']['Functions'];
type Rows<Name extends keyof Functions> = Functions[Name]['Returns'] extends (infer Row)[] ? Row[] : never;

export interface VitalRow {
  /** null: all pages together. */
  path: string | null;
  metric: string;
  p75: number;
  samples: number;
  threshold: number;
  over_threshold: boolean;
}

export interface AnalyticsData {
  pageViews: Rows<'analytics_page_views'>;
  topPages: Rows<'analytics_top_pages'>;
  languages: Rows<'analytics_languages'>;
  contactClicks: Rows<'analytics_contact_clicks'>;
  ctaClicks: Rows<'analytics_cta_clicks'>;
  funnel: Rows<'analytics_form_funnel'>;
  enquiries: Rows<'analytics_enquiries'>;
  newsletter: Rows<'analytics_newsletter_signups'>;
  vitals: VitalRow[];
}

const TOP_PAGES = 25;

export async function loadAnalytics(supabase: SiteSupabaseClient, range: DayRange): Promise<AnalyticsData> {
  const days = { first_day: range.first, last_day: range.last };
  const [pageViews, topPages, languages, contactClicks, ctaClicks, funnel, enquiries, newsletter, vitals] =
    await Promise.all([
      supabase.rpc('analytics_page_views', days),
      supabase.rpc('analytics_top_pages', { ...days, max_pages: TOP_PAGES }),
      supabase.rpc('analytics_languages', days),
      supabase.rpc('analytics_contact_clicks', days),
      supabase.rpc('analytics_cta_clicks', days),
      supabase.rpc('analytics_form_funnel', days),
      supabase.rpc('analytics_enquiries', days),
      supabase.rpc('analytics_newsletter_signups', days),
      supabase.rpc('analytics_web_vitals', days),
    ]);
  for (const answer of [
    pageViews,
    topPages,
    languages,
    contactClicks,
    ctaClicks,
    funnel,
    enquiries,
    newsletter,
    vitals,
  ]) {
    if (answer.error) throw answer.error;
  }
  return {
    pageViews: pageViews.data ?? [],
    topPages: topPages.data ?? [],
    languages: languages.data ?? [],
    contactClicks: contactClicks.data ?? [],
    ctaClicks: ctaClicks.data ?? [],
    funnel: funnel.data ?? [],
    enquiries: enquiries.data ?? [],
    newsletter: newsletter.data ?? [],
    vitals: (vitals.data ?? []) as VitalRow[],
  };
}

export interface ReportTable {
  header: readonly string[];
  rows: CsvCell[][];
  /** Columns holding numbers (right-aligned, written in the admin's locale). */
  numeric: readonly number[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const totals = (data: AnalyticsData) => ({
  pageViews: sum(data.pageViews.map((row) => row.views)),
  // Visits are counted per day: a page load's id does not outlive it.
  visits: sum(data.pageViews.map((row) => row.visits)),
  contactClicks: sum(data.contactClicks.map((row) => row.clicks)),
  ctaClicks: sum(data.ctaClicks.map((row) => row.clicks)),
  enquiries: sum(data.enquiries.map((row) => row.enquiries)),
  signups: sum(data.newsletter.map((row) => row.signups)),
});

/** Every report as a table, in the admin's language. Shares are percentages with one decimal. */
export function reportTables(data: AnalyticsData, copy: AnalyticsCopy, lang: Language) {
  const languageTotal = sum(data.languages.map((row) => row.views));
  return {
    pageViews: {
      header: copy.pageViews.header,
      rows: data.pageViews.map((row) => [row.day, row.views, row.visits]),
      numeric: [1, 2],
    },
    topPages: {
      header: copy.topPages.header,
      rows: data.topPages.map((row) => [row.path, row.views, row.visits]),
      numeric: [1, 2],
    },
    languages: {
      header: copy.languages.header,
      rows: data.languages.map((row) => [
        copy.languages.names[row.language] ?? row.language,
        row.views,
        languageTotal ? Math.round((row.views / languageTotal) * 1000) / 10 : 0,
      ]),
      numeric: [1, 2],
    },
    contactClicks: {
      header: copy.contactClicks.header,
      rows: data.contactClicks.map((row) => [
        copy.contactClicks.channels[row.channel] ?? row.channel,
        row.placement,
        row.clicks,
      ]),
      numeric: [2],
    },
    ctaClicks: {
      header: copy.ctaClicks.header,
      rows: data.ctaClicks.map((row) => [row.placement, row.clicks]),
      numeric: [1],
    },
    funnel: {
      header: copy.funnel.header,
      rows: data.funnel.map((row) => [
        copy.funnel.forms[row.form] ?? row.form,
        row.started,
        row.sent,
        row.succeeded,
        row.failed,
        row.rate_limited,
      ]),
      numeric: [1, 2, 3, 4, 5],
    },
    enquiries: {
      header: copy.enquiries.header,
      rows: data.enquiries.map((row) => [
        copy.funnel.forms[row.form_type] ?? row.form_type,
        serviceLabel(lang, row.service) ?? copy.enquiries.noService,
        row.enquiries,
      ]),
      numeric: [2],
    },
    newsletter: {
      header: copy.newsletter.header,
      rows: data.newsletter.map((row) => [row.day, row.signups, row.confirmed]),
      numeric: [1, 2],
    },
    vitals: {
      header: copy.vitals.header,
      rows: data.vitals.map((row) => [
        row.path ?? copy.vitals.allPages,
        row.metric,
        row.metric === 'CLS' ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75),
        row.threshold,
        row.samples,
        row.over_threshold ? copy.vitals.no : copy.vitals.yes,
      ]),
      numeric: [2, 3, 4],
    },
  } satisfies Record<string, ReportTable>;
}

const VITAL_COLUMNS = ['LCP', 'INP', 'CLS'] as const;

/**
 * The Web Vitals as the screen shows them: a row per page (all pages first) and a column per
 * metric, which fits a phone; `over` tells which cells are above their threshold. The CSV keeps
 * one row per page and metric, with the threshold and the number of samples.
 */
export function vitalsByPage(vitals: readonly VitalRow[], copy: AnalyticsCopy) {
  const pages = [...new Set(vitals.map((row) => row.path))];
  const over = new Set<string>();
  const rows: CsvCell[][] = pages.map((path, rowIndex) => [
    path ?? copy.vitals.allPages,
    ...VITAL_COLUMNS.map((metric, metricIndex) => {
      const found = vitals.find((row) => row.path === path && row.metric === metric);
      if (!found) return null;
      if (found.over_threshold) over.add(`${rowIndex}:${metricIndex + 1}`);
      return metric === 'CLS' ? Math.round(found.p75 * 1000) / 1000 : Math.round(found.p75);
    }),
  ]);
  const table: ReportTable = {
    header: [copy.vitals.header[0]!, 'LCP (ms)', 'INP (ms)', 'CLS'],
    rows,
    numeric: [1, 2, 3],
  };
  return { table, isOver: (row: number, column: number) => over.has(`${row}:${column}`) };
}

/** `analytics-top-pages-2026-10-27-2026-11-25.csv` */
export const csvFileName = (file: string, range: DayRange) =>
  `analytics-${file}-${range.first}-${range.last}.csv`;

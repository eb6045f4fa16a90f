import { describe, expect, it } from 'vitest';
import { toCsv } from '@/admin/csv';
import { analyticsCopy } from './copy';
import { csvFileName, reportTables, totals, vitalsByPage, type AnalyticsData } from './reports';

const data: AnalyticsData = {
  pageViews: [
    { day: '2026-11-24', views: 12, visits: 5 },
    { day: '2026-11-25', views: 0, visits: 0 },
  ],
  topPages: [
    { path: '/nl/diensten', views: 8, visits: 3 },
    { path: '/', views: 4, visits: 2 },
  ],
  languages: [
    { language: 'nl', views: 8 },
    { language: 'en', views: 4 },
  ],
  contactClicks: [
    { channel: 'call', placement: 'footer', clicks: 3 },
    { channel: 'whatsapp', placement: 'booking-widget', clicks: 1 },
  ],
  ctaClicks: [{ placement: 'hero.book', clicks: 6 }],
  funnel: [{ form: 'tandem', started: 4, sent: 3, succeeded: 2, failed: 1, rate_limited: 0 }],
  enquiries: [
    { form_type: 'contact', service: 'tandem-jump', enquiries: 2 },
    { form_type: 'corporate', service: '', enquiries: 1 },
  ],
  newsletter: [{ day: '2026-11-24', signups: 2, confirmed: 1 }],
  vitals: [
    { path: null, metric: 'LCP', p75: 2712.4, samples: 9, threshold: 2500, over_threshold: true },
    { path: '/', metric: 'CLS', p75: 0.04321, samples: 4, threshold: 0.1, over_threshold: false },
  ],
};

describe('analytics tables and their CSV', () => {
  it('writes each report in the admin’s language, numbers as numbers', () => {
    const en = reportTables(data, analyticsCopy.en, 'en');
    expect(en.languages.rows).toEqual([
      ['Dutch', 8, 66.7],
      ['English', 4, 33.3],
    ]);
    expect(en.contactClicks.rows).toEqual([
      ['Phone', 'footer', 3],
      ['WhatsApp', 'booking-widget', 1],
    ]);
    expect(en.funnel.rows).toEqual([['Tandem jump', 4, 3, 2, 1, 0]]);
    expect(en.enquiries.rows).toEqual([
      ['Contact', 'Tandem Jump', 2],
      ['Corporate event', 'No service chosen', 1],
    ]);
    expect(en.vitals.rows).toEqual([
      ['All pages', 'LCP', 2712, 2500, 9, 'no'],
      ['/', 'CLS', 0.043, 0.1, 4, 'yes'],
    ]);

    const nl = reportTables(data, analyticsCopy.nl, 'nl');
    expect(nl.funnel.header).toEqual([
      'Formulier',
      'Begonnen',
      'Verstuurd',
      'Gelukt',
      'Mislukt',
      'Te vaak verstuurd',
    ]);
    expect(nl.enquiries.rows[1]).toEqual(['Bedrijfsevenement', 'Geen dienst gekozen', 1]);
    expect(nl.vitals.rows[0]).toEqual(['Alle pagina’s', 'LCP', 2712, 2500, 9, 'nee']);
  });

  it('exports a table as the CSV a spreadsheet opens, named by report and range', () => {
    const tables = reportTables(data, analyticsCopy.en, 'en');
    expect(toCsv(tables.pageViews.header, tables.pageViews.rows)).toBe(
      '\uFEFFDay,Page views,Visits\r\n2026-11-24,12,5\r\n2026-11-25,0,0\r\n',
    );
    expect(toCsv(tables.topPages.header, tables.topPages.rows)).toBe(
      '\uFEFFPage,Page views,Visits\r\n/nl/diensten,8,3\r\n/,4,2\r\n',
    );
    expect(csvFileName('top-pages', { first: '2026-10-27', last: '2026-11-25', preset: 30 })).toBe(
      'analytics-top-pages-2026-10-27-2026-11-25.csv',
    );
  });

  it('adds up the period for the summary', () => {
    expect(totals(data)).toEqual({
      pageViews: 12,
      visits: 5,
      contactClicks: 4,
      ctaClicks: 6,
      enquiries: 3,
      signups: 2,
    });
  });

  it('shows the Web Vitals a row per page, marking values over their threshold', () => {
    const { table, isOver } = vitalsByPage(data.vitals, analyticsCopy.nl);
    expect(table.header).toEqual(['Pagina', 'LCP (ms)', 'INP (ms)', 'CLS']);
    expect(table.rows).toEqual([
      ['Alle pagina’s', 2712, null, null],
      ['/', null, null, 0.043],
    ]);
    expect(isOver(0, 1)).toBe(true);
    expect(isOver(1, 3)).toBe(false);
  });
});

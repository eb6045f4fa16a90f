import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type EmulatorDatabase } from '../../emulator/db/index.ts';
import { TEMPLATE_CACHE_DIR } from '../../emulator/db/template.ts';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// The analytics screen's reports (analytics_* functions): aggregates over generated events for an
// admin with MFA and for no one else, in Amsterdam days; and the 13-month retention job.

const REPORTS = [
  'analytics_page_views',
  'analytics_top_pages',
  'analytics_languages',
  'analytics_contact_clicks',
  'analytics_cta_clicks',
  'analytics_form_funnel',
  'analytics_enquiries',
  'analytics_newsletter_signups',
  'analytics_web_vitals',
] as const;

// Around the change to summer time (29 March 2026, 02:00 → 03:00 in Amsterdam), far from the
// events other test files write today.
const RANGE = { first_day: '2026-03-28', last_day: '2026-03-30' };

let admin: SupabaseClient;

type Event = {
  name: string;
  path?: string;
  language?: string;
  properties?: object;
  session_id?: string;
  at: string;
};

const row = ({ at, ...event }: Event) => ({
  path: '/',
  language: 'en',
  properties: {},
  session_id: 's1',
  ...event,
  created_at: at,
});

async function report<T>(name: (typeof REPORTS)[number], args: object = RANGE): Promise<T[]> {
  const { data, error } = await admin.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T[];
}

beforeAll(async () => {
  admin = await aal2Client((await newAdmin('analytics')).email);
  const service = serviceClient();
  const events: Event[] = [
    // 23:30 UTC on the 28th is 00:30 on the 29th in Amsterdam.
    { name: 'page_view', path: '/', at: '2026-03-28T22:59:59Z', session_id: 'a' },
    { name: 'page_view', path: '/', at: '2026-03-28T23:30:00Z', session_id: 'a' },
    { name: 'page_view', path: '/nl/diensten', language: 'nl', at: '2026-03-29T08:00:00Z', session_id: 'b' },
    { name: 'page_view', path: '/nl/diensten', language: 'nl', at: '2026-03-29T09:00:00Z', session_id: 'b' },
    { name: 'page_view', path: '/nl/diensten', language: 'nl', at: '2026-03-29T10:00:00Z', session_id: 'c' },
    // The last moment of the 30th in summer time, then the first of the 31st: outside.
    { name: 'page_view', path: '/contact', at: '2026-03-30T21:59:59Z', session_id: 'd' },
    { name: 'page_view', path: '/contact', at: '2026-03-30T22:00:00Z', session_id: 'e' },
    { name: 'page_view', path: '/', at: '2026-03-27T22:59:59Z', session_id: 'f' },
    { name: 'call_click', properties: { placement: 'footer' }, at: '2026-03-29T10:00:00Z' },
    { name: 'call_click', properties: { placement: 'footer' }, at: '2026-03-29T10:01:00Z' },
    { name: 'call_click', properties: { placement: 'booking-widget.call' }, at: '2026-03-29T10:02:00Z' },
    {
      name: 'whatsapp_click',
      properties: { placement: 'booking-widget.whatsapp' },
      at: '2026-03-29T10:03:00Z',
    },
    { name: 'email_click', properties: { placement: 'main.faq' }, at: '2026-03-29T10:04:00Z' },
    { name: 'cta_click', properties: { placement: 'hero.book' }, at: '2026-03-29T10:05:00Z' },
    { name: 'cta_click', properties: { placement: 'hero.book' }, at: '2026-03-29T10:06:00Z' },
    { name: 'cta_click', properties: { placement: 'experiences.balloon' }, at: '2026-03-29T10:07:00Z' },
    { name: 'form_start', properties: { form: 'contact' }, at: '2026-03-29T11:00:00Z' },
    { name: 'form_start', properties: { form: 'contact' }, at: '2026-03-29T11:00:01Z' },
    { name: 'form_start', properties: { form: 'contact' }, at: '2026-03-29T11:00:02Z' },
    { name: 'form_submit', properties: { form: 'contact' }, at: '2026-03-29T11:01:00Z' },
    { name: 'form_submit', properties: { form: 'contact' }, at: '2026-03-29T11:01:01Z' },
    { name: 'form_success', properties: { form: 'contact' }, at: '2026-03-29T11:01:02Z' },
    { name: 'form_failure', properties: { form: 'contact' }, at: '2026-03-29T11:01:03Z' },
    { name: 'form_start', properties: { form: 'newsletter' }, at: '2026-03-29T11:02:00Z' },
    { name: 'form_rate_limited', properties: { form: 'newsletter' }, at: '2026-03-29T11:02:01Z' },
    ...[1000, 2000, 3000, 4000].map((value, i) => ({
      name: 'web_vitals',
      path: '/',
      properties: { metric: 'LCP', value },
      at: `2026-03-29T12:0${i}:00Z`,
    })),
    ...[100, 300].map((value, i) => ({
      name: 'web_vitals',
      path: '/contact',
      properties: { metric: 'INP', value },
      at: `2026-03-29T12:1${i}:00Z`,
    })),
    {
      name: 'web_vitals',
      path: '/contact',
      properties: { metric: 'CLS', value: 0.05 },
      at: '2026-03-29T12:20:00Z',
    },
    {
      name: 'web_vitals',
      path: '/contact',
      properties: { metric: 'LCP', value: 1200 },
      at: '2026-03-29T12:21:00Z',
    },
    // Anyone may write events: a value that is not a number, and a metric the report does not show.
    {
      name: 'web_vitals',
      path: '/',
      properties: { metric: 'LCP', value: 'slow' },
      at: '2026-03-29T12:30:00Z',
    },
    { name: 'web_vitals', path: '/', properties: { metric: 'TTFB', value: 900 }, at: '2026-03-29T12:31:00Z' },
  ];
  const inserted = await service.from('analytics_events').insert(events.map(row));
  if (inserted.error) throw new Error(inserted.error.message);

  const enquiry = (form_type: string, service: string | null, at: string) => ({
    form_type,
    name: 'Sanne de Vries',
    email: `sanne-${randomUUID()}@example.com`,
    service,
    message: 'I would like to book a tandem jump.',
    created_at: at,
  });
  const enquiries = await service
    .from('enquiries')
    .insert([
      enquiry('contact', 'tandem-jump', '2026-03-28T10:00:00Z'),
      enquiry('contact', 'tandem-jump', '2026-03-30T10:00:00Z'),
      enquiry('corporate', null, '2026-03-29T10:00:00Z'),
      enquiry('contact', 'tandem-jump', '2026-03-31T10:00:00Z'),
    ]);
  if (enquiries.error) throw new Error(enquiries.error.message);
  const subscriber = (at: string, confirmed: boolean) => ({
    name: 'Eva',
    email: `eva-${randomUUID()}@example.com`,
    language: 'nl',
    created_at: at,
    confirmed_at: confirmed ? at : null,
  });
  const subscribers = await service
    .from('newsletter_subscribers')
    .insert([
      subscriber('2026-03-28T09:00:00Z', true),
      subscriber('2026-03-28T23:10:00Z', false),
      subscriber('2026-03-30T09:00:00Z', true),
    ]);
  if (subscribers.error) throw new Error(subscribers.error.message);
});

describe('who may read the reports', () => {
  it('refuses a visitor, a signed-in non-admin and an admin without their code, with 42501', async () => {
    const callers = [
      anonClient(),
      await signedInClient('visitor@example.com'),
      await signedInClient('admin@example.com'),
    ];
    for (const client of callers) {
      for (const name of REPORTS) {
        const { data, error } = await client.rpc(name, RANGE);
        expect(data, name).toBeNull();
        expect(error?.code, name).toBe('42501');
      }
    }
  });

  it('refuses a range that ends before it starts or spans more than 401 days', async () => {
    for (const args of [
      { first_day: '2026-03-30', last_day: '2026-03-29' },
      { first_day: '2025-01-01', last_day: '2026-02-06' },
    ]) {
      const { error } = await admin.rpc('analytics_page_views', args);
      expect(error?.code).toBe('22023');
    }
    const { error } = await admin.rpc('analytics_page_views', {
      first_day: '2025-01-01',
      last_day: '2026-02-05',
    });
    expect(error).toBeNull();
  });

  it('keeps the purge from everyone but the service role', async () => {
    const { error } = await admin.rpc('purge_old_analytics_events');
    expect(error?.code).toBe('42501');
  });
});

describe('reports', () => {
  it('counts page views and visits per Amsterdam day, quiet days as zero', async () => {
    expect(await report('analytics_page_views')).toEqual([
      { day: '2026-03-28', views: 1, visits: 1 },
      { day: '2026-03-29', views: 4, visits: 3 },
      { day: '2026-03-30', views: 1, visits: 1 },
    ]);
    expect(await report('analytics_page_views', { first_day: '2026-03-01', last_day: '2026-03-02' })).toEqual(
      [
        { day: '2026-03-01', views: 0, visits: 0 },
        { day: '2026-03-02', views: 0, visits: 0 },
      ],
    );
  });

  it('ranks the pages and splits the languages', async () => {
    expect(await report('analytics_top_pages')).toEqual([
      { path: '/nl/diensten', views: 3, visits: 2 },
      { path: '/', views: 2, visits: 1 },
      { path: '/contact', views: 1, visits: 1 },
    ]);
    expect(await report('analytics_top_pages', { ...RANGE, max_pages: 1 })).toHaveLength(1);
    expect(await report('analytics_languages')).toEqual([
      { language: 'en', views: 3 },
      { language: 'nl', views: 3 },
    ]);
  });

  it('counts phone, WhatsApp and e-mail clicks and calls to action by place', async () => {
    expect(await report('analytics_contact_clicks')).toEqual([
      { channel: 'call', placement: 'footer', clicks: 2 },
      { channel: 'call', placement: 'booking-widget.call', clicks: 1 },
      { channel: 'email', placement: 'main.faq', clicks: 1 },
      { channel: 'whatsapp', placement: 'booking-widget.whatsapp', clicks: 1 },
    ]);
    expect(await report('analytics_cta_clicks')).toEqual([
      { placement: 'hero.book', clicks: 2 },
      { placement: 'experiences.balloon', clicks: 1 },
    ]);
  });

  it('follows each form from start to outcome', async () => {
    expect(await report('analytics_form_funnel')).toEqual([
      { form: 'contact', started: 3, sent: 2, succeeded: 1, failed: 1, rate_limited: 0 },
      { form: 'newsletter', started: 1, sent: 0, succeeded: 0, failed: 0, rate_limited: 1 },
    ]);
  });

  it('counts enquiries per form and service, and newsletter sign-ups per day', async () => {
    expect(await report('analytics_enquiries')).toEqual([
      { form_type: 'contact', service: 'tandem-jump', enquiries: 2 },
      { form_type: 'corporate', service: '', enquiries: 1 },
    ]);
    expect(await report('analytics_newsletter_signups')).toEqual([
      { day: '2026-03-28', signups: 1, confirmed: 1 },
      { day: '2026-03-29', signups: 1, confirmed: 0 },
      { day: '2026-03-30', signups: 1, confirmed: 1 },
    ]);
  });

  it('gives the 75th percentile of LCP, INP and CLS per page and overall, against the thresholds', async () => {
    expect(await report('analytics_web_vitals')).toEqual([
      // All pages: LCP 1000, 1200, 2000, 3000, 4000.
      { path: null, metric: 'LCP', p75: 3000, samples: 5, threshold: 2500, over_threshold: true },
      { path: null, metric: 'INP', p75: 250, samples: 2, threshold: 200, over_threshold: true },
      { path: null, metric: 'CLS', p75: 0.05, samples: 1, threshold: 0.1, over_threshold: false },
      { path: '/', metric: 'LCP', p75: 3250, samples: 4, threshold: 2500, over_threshold: true },
      { path: '/contact', metric: 'LCP', p75: 1200, samples: 1, threshold: 2500, over_threshold: false },
      { path: '/contact', metric: 'INP', p75: 250, samples: 2, threshold: 200, over_threshold: true },
      { path: '/contact', metric: 'CLS', p75: 0.05, samples: 1, threshold: 0.1, over_threshold: false },
    ]);
  });
});

describe('retention', () => {
  let dataDir: string;
  let db: EmulatorDatabase;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'analytics-retention-'));
    db = await openDatabase({
      dataDir,
      supabaseDir: join(import.meta.dirname, '..', '..', 'supabase'),
      templateDir: TEMPLATE_CACHE_DIR,
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('deletes raw events older than 13 months, in the hourly retention job, and keeps the rest', async () => {
    const [retention] = (
      await db.asOwner((tx) =>
        tx.query<{ definition: string }>(
          `select pg_get_functiondef('public.apply_retention'::regproc) as definition`,
        ),
      )
    ).rows;
    expect(retention?.definition).toContain('public.purge_old_analytics_events()');

    const removed = await db.withClaims({ role: 'service_role' }, async (tx) => {
      await tx.query(
        `insert into public.analytics_events (name, path, created_at) values
           ('page_view', '/old', now() - interval '13 months 1 day'),
           ('page_view', '/kept', now() - interval '12 months 29 days'),
           ('page_view', '/new', now())`,
      );
      const { rows } = await tx.query<{ removed: number }>(
        'select public.purge_old_analytics_events() as removed',
      );
      return rows[0]?.removed;
    });
    expect(Number(removed)).toBe(1);
    const left = await db.asOwner((tx) =>
      tx.query<{ path: string }>('select path from public.analytics_events order by id'),
    );
    expect(left.rows.map((event) => event.path)).toEqual(['/kept', '/new']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { additionalFields, enquiryTabs, formFields } from '@/features/enquiry-forms/form-fields';
import { quoteEventName, type ServiceCardKey } from '@/features/services/copy';
import { ANALYTICS_LIMITS, type AnalyticsEventName, shapeEvent } from '@contract/analytics/events.ts';
import { analyticsEventSchema } from '@contract/analytics/schema.ts';
import { FORM_TYPES } from '@contract/enquiry/options.ts';
import { LANGUAGES } from '@contract/language.ts';
import { clickEvent } from './clicks';
import { vitalsEvent } from './web-vitals';

// The tracker and the track-events function read one allow-list: every event the site's code
// records passes both the tracker's shaping and the function's schema, and what the tracker drops
// the function would refuse.

const SESSION = '0123456789abcdef01234567';
const PAGE = { path: '/nl/diensten', language: 'nl' } as const;

/** Shaped by the tracker, then checked as the function checks it. */
function accepted(name: string, props: Record<string, unknown>) {
  const event = shapeEvent(name, props, PAGE, SESSION);
  expect(event, `${name} ${JSON.stringify(props)}`).toBeDefined();
  if (!event) return;
  const parsed = analyticsEventSchema(event.name).safeParse(event);
  expect(parsed.error?.issues ?? [], name).toEqual([]);
}

const CARD_KEYS: ServiceCardKey[] = ['stadium', 'tandem', 'media', 'rigging'];
const FORMS = [...FORM_TYPES, 'newsletter'];
const FIELD_NAMES = [
  ...new Set([
    ...enquiryTabs.flatMap((tab) => formFields[tab].map((field) => field.name)),
    ...additionalFields,
  ]),
];
const METRICS: Metric['name'][] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const NAVIGATIONS: Metric['navigationType'][] = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
];

describe('the analytics allow-list', () => {
  it('holds every event the site records, as the site records it', () => {
    accepted('page_view', {});
    accepted('consent_update', { analytics: true, marketing: false });
    for (const key of CARD_KEYS) accepted(quoteEventName(key), { lang: 'en' });
    for (const form of FORMS) {
      for (const language of LANGUAGES) {
        for (const name of [
          'form_start',
          'form_submit',
          'form_success',
          'form_failure',
          'form_security_blocked',
        ])
          accepted(name, { form, language });
        accepted('form_rate_limited', { form, language });
        accepted('form_rate_limited', { form, language, source: 'server' });
        accepted('form_validation_error', { form, language, fields: FIELD_NAMES });
        accepted('form_validation_error', { form, language, source: 'server' });
      }
    }
    for (const metric of METRICS) {
      for (const navigationType of NAVIGATIONS) {
        accepted(
          'web_vitals',
          vitalsEvent({ name: metric, value: 2345.6, rating: 'poor', navigationType } as Metric),
        );
      }
    }
    accepted('exception', { message: 'Cannot read properties of undefined', fatal: true });
  });

  it('holds every click the one listener records', () => {
    document.body.innerHTML = `
      <header><a href="tel:+31555555555" id="call">Call</a></header>
      <section id="contact"><a href="https://wa.me/31555555555" id="whatsapp">WhatsApp</a></section>
      <footer><a href="mailto:info@example.nl" id="mail">Mail</a></footer>
      <a href="/contact" data-cta="hero.book" id="cta">Book</a>`;
    for (const id of ['call', 'whatsapp', 'mail', 'cta']) {
      const click = clickEvent(document.getElementById(id));
      expect(click).not.toBeNull();
      if (click) accepted(click.name, { placement: click.placement });
    }
    document.body.innerHTML = '';
  });

  it('is refused alike by the tracker and the function when an event does not fit', () => {
    const event = (name: string, properties: Record<string, unknown>, page: { path: string } = PAGE) => ({
      name,
      path: page.path,
      language: 'nl',
      properties,
      session_id: SESSION,
    });
    const cases: [string, Record<string, unknown>, { path: string }?][] = [
      ['form_start', { form: 'contact', language: 'nl', email: 'jan@example.nl' }],
      ['form_start', { form: 'wedding', language: 'nl' }],
      ['form_start', { form: 'contact' }],
      ['consent_update', { analytics: 'yes', marketing: false }],
      ['form_validation_error', { form: 'contact', language: 'nl', fields: ['<script>'] }],
      ['form_validation_error', { form: 'contact', language: 'nl', fields: Array(31).fill('name') }],
      [
        'web_vitals',
        {
          metric: 'LCP',
          value: Number.POSITIVE_INFINITY,
          rating: 'good',
          over_budget: false,
          navigation: 'navigate',
        },
      ],
      ['page_view', {}, { path: `/${'a'.repeat(ANALYTICS_LIMITS.pathMaxChars)}` }],
      ['page_view', {}, { path: 'https://elsewhere.test/' }],
      ['exception', { message: '\u{1F4A5}'.repeat(150), fatal: true }],
    ];
    for (const [name, properties, page] of cases) {
      const description = `${name} ${JSON.stringify(properties).slice(0, 80)} ${page?.path.slice(0, 30) ?? ''}`;
      expect(shapeEvent(name, properties, { ...PAGE, ...page }, SESSION), description).toBeUndefined();
      expect(
        analyticsEventSchema(name as AnalyticsEventName).safeParse(event(name, properties, page)).success,
        description,
      ).toBe(false);
    }
  });
});

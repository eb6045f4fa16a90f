// Every event the site records, and what the back office's reports (the analytics_* functions of
// the database) read from it. Each row also holds the page's path and language and a random id of
// the page load; nothing identifies the visitor. The allow-list in the contract
// (`@contract/analytics/events.ts`) holds the same names with their properties' kinds and limits: the
// tracker drops, and the track-events function refuses, any event that is not on it.
//
// page_view            a page was shown (every client-side navigation too)
// consent_update       { analytics, marketing }: the visitor chose, on this page
// cta_click            { placement }: a call to action marked `data-cta="<placement>"` was clicked
// call_click           { placement }: a phone (tel:) link
// whatsapp_click       { placement }: a WhatsApp link
// email_click          { placement }: an e-mail (mailto:) link
// <card title>         { lang }: a services card's quote button, named after the card (the spec's
//                      original event, kept beside cta_click)
// form_start           { form, language }: the first change in a form (form: contact, demo, tandem,
//                      corporate, newsletter)
// form_submit          { form, language }: passed the browser's checks and was sent
// form_success         { form, language }: the server accepted it
// form_failure         { form, language }: the server or the connection failed
// form_rate_limited    { form, language, source? }: refused for sending too often (source: server)
// form_validation_error { form, language, fields? | source }: errors shown at the fields
// form_security_blocked { form, language }: refused by the browser's security check
// web_vitals           { metric, value, rating, over_budget, navigation }: LCP, INP, CLS, FCP, TTFB
//                      of the page that was loaded (the row's path), value in ms (CLS a score)
// exception            { message, fatal }: a part of the page failed to render
//
// Clicks need no handler of their own: one listener (runtime.ts) records every tel:, mailto: and
// WhatsApp link and every element with `data-cta`. Where a link has no `data-cta`, its placement is
// the nearest `data-cta-area`, else the id of its section, else its landmark (header, main, footer).

import { RETENTION } from '@contract/retention.ts';

/** The attribute that marks a call to action, with its placement as the value, e.g. `hero.book`. */
export const CTA_ATTRIBUTE = 'data-cta';
/** The attribute naming an area whose contact links share one placement, e.g. `booking-widget`. */
export const CTA_AREA_ATTRIBUTE = 'data-cta-area';

/**
 * The 75th-percentile thresholds of a good page (Google's "good" limits, as in the spec): LCP in
 * ms, INP in ms, CLS as a score. The analytics_web_vitals function holds the same numbers.
 */
export const VITALS_THRESHOLDS = { LCP: 2500, INP: 200, CLS: 0.1 } as const;

export type ReportedVital = keyof typeof VITALS_THRESHOLDS;

/** Raw events are deleted after this many months (the apply_retention job). */
export const RETENTION_MONTHS = RETENTION.analyticsMonths;

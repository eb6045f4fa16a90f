import { FORM_TYPES } from '../enquiry/options.ts';
import { LANGUAGES, type Language } from '../language.ts';

// The allow-list of first-party analytics events: every name the site records, the properties each
// carries and their limits. The browser's tracker shapes its events with `shapeEvent` before sending
// them, and the track-events function checks them with the zod schema built from the same list
// (`schema.ts`), so the two cannot drift. Plain data and no zod here: this module is part of the
// analytics code every consenting visitor loads.

export const ANALYTICS_LIMITS = {
  /** Events in one request; the browser's queue sends at most this many at once. */
  batchMaxEvents: 20,
  /** A request's body, in bytes: a full batch of the largest events fits. */
  requestMaxBytes: 32 * 1024,
  pathMaxChars: 256,
  /** An event's properties as JSON, in UTF-8 bytes. */
  propertiesMaxBytes: 600,
  textMaxChars: 300,
  placementMaxChars: 64,
  fieldNamesMax: 30,
  /** Requests per client address (the `rate_limit_hit` design of the other public functions). */
  client: { hits: 120, windowSeconds: 600 },
  /** Events stored per UTC day, over all visitors; the database refuses more (its migration holds the number). */
  dailyMaxEvents: 20_000,
} as const;

/** One random id per page load, as hex: ties a visit's events together without identifying anyone. */
export const SESSION_ID_BYTES = 12;
const SESSION_ID_PATTERN = new RegExp(`^[0-9a-f]{${SESSION_ID_BYTES * 2}}$`);
const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export type PropertyRule = { optional?: true } & (
  | { kind: 'text'; maxChars: number }
  | { kind: 'boolean' }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'one-of'; values: readonly string[] }
  | { kind: 'field-names' }
);

const placement = { kind: 'text', maxChars: ANALYTICS_LIMITS.placementMaxChars } as const;
const language = { kind: 'one-of', values: LANGUAGES } as const;
const form = { kind: 'one-of', values: [...FORM_TYPES, 'newsletter'] } as const;
const fromServer = { kind: 'one-of', values: ['server'], optional: true } as const;
const formEvent = { form, language } as const;

// The services cards' quote buttons, named after the card's English title (the spec's own events).
const quoteEvent = { lang: language } as const;

/** What each event is is described in src/lib/analytics/events.ts. */
export const ANALYTICS_EVENTS = {
  page_view: {},
  consent_update: { analytics: { kind: 'boolean' }, marketing: { kind: 'boolean' } },
  cta_click: { placement },
  call_click: { placement },
  whatsapp_click: { placement },
  email_click: { placement },
  stadium_shows: quoteEvent,
  tandem_jumps: quoteEvent,
  media_production: quoteEvent,
  rigging_services: quoteEvent,
  form_start: formEvent,
  form_submit: formEvent,
  form_success: formEvent,
  form_failure: formEvent,
  form_security_blocked: formEvent,
  form_rate_limited: { ...formEvent, source: fromServer },
  form_validation_error: {
    ...formEvent,
    fields: { kind: 'field-names', optional: true },
    source: fromServer,
  },
  web_vitals: {
    metric: { kind: 'one-of', values: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] },
    // Milliseconds (CLS a score); anything past ten minutes is not a page load.
    value: { kind: 'number', min: 0, max: 600_000 },
    rating: { kind: 'one-of', values: ['good', 'needs-improvement', 'poor'] },
    over_budget: { kind: 'boolean' },
    navigation: {
      kind: 'one-of',
      values: [
        'navigate',
        'reload',
        'back-forward',
        'back-forward-cache',
        'prerender',
        'restore',
        'soft-navigation',
      ],
    },
  },
  exception: {
    message: { kind: 'text', maxChars: ANALYTICS_LIMITS.textMaxChars },
    fatal: { kind: 'boolean' },
  },
} as const satisfies Record<string, Record<string, PropertyRule>>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

const EVENT_RULES: Record<string, Record<string, PropertyRule> | undefined> = ANALYTICS_EVENTS;

export const isAnalyticsEventName = (name: unknown): name is AnalyticsEventName =>
  typeof name === 'string' && Object.hasOwn(EVENT_RULES, name);

/** The rules of one event's properties. */
export const propertyRules = (name: AnalyticsEventName): Record<string, PropertyRule> =>
  EVENT_RULES[name] ?? {};

export type PropertyValue = string | number | boolean | string[];

/** One stored event as the browser sends it and the table holds it. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  path: string;
  language: Language;
  properties: Record<string, PropertyValue>;
  session_id: string;
}

export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID_PATTERN.test(value);

export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && value.length <= ANALYTICS_LIMITS.pathMaxChars;

export const isFieldName = (value: unknown): value is string =>
  typeof value === 'string' && FIELD_NAME_PATTERN.test(value);

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A property's value as the rule allows it (text cut to its length), or undefined when it does not fit. */
function shapeValue(rule: PropertyRule, value: unknown): PropertyValue | undefined {
  switch (rule.kind) {
    case 'text':
      return typeof value === 'string' ? value.slice(0, rule.maxChars) : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= rule.min && value <= rule.max
        ? value
        : undefined;
    case 'one-of':
      return typeof value === 'string' && rule.values.includes(value) ? value : undefined;
    case 'field-names':
      return Array.isArray(value) &&
        value.length <= ANALYTICS_LIMITS.fieldNamesMax &&
        value.every(isFieldName)
        ? value
        : undefined;
  }
}

/**
 * The event the track-events function accepts for `name` and `props` on `page`, or undefined when
 * there is none: an unknown name, a missing or unknown property, a value of the wrong kind. Text
 * longer than its limit is cut rather than refused.
 */
export function shapeEvent(
  name: string,
  props: Record<string, unknown>,
  page: { path: string; language: Language },
  sessionId: string,
): AnalyticsEvent | undefined {
  if (!isAnalyticsEventName(name) || !isSitePath(page.path) || !isSessionId(sessionId)) return undefined;
  const rules = propertyRules(name);
  if (Object.keys(props).some((key) => !Object.hasOwn(rules, key))) return undefined;
  const properties: Record<string, PropertyValue> = {};
  for (const [key, rule] of Object.entries(rules)) {
    if (props[key] === undefined) {
      if (rule.optional) continue;
      return undefined;
    }
    const value = shapeValue(rule, props[key]);
    if (value === undefined) return undefined;
    properties[key] = value;
  }
  if (utf8Bytes(JSON.stringify(properties)) > ANALYTICS_LIMITS.propertiesMaxBytes) return undefined;
  return { name, path: page.path, language: page.language, properties, session_id: sessionId };
}

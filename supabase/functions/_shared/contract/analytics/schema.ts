import { LANGUAGES } from '../language.ts';
import { z } from '../zod.ts';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_LIMITS,
  type AnalyticsEventName,
  isFieldName,
  isSessionId,
  isSitePath,
  type PropertyRule,
  propertyRules,
  utf8Bytes,
} from './events.ts';

// The zod schemas of the track-events function, built from the allow-list in events.ts: a request
// is `{ events: [...] }`, each event one of the listed names with exactly its properties.

const valueSchema = (rule: PropertyRule): z.ZodType => {
  switch (rule.kind) {
    case 'text':
      return z.string().max(rule.maxChars);
    case 'boolean':
      return z.boolean();
    case 'number':
      return z.number().min(rule.min).max(rule.max);
    case 'one-of':
      return z.enum(rule.values as readonly [string, ...string[]]);
    case 'field-names':
      return z.array(z.string().refine(isFieldName, 'not a field name')).max(ANALYTICS_LIMITS.fieldNamesMax);
  }
};

const propertiesSchema = (name: AnalyticsEventName) =>
  z
    .strictObject(
      Object.fromEntries(
        Object.entries(propertyRules(name)).map(([key, rule]) => [
          key,
          rule.optional ? valueSchema(rule).optional() : valueSchema(rule),
        ]),
      ),
    )
    .refine(
      (properties) => utf8Bytes(JSON.stringify(properties)) <= ANALYTICS_LIMITS.propertiesMaxBytes,
      `properties over ${ANALYTICS_LIMITS.propertiesMaxBytes} bytes`,
    );

const eventSchema = (name: AnalyticsEventName) =>
  z.strictObject({
    name: z.literal(name),
    path: z.string().refine(isSitePath, `a site path of at most ${ANALYTICS_LIMITS.pathMaxChars} characters`),
    language: z.enum(LANGUAGES),
    session_id: z.string().refine(isSessionId, 'not a page-load id'),
    properties: propertiesSchema(name),
  });

const EVENT_SCHEMAS = Object.fromEntries(
  Object.keys(ANALYTICS_EVENTS).map((name) => [name, eventSchema(name as AnalyticsEventName)]),
) as Record<AnalyticsEventName, ReturnType<typeof eventSchema>>;

/** The schema of one listed event. */
export const analyticsEventSchema = (name: AnalyticsEventName) => EVENT_SCHEMAS[name];

/** The request's envelope; each event is then checked on its own, so a refusal can say which. */
export const trackEventsRequestSchema = z.strictObject({ events: z.array(z.unknown()).min(1) });

import { clientAddress } from '../_shared/client-address.ts';
import {
  ANALYTICS_LIMITS,
  type AnalyticsEvent,
  isAnalyticsEventName,
} from '../_shared/contract/analytics/events.ts';
import { analyticsEventSchema, trackEventsRequestSchema } from '../_shared/contract/analytics/schema.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { errorResponse, jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';

// track-events: the site's first-party analytics, sent in batches by the browser's tracker (only with
// the visitor's analytics consent). Every event must be on the contract's allow-list with exactly its
// properties; a batch holds at most ANALYTICS_LIMITS.batchMaxEvents; each client address has a rate
// limit, and the database refuses events past the day's ceiling. A batch is stored whole or not at
// all, and every refusal is a 4xx with a code and a sentence.

export interface TrackEventsDeps {
  db: ServiceClient;
  /** Now; tests fix it to check Retry-After. */
  now?: () => Date;
}

type Checked = { ok: true; events: AnalyticsEvent[] } | { ok: false; response: Response };

const refuse = (status: number, code: string, error: string, detail: Record<string, unknown> = {}) =>
  ({ ok: false, response: jsonResponse(status, { success: false, code, error, ...detail }) }) as const;

/** The request's events, each checked against the allow-list; the first that fails is named by its index. */
function checkEvents(body: unknown): Checked {
  const envelope = trackEventsRequestSchema.safeParse(body);
  if (!envelope.success)
    return refuse(400, 'invalid-body', 'The body must be { "events": [...] } with at least one event.');
  const { events } = envelope.data;
  if (events.length > ANALYTICS_LIMITS.batchMaxEvents)
    return refuse(
      413,
      'batch-too-large',
      `Send at most ${ANALYTICS_LIMITS.batchMaxEvents} events per request.`,
      {
        maxEvents: ANALYTICS_LIMITS.batchMaxEvents,
      },
    );
  const checked: AnalyticsEvent[] = [];
  for (const [index, event] of events.entries()) {
    const name = typeof event === 'object' && event !== null ? (event as { name?: unknown }).name : undefined;
    if (!isAnalyticsEventName(name))
      return refuse(400, 'unknown-event', `Event ${index} has a name that is not recorded.`, { index });
    const parsed = analyticsEventSchema(name).safeParse(event);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const where = issue?.path.length ? issue.path.join('.') : 'event';
      return refuse(
        400,
        'invalid-event',
        `Event ${index} (${name}) is not valid at ${where}: ${issue?.message}.`,
        {
          index,
          field: where,
        },
      );
    }
    checked.push(parsed.data as AnalyticsEvent);
  }
  return { ok: true, events: checked };
}

/** Seconds until the next UTC midnight, when the day's ceiling starts again. */
const secondsToNextUtcDay = (now: Date) =>
  Math.max(
    1,
    Math.ceil(
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000,
    ),
  );

/** A slot of the client's allowance; the seconds to wait when it is used up. */
async function clientWait(db: ServiceClient, request: Request): Promise<number> {
  const { data, error } = await db.rpc('rate_limit_hit', {
    p_keys: [`analytics:ip:${clientAddress(request)}`],
    p_limit: ANALYTICS_LIMITS.client.hits,
    p_window_seconds: ANALYTICS_LIMITS.client.windowSeconds,
  });
  if (error) throw new Error(`the rate limit check failed: ${error.message}`);
  return typeof data === 'number' ? data : 0;
}

export function createTrackEvents(deps: TrackEventsDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const read = await readJsonBody(request, ANALYTICS_LIMITS.requestMaxBytes);
    if (!read.ok) return read.response;
    const checked = checkEvents(read.body);
    if (!checked.ok) return checked.response;
    try {
      const wait = await clientWait(deps.db, request);
      if (wait > 0)
        return jsonResponse(
          429,
          {
            success: false,
            code: 'rate-limited',
            error: `Too many requests from this address; try again in ${wait} s.`,
          },
          { 'Retry-After': String(wait) },
        );
      const { error } = await deps.db.from('analytics_events').insert(checked.events);
      if (error?.code === '54000') {
        const wait = secondsToNextUtcDay(now());
        return jsonResponse(
          429,
          {
            success: false,
            code: 'daily-limit',
            error: 'Today’s analytics events are full; try again tomorrow (UTC).',
          },
          { 'Retry-After': String(wait) },
        );
      }
      if (error) throw new Error(`storing the events failed: ${error.code} ${error.message}`);
      return jsonResponse(200, { success: true, stored: checked.events.length });
    } catch (error) {
      console.error('track-events failed', error);
      return errorResponse(503, 'unavailable', 'The events could not be stored now; they were not kept.');
    }
  };
}

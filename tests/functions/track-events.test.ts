import assert from 'node:assert/strict';
import { ANALYTICS_LIMITS } from '../../supabase/functions/_shared/contract/analytics/events.ts';
import { createTrackEvents } from '../../supabase/functions/track-events/handler.ts';
import { database, jsonRequest, test, testConfig, uniqueIp } from './support/harness.ts';

// The analytics ingestion function against the emulator's database: what the browser's tracker
// sends is stored; bulk, malformed and unknown events, a client over its allowance and a day over
// the ceiling are refused with a 4xx JSON answer, and nothing of a refused batch is kept.

const db = database(testConfig());
const handler = createTrackEvents({ db, now: () => new Date('2026-11-28T22:00:00Z') });

/** A page load's random id, as the tracker makes it (12 bytes in hex). */
const newSessionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

const pageView = (session: string, path = '/nl/diensten') => ({
  name: 'page_view',
  path,
  language: 'nl',
  properties: {},
  session_id: session,
});

const send = (events: unknown, ip = uniqueIp()) => handler(jsonRequest({ events }, { ip }));

async function storedFor(session: string) {
  const { data, error } = await db
    .from('analytics_events')
    .select('name, path, language, properties')
    .eq('session_id', session)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

/** Status and body of a refusal, after checking it is JSON. */
async function refusal(response: Response) {
  assert.match(response.headers.get('content-type') ?? '', /application\/json/);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('track-events: a batch as the tracker sends it is stored whole', async () => {
  const session = newSessionId();
  const response = await send([
    { ...pageView(session), name: 'consent_update', properties: { analytics: true, marketing: false } },
    pageView(session),
    { ...pageView(session), name: 'cta_click', properties: { placement: 'hero.book' } },
    {
      ...pageView(session),
      name: 'form_validation_error',
      properties: { form: 'tandem', language: 'nl', fields: ['name', 'email'] },
    },
    {
      ...pageView(session),
      name: 'web_vitals',
      properties: { metric: 'LCP', value: 1830, rating: 'good', over_budget: false, navigation: 'navigate' },
    },
    { ...pageView(session), name: 'tandem_jumps', properties: { lang: 'nl' } },
  ]);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { success: true, stored: 6 });
  const stored = await storedFor(session);
  assert.deepEqual(
    stored.map((row) => row.name),
    ['consent_update', 'page_view', 'cta_click', 'form_validation_error', 'web_vitals', 'tandem_jumps'],
  );
  assert.deepEqual(stored[2], {
    name: 'cta_click',
    path: '/nl/diensten',
    language: 'nl',
    properties: { placement: 'hero.book' },
  });
});

test('track-events: 1,000 events in one request are refused, large or small, and none is stored', async () => {
  const session = newSessionId();
  // The size of the abuse found: 1,000 rows of about 3 KB.
  const heavy = Array.from({ length: 1000 }, () => ({
    ...pageView(session),
    name: 'exception',
    properties: { message: 'x'.repeat(3000), fatal: true },
  }));
  const tooLarge = await refusal(await send(heavy));
  assert.equal(tooLarge.status, 413);
  assert.equal(tooLarge.body.success, false);
  assert.ok(tooLarge.body.error);

  const minimal = Array.from({ length: 1000 }, () => ({ name: 'page_view' }));
  assert.equal((await refusal(await send(minimal))).status, 413);

  const oneTooMany = Array.from({ length: ANALYTICS_LIMITS.batchMaxEvents + 1 }, () => pageView(session));
  assert.deepEqual(await refusal(await send(oneTooMany)), {
    status: 413,
    body: {
      success: false,
      code: 'batch-too-large',
      error: `Send at most ${ANALYTICS_LIMITS.batchMaxEvents} events per request.`,
      maxEvents: ANALYTICS_LIMITS.batchMaxEvents,
    },
  });
  assert.deepEqual(await storedFor(session), []);

  const full = Array.from({ length: ANALYTICS_LIMITS.batchMaxEvents }, () => pageView(session));
  assert.equal((await send(full)).status, 200);
  assert.equal((await storedFor(session)).length, ANALYTICS_LIMITS.batchMaxEvents);
});

test('track-events: an unknown event name is refused with its index, and the batch is not stored', async () => {
  const session = newSessionId();
  for (const name of ['signup_bonus', 'PAGE_VIEW', 'constructor', '__proto__', 42, null]) {
    const response = await send([pageView(session), { ...pageView(session), name }]);
    assert.deepEqual(await refusal(response), {
      status: 400,
      body: {
        success: false,
        code: 'unknown-event',
        error: 'Event 1 has a name that is not recorded.',
        index: 1,
      },
    });
  }
  assert.deepEqual(await storedFor(session), []);
});

test('track-events: malformed events are refused with a 400 that names the event and the field', async () => {
  const session = newSessionId();
  const cases: [description: string, event: Record<string, unknown>, field: string][] = [
    ['a property the event does not have', { ...pageView(session), properties: { blob: 'x' } }, 'properties'],
    [
      'a property of the wrong kind',
      { ...pageView(session), name: 'consent_update', properties: { analytics: 'yes', marketing: false } },
      'properties.analytics',
    ],
    [
      'a missing property',
      { ...pageView(session), name: 'form_start', properties: { form: 'contact' } },
      'properties.language',
    ],
    [
      'a value outside its list',
      { ...pageView(session), name: 'form_start', properties: { form: 'wedding', language: 'en' } },
      'properties.form',
    ],
    [
      'text over its limit',
      { ...pageView(session), name: 'cta_click', properties: { placement: 'p'.repeat(65) } },
      'properties.placement',
    ],
    [
      'a number that is not a measurement',
      {
        ...pageView(session),
        name: 'web_vitals',
        properties: {
          metric: 'LCP',
          value: 1e12,
          rating: 'good',
          over_budget: false,
          navigation: 'navigate',
        },
      },
      'properties.value',
    ],
    ['an address that is not a site path', pageView(session, 'https://elsewhere.test/'), 'path'],
    ['a path over 256 characters', pageView(session, `/${'a'.repeat(256)}`), 'path'],
    ['a language the site does not have', { ...pageView(session), language: 'de' }, 'language'],
    [
      'a session id the tracker does not make',
      { ...pageView(session), session_id: 'visitor-42' },
      'session_id',
    ],
    [
      'a column the caller may not choose',
      { ...pageView(session), created_at: '2000-01-01T00:00:00Z' },
      'event',
    ],
  ];
  for (const [description, event, field] of cases) {
    const { status, body } = await refusal(await send([pageView(session), event]));
    assert.equal(status, 400, description);
    assert.equal(body.code, 'invalid-event', description);
    assert.equal(body.index, 1, description);
    assert.equal(body.field, field, description);
    assert.match(String(body.error), /^Event 1 \([a-z_]+\) is not valid at /, description);
  }
  assert.deepEqual(await storedFor(session), []);
});

test('track-events: a body that is not a batch is refused with a 4xx JSON answer', async () => {
  const cases: [description: string, request: Request, status: number][] = [
    ['not JSON', jsonRequest(null, { raw: '{"events": [' }), 400],
    ['not JSON by its type', jsonRequest({ events: [] }, { contentType: 'text/plain' }), 415],
    ['an array without the envelope', jsonRequest([pageView(newSessionId())]), 400],
    ['no events', jsonRequest({ events: [] }), 400],
    ['events that are not a list', jsonRequest({ events: 'page_view' }), 400],
    [
      'a request over 32 KB',
      jsonRequest(null, { raw: JSON.stringify({ events: [], pad: 'x'.repeat(33_000) }) }),
      413,
    ],
  ];
  for (const [description, request, status] of cases) {
    const { status: actual, body } = await refusal(await handler(request));
    assert.equal(actual, status, description);
    assert.equal(body.success, false, description);
    assert.equal(typeof body.error, 'string', description);
  }
  const get = await handler(new Request('http://functions.test/track-events'));
  assert.equal(get.status, 405);
  await get.body?.cancel();
});

test('track-events: each client address has its allowance, which a forged X-Forwarded-For does not renew', async () => {
  const ip = uniqueIp();
  const session = newSessionId();
  // The allowance nearly used, as earlier page loads from this address would have left it.
  const { error } = await db
    .from('rate_limit_hits')
    .insert(Array.from({ length: ANALYTICS_LIMITS.client.hits - 2 }, () => ({ key: `analytics:ip:${ip}` })));
  if (error) throw new Error(error.message);

  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const request = jsonRequest({ events: [pageView(session)] }, { ip, forgedForwardedFor: uniqueIp() });
    const response = await handler(request);
    statuses.push(response.status);
    if (response.status === 429) {
      assert.ok(Number(response.headers.get('retry-after')) > 0);
      const body = (await response.json()) as Record<string, unknown>;
      assert.equal(body.code, 'rate-limited');
      assert.equal(body.success, false);
    } else await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 429, 429]);
  assert.equal((await storedFor(session)).length, 2);
  // Another address has its own allowance.
  assert.equal((await send([pageView(session)])).status, 200);
});

test('track-events: past the day’s ceiling the database refuses every event until the next UTC day', async () => {
  const session = newSessionId();
  const today = new Date().toISOString().slice(0, 10);
  const { data: before } = await db
    .from('analytics_event_days')
    .select('events')
    .eq('day', today)
    .maybeSingle();
  const setCount = async (events: number) => {
    const { error } = await db.from('analytics_event_days').upsert({ day: today, events });
    if (error) throw new Error(error.message);
  };
  try {
    await setCount(ANALYTICS_LIMITS.dailyMaxEvents - 1);
    const overflowing = await refusal(await send([pageView(session), pageView(session)]));
    assert.equal(overflowing.status, 429);
    assert.equal(overflowing.body.code, 'daily-limit');
    assert.deepEqual(await storedFor(session), []);

    const last = await send([pageView(session)]);
    assert.equal(last.status, 200);
    await last.body?.cancel();
    const full = await send([pageView(session)]);
    assert.equal(full.status, 429);
    // The test's clock says 22:00 UTC: two hours to the next day.
    assert.equal(full.headers.get('retry-after'), String(2 * 3600));
    await full.body?.cancel();
    assert.equal((await storedFor(session)).length, 1);
  } finally {
    await setCount((before?.events ?? 0) + 1);
  }
});

import assert from 'node:assert/strict';
import { configFromEnv } from '../../supabase/functions/_shared/config.ts';
import type {
  JumpWeatherError,
  JumpWeatherForecast,
} from '../../supabase/functions/_shared/contract/weather/forecast.ts';
import {
  WEATHER_LOCATIONS,
  type WeatherLocationId,
  weatherLocation,
} from '../../supabase/functions/_shared/contract/weather/locations.ts';
import { deno } from '../../supabase/functions/_shared/runtime.ts';
import { createJumpWeather, RETRY_AFTER_FAILURE_MS } from '../../supabase/functions/jump-weather/handler.ts';
import { database, test, testConfig } from './support/harness.ts';

// jump-weather against the emulator's database and its Open-Meteo stand-in (started by run.ts):
// the cache, the single upstream call, the stale and the unavailable answers, the licence's
// endpoint and key, and what a caller may ask.

const standInUrl = deno.env.get('OPEN_METEO_BASE_URL') ?? 'http://127.0.0.1:54327';
const config = testConfig({ openMeteoBaseUrl: standInUrl, openMeteoApiKey: undefined });
const db = database(config);
const TIMEOUT_MS = 800;
const weather = createJumpWeather({ config, db, upstreamTimeoutMs: TIMEOUT_MS });

type Handler = (request: Request) => Promise<Response>;
type Fault = { kind: string; delayMs?: number };

async function ask(handler: Handler, query = '', method = 'GET') {
  const response = await handler(new Request(`http://functions.test/jump-weather${query}`, { method }));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as unknown,
  };
}

async function forecastOf(handler: Handler, location: WeatherLocationId) {
  const { status, headers, body } = await ask(handler, `?location=${location}`);
  assert.equal(status, 200, JSON.stringify(body));
  return { headers, forecast: body as JumpWeatherForecast };
}

// The stand-in: queue failures, register customer keys, read what it was asked.
async function standIn(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${standInUrl}/__stand-in/${path}`, init);
  assert.equal(response.status, 200);
  return response.json();
}
const queueFaults = (...faults: Fault[]) =>
  standIn('faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });

interface SeenRequest {
  query: Record<string, string>;
  apikey: string | null;
  status: number;
}
/** The forecast requests the stand-in got for `location`. */
async function upstreamCalls(location: WeatherLocationId): Promise<SeenRequest[]> {
  const { requests } = (await standIn('requests')) as { requests: SeenRequest[] };
  const { latitude } = weatherLocation(location);
  return requests.filter((request) => request.query.latitude === String(latitude));
}

/** A clean start: no cached forecast, nothing queued, the free API. */
async function reset(location: WeatherLocationId) {
  const { error } = await db.from('weather_forecasts').delete().eq('location', location);
  assert.equal(error, null);
  await standIn('faults', { method: 'DELETE' });
  await standIn('requests', { method: 'DELETE' });
  await standIn('api-keys', { method: 'DELETE' });
}

/** Moves the cached forecast (and its last failure) `ms` into the past, as if that much time went by. */
async function age(location: WeatherLocationId, ms: number, what: 'fetched_at' | 'last_error_at') {
  const { error } = await db
    .from('weather_forecasts')
    .update(
      what === 'fetched_at'
        ? { fetched_at: new Date(Date.now() - ms).toISOString() }
        : { last_error_at: new Date(Date.now() - ms).toISOString() },
    )
    .eq('location', location);
  assert.equal(error, null);
}

const HOUR = 60 * 60 * 1000;
const near = (iso: string, expected: number, slackMs = 5_000) =>
  assert.ok(
    Math.abs(Date.parse(iso) - expected) < slackMs,
    `${iso} is not near ${new Date(expected).toISOString()}`,
  );

// ---------------------------------------------------------------- the forecast

test('jump-weather: answers Teuge by default with hours, days and the outlook, for browsers and CDNs', async () => {
  await reset('teuge');
  const { status, headers, body } = await ask(weather);
  assert.equal(status, 200, JSON.stringify(body));
  const forecast = body as JumpWeatherForecast;
  assert.equal(forecast.location, 'teuge');
  assert.equal(forecast.timezone, 'Europe/Amsterdam');
  assert.equal(forecast.stale, false);
  assert.equal(forecast.elevationM, 6);
  assert.equal(forecast.hours.length, 5 * 24);
  assert.equal(forecast.days.length, 5);
  near(forecast.issuedAt, Date.now());
  assert.equal(Date.parse(forecast.nextUpdateAt) - Date.parse(forecast.issuedAt), HOUR);
  // Local time from today's midnight, as the page shows it.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  assert.equal(forecast.hours[0].time, `${today}T00:00`);
  assert.equal(forecast.days[0].date, today);
  assert.match(forecast.days[0].sunrise ?? '', new RegExp(`^${today}T0[6-9]:\\d\\d$`));
  for (const hour of forecast.hours) {
    assert.ok(['likely', 'marginal', 'unlikely', 'unknown'].includes(hour.outlook));
    assert.equal(hour.windAloft.length, 8);
  }
  assert.match(headers.get('content-type') ?? '', /^application\/json/);
  assert.match(
    headers.get('cache-control') ?? '',
    /^public, max-age=(300|29\d), stale-while-revalidate=\d+$/,
  );
  assert.equal(headers.get('access-control-allow-origin'), '*');
});

test('jump-weather: every location answers, and the days show every outlook', async () => {
  const outlooks = new Set<string>();
  for (const { id } of WEATHER_LOCATIONS) {
    await reset(id);
    const { forecast } = await forecastOf(weather, id);
    assert.equal(forecast.location, id);
    assert.equal(forecast.latitude, weatherLocation(id).latitude);
    for (const day of forecast.days) outlooks.add(day.outlook);
  }
  assert.deepEqual([...outlooks].sort(), ['likely', 'marginal', 'unlikely']);
});

test('jump-weather: what Open-Meteo leaves out stays null, never zero', async () => {
  await reset('utrecht');
  const { forecast } = await forecastOf(weather, 'utrecht');
  // The stand-in's pressure levels run out four and a half days in, as the models' do.
  const early = forecast.hours[12].windAloft.find((level) => level.level === '900hPa');
  const late = forecast.hours[110].windAloft.find((level) => level.level === '900hPa');
  assert.ok(typeof early?.speedMs === 'number' && typeof early.heightM === 'number');
  assert.deepEqual(late, { level: '900hPa', heightM: null, speedMs: null, directionDeg: null });
  assert.equal(typeof forecast.hours[110].windSpeedMs, 'number');
});

// ---------------------------------------------------------------- the cache

test('jump-weather: a second call within the hour makes no upstream call, from any instance', async () => {
  await reset('amsterdam');
  const first = await forecastOf(weather, 'amsterdam');
  const second = await forecastOf(weather, 'amsterdam');
  // A new instance of the function reads the same cache.
  const elsewhere = await forecastOf(createJumpWeather({ config, db }), 'amsterdam');
  assert.equal((await upstreamCalls('amsterdam')).length, 1);
  assert.equal(second.forecast.issuedAt, first.forecast.issuedAt);
  assert.equal(elsewhere.forecast.issuedAt, first.forecast.issuedAt);
  assert.deepEqual(second.forecast.days, first.forecast.days);
  assert.equal(second.forecast.stale, false);
});

test('jump-weather: after the hour the next call asks Open-Meteo again', async () => {
  await reset('amsterdam');
  const first = await forecastOf(weather, 'amsterdam');
  await age('amsterdam', HOUR + 60_000, 'fetched_at');
  const later = await forecastOf(weather, 'amsterdam');
  assert.equal((await upstreamCalls('amsterdam')).length, 2);
  assert.ok(Date.parse(later.forecast.issuedAt) >= Date.parse(first.forecast.issuedAt));
  near(later.forecast.issuedAt, Date.now());
  assert.equal(later.forecast.stale, false);
});

test('jump-weather: concurrent calls for a location make one upstream call and get the same forecast', async () => {
  await reset('rotterdam');
  // A slow answer keeps the first call open while the others arrive (well within the time limit,
  // as the stand-in shares its process with the busy database).
  await queueFaults({ kind: 'slow', delayMs: 400 });
  const patient = createJumpWeather({ config, db, upstreamTimeoutMs: 5_000 });
  const answers = await Promise.all(Array.from({ length: 6 }, () => forecastOf(patient, 'rotterdam')));
  assert.equal((await upstreamCalls('rotterdam')).length, 1);
  const issued = new Set(answers.map(({ forecast }) => forecast.issuedAt));
  assert.equal(issued.size, 1);
  assert.ok(answers.every(({ forecast }) => !forecast.stale && forecast.hours.length === 120));
});

// ---------------------------------------------------------------- failures

const FAILURES: [string, Fault][] = [
  ['a 500', { kind: 'internal' }],
  ['a 502 page', { kind: 'bad-gateway' }],
  ['a 429', { kind: 'rate-limited' }],
  ['a cut-off answer', { kind: 'truncated' }],
  ['no answer in time', { kind: 'slow', delayMs: 3_000 }],
];

for (const [label, fault] of FAILURES) {
  test(`jump-weather: after ${label} it serves the last good forecast marked stale, and waits before calling again`, async () => {
    await reset('eindhoven');
    const good = await forecastOf(weather, 'eindhoven');
    await age('eindhoven', HOUR + 60_000, 'fetched_at');
    await queueFaults(fault);
    const started = Date.now();
    const { headers, forecast } = await forecastOf(weather, 'eindhoven');
    assert.ok(Date.now() - started < TIMEOUT_MS + 1_500, 'answered soon after the time limit');
    assert.equal(forecast.stale, true);
    assert.deepEqual(forecast.days, good.forecast.days);
    assert.ok(Date.parse(forecast.issuedAt) < Date.now() - HOUR);
    near(forecast.nextUpdateAt, Date.now() + RETRY_AFTER_FAILURE_MS);
    assert.equal(headers.get('cache-control'), 'public, max-age=60, stale-while-revalidate=60');

    // Within the pause: stale again, without a call.
    const again = await forecastOf(weather, 'eindhoven');
    assert.equal(again.forecast.stale, true);
    assert.equal((await upstreamCalls('eindhoven')).length, 2);

    // After the pause it asks again, and a good answer ends the stale state.
    await age('eindhoven', RETRY_AFTER_FAILURE_MS + 1_000, 'last_error_at');
    const recovered = await forecastOf(weather, 'eindhoven');
    assert.equal(recovered.forecast.stale, false);
    near(recovered.forecast.issuedAt, Date.now());
    assert.equal((await upstreamCalls('eindhoven')).length, 3);
  });
}

test('jump-weather: with nothing cached and Open-Meteo failing it answers 503 with a clear error', async () => {
  await reset('the-hague');
  await queueFaults({ kind: 'internal' });
  const first = await ask(weather, '?location=the-hague');
  assert.equal(first.status, 503);
  const body = first.body as JumpWeatherError;
  assert.equal(body.code, 'weather-unavailable');
  assert.match(body.error, /Try again in a few minutes/);
  assert.equal(first.headers.get('cache-control'), 'no-store');
  const retryAfter = Number(first.headers.get('retry-after'));
  assert.ok(retryAfter > RETRY_AFTER_FAILURE_MS / 1000 - 10 && retryAfter <= RETRY_AFTER_FAILURE_MS / 1000);

  const second = await ask(weather, '?location=the-hague');
  assert.equal(second.status, 503);
  assert.equal((await upstreamCalls('the-hague')).length, 1, 'no second call within the pause');
  const { data } = await db
    .from('weather_forecasts')
    .select('last_error')
    .eq('location', 'the-hague')
    .single();
  assert.equal(data?.last_error, 'Open-Meteo answered 500: Something went wrong.');
});

// ---------------------------------------------------------------- the licence

test('jump-weather: with OPEN_METEO_API_KEY it calls the customer API with the key', async () => {
  await reset('teuge');
  await standIn('api-keys', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ keys: ['licensed-key'] }),
  });
  const licensed = createJumpWeather({ config: { ...config, openMeteoApiKey: 'licensed-key' }, db });
  const { forecast } = await forecastOf(licensed, 'teuge');
  assert.equal(forecast.stale, false);
  const [call] = await upstreamCalls('teuge');
  assert.equal(call?.apikey, 'licensed-key');
  assert.equal(call?.status, 200);
});

test('jump-weather: a key Open-Meteo refuses is a failed call, and the key is never recorded', async () => {
  await reset('teuge');
  await standIn('api-keys', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ keys: ['licensed-key'] }),
  });
  const wrong = createJumpWeather({ config: { ...config, openMeteoApiKey: 'cancelled-key' }, db });
  const { status } = await ask(wrong, '?location=teuge');
  assert.equal(status, 503);
  const [call] = await upstreamCalls('teuge');
  assert.equal(call?.status, 400);
  const { data } = await db.from('weather_forecasts').select('last_error').eq('location', 'teuge').single();
  assert.equal(data?.last_error, 'Open-Meteo answered 400: The supplied API key is invalid.');
});

test('jump-weather: without a key it calls the free API and sends no key', async () => {
  await reset('teuge');
  await forecastOf(weather, 'teuge');
  const [call] = await upstreamCalls('teuge');
  assert.equal(call?.apikey, null);
  assert.equal(call?.query.wind_speed_unit, 'ms');
  assert.equal(call?.query.timezone, 'Europe/Amsterdam');
  assert.equal(call?.query.forecast_days, '5');
});

test('jump-weather: reads its key and endpoint from OPEN_METEO_API_KEY and OPEN_METEO_BASE_URL', () => {
  const env: Record<string, string> = { OPEN_METEO_API_KEY: ' key ', OPEN_METEO_BASE_URL: '' };
  const read = configFromEnv((name) => env[name]);
  assert.equal(read.openMeteoApiKey, 'key');
  // Empty means Open-Meteo's own endpoint, as for the Gemini base URL.
  assert.equal(read.openMeteoBaseUrl, undefined);
});

// ---------------------------------------------------------------- what a caller may ask

test('jump-weather: refuses unknown locations and other methods, and calls no one for them', async () => {
  await reset('teuge');
  for (const query of ['?location=paris', '?location=', '?location=TEUGE', `?location=${'x'.repeat(500)}`]) {
    const { status, headers, body } = await ask(weather, query);
    assert.equal(status, 400, query);
    const refusal = body as JumpWeatherError;
    assert.equal(refusal.code, 'invalid-location');
    assert.match(refusal.error, /Choose one of: teuge, amsterdam/);
    assert.ok(refusal.error.length < 200);
    assert.equal(headers.get('cache-control'), 'no-store');
  }
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const { status, headers, body } = await ask(weather, '', method);
    assert.equal(status, 405, method);
    assert.equal((body as JumpWeatherError).code, 'method-not-allowed');
    assert.equal(headers.get('allow'), 'GET, OPTIONS');
  }
  const preflight = await weather(new Request('http://functions.test/jump-weather', { method: 'OPTIONS' }));
  assert.equal(preflight.status, 200);
  await preflight.body?.cancel();
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /GET/);
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /apikey/);
  const { requests } = (await standIn('requests')) as { requests: unknown[] };
  assert.equal(requests.length, 0);
});

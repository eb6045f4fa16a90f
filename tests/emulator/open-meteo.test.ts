import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningOpenMeteoStandIn, startOpenMeteoStandIn } from '../../emulator/open-meteo/index.ts';
import type { OpenMeteoForecastResponse } from '../../supabase/functions/_shared/contract/weather/open-meteo.ts';

// The Open-Meteo stand-in: the forecast API at its boundary (parameters, units, time axis, nulls,
// error bodies, the customer API's key check) and the controls tests steer it with.

let standIn: RunningOpenMeteoStandIn;
const TEUGE = 'latitude=52.2447&longitude=6.0467';
const WINDS = 'wind_speed_10m,wind_gusts_10m,wind_speed_900hPa,geopotential_height_900hPa';

const get = (query: string, path = '/v1/forecast') => fetch(`${standIn.url}${path}?${query}`);

async function forecast(query: string): Promise<OpenMeteoForecastResponse> {
  const response = await get(query);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as OpenMeteoForecastResponse;
}

async function refusal(response: Response, status: number, reason: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: true, reason });
}

const control = (path: string, method: string, body?: unknown) =>
  fetch(`${standIn.url}/__stand-in/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Today's date in Amsterdam and the zone's offset now, as the stand-in should see them. */
function amsterdamNow() {
  const now = new Date();
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(now);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return { date, abbreviation: name, offsetSeconds: name === 'GMT+2' ? 7200 : 3600 };
}

beforeAll(async () => {
  standIn = await startOpenMeteoStandIn({ port: 0 });
});

afterAll(async () => {
  await standIn?.stop();
});

beforeEach(async () => {
  await control('faults', 'DELETE');
  await control('requests', 'DELETE');
  await control('api-keys', 'DELETE');
});

describe('Open-Meteo stand-in: the forecast', () => {
  it('answers in Open-Meteo shape for the requested variables, from local midnight today', async () => {
    const { date, abbreviation, offsetSeconds } = amsterdamNow();
    const body = await forecast(
      `${TEUGE}&hourly=temperature_2m,${WINDS},is_day&daily=sunrise,sunset&timezone=Europe%2FAmsterdam&wind_speed_unit=ms&forecast_days=5`,
    );
    expect(Object.keys(body)).toEqual([
      'latitude',
      'longitude',
      'generationtime_ms',
      'utc_offset_seconds',
      'timezone',
      'timezone_abbreviation',
      'elevation',
      'hourly_units',
      'hourly',
      'daily_units',
      'daily',
    ]);
    // The nearest grid cell, not the point asked for.
    expect(body).toMatchObject({
      latitude: 52.24,
      longitude: 6.04,
      timezone: 'Europe/Amsterdam',
      timezone_abbreviation: abbreviation,
      utc_offset_seconds: offsetSeconds,
      elevation: 6,
    });
    expect(typeof body.generationtime_ms).toBe('number');
    expect(body.hourly_units).toEqual({
      time: 'iso8601',
      temperature_2m: '°C',
      wind_speed_10m: 'm/s',
      wind_gusts_10m: 'm/s',
      wind_speed_900hPa: 'm/s',
      geopotential_height_900hPa: 'm',
      is_day: '',
    });
    const hourly = body.hourly!;
    expect(Object.keys(hourly)).toEqual(['time', ...Object.keys(body.hourly_units!).slice(1)]);
    expect(hourly.time).toHaveLength(120);
    expect(hourly.time[0]).toBe(`${date}T00:00`);
    expect(hourly.time[1]).toBe(`${date}T01:00`);
    expect(hourly.time[24]).toMatch(/T00:00$/);
    expect(body.daily_units).toEqual({ time: 'iso8601', sunrise: 'iso8601', sunset: 'iso8601' });
    expect(body.daily?.time[0]).toBe(date);
    expect(body.daily?.time).toHaveLength(5);
    for (const [index, sunrise] of (body.daily?.sunrise ?? []).entries()) {
      expect(sunrise).toMatch(new RegExp(`^${body.daily?.time[index]}T0[4-8]:\\d\\d$`));
      expect(body.daily?.sunset?.[index]).toMatch(/T(1[6-9]|2[0-2]):\d\d$/);
    }
    // Daylight follows the sun times: dark at midnight, light at noon.
    expect(hourly.is_day?.[0]).toBe(0);
    expect(hourly.is_day?.[12]).toBe(1);
  });

  it('runs out of pressure-level values late in the range, as the models do, and of nothing else', async () => {
    const body = await forecast(
      `${TEUGE}&hourly=temperature_2m,${WINDS}&timezone=Europe%2FAmsterdam&forecast_days=7`,
    );
    const hourly = body.hourly!;
    expect(hourly.wind_speed_900hPa?.slice(0, 108).every((value) => typeof value === 'number')).toBe(true);
    expect(hourly.wind_speed_900hPa?.slice(108).every((value) => value === null)).toBe(true);
    expect(hourly.geopotential_height_900hPa?.[108]).toBeNull();
    expect(hourly.temperature_2m?.every((value) => typeof value === 'number')).toBe(true);
    expect(hourly.wind_gusts_10m?.every((value) => typeof value === 'number')).toBe(true);
  });

  it('gives the same forecast for the same place and hour on every call', async () => {
    const query = `${TEUGE}&hourly=temperature_2m,${WINDS},visibility&timezone=Europe%2FAmsterdam`;
    const [first, second] = [await forecast(query), await forecast(query)];
    expect(second.hourly).toEqual(first.hourly);
  });

  it('brings every kind of day within five days: calm, windy, wet', async () => {
    const body = await forecast(
      `${TEUGE}&daily=wind_speed_10m_max,wind_gusts_10m_max,precipitation_sum&timezone=Europe%2FAmsterdam&wind_speed_unit=ms&forecast_days=5`,
    );
    const winds = body.daily as unknown as Record<string, number[]>;
    expect(Math.min(...winds.wind_speed_10m_max)).toBeLessThan(5);
    expect(Math.max(...winds.wind_speed_10m_max)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...winds.precipitation_sum)).toBeGreaterThan(0);
    expect(Math.min(...winds.precipitation_sum)).toBe(0);
  });

  it('converts units as asked, km/h and GMT by default, and writes unix times when asked', async () => {
    const defaults = await forecast(`${TEUGE}&hourly=wind_speed_10m,temperature_2m`);
    expect(defaults.timezone).toBe('GMT');
    expect(defaults.utc_offset_seconds).toBe(0);
    expect(defaults.hourly?.time).toHaveLength(7 * 24);
    expect(defaults.hourly_units?.wind_speed_10m).toBe('km/h');
    const metric = await forecast(`${TEUGE}&hourly=wind_speed_10m,temperature_2m&wind_speed_unit=ms`);
    const kmh = defaults.hourly?.wind_speed_10m?.[14] ?? NaN;
    expect(kmh).toBeCloseTo((metric.hourly?.wind_speed_10m?.[14] ?? NaN) * 3.6, 0);
    const imperial = await forecast(
      `${TEUGE}&hourly=temperature_2m,precipitation&temperature_unit=fahrenheit&precipitation_unit=inch&timeformat=unixtime&forecast_days=1`,
    );
    expect(imperial.hourly_units).toEqual({ time: 'unixtime', temperature_2m: '°F', precipitation: 'inch' });
    const celsius = defaults.hourly?.temperature_2m?.[3] ?? NaN;
    expect(imperial.hourly?.temperature_2m?.[3]).toBeCloseTo((celsius * 9) / 5 + 32, 0);
    const [midnight] = imperial.hourly?.time as unknown as number[];
    expect(midnight % 86_400).toBe(0);
  });
});

describe('Open-Meteo stand-in: refusals in Open-Meteo words', () => {
  it.each([
    ['longitude=6', "Value of type 'Float' required for key 'latitude'."],
    ['latitude=north&longitude=6', "Value of type 'Float' required for key 'latitude'."],
    ['latitude=52', "Value of type 'Float' required for key 'longitude'."],
    ['latitude=91&longitude=6', 'Latitude must be in range of -90 to 90°. Given: 91.0.'],
    ['latitude=52&longitude=-180.5', 'Longitude must be in range of -180 to 180°. Given: -180.5.'],
    [
      `${TEUGE}&hourly=temperature_2m,windspeed_900hpa`,
      "Data corrupted at path ''. Cannot initialize ForecastVariable from invalid String value windspeed_900hpa.",
    ],
    [
      `${TEUGE}&daily=sunrise,dawn`,
      "Data corrupted at path ''. Cannot initialize ForecastVariableDaily from invalid String value dawn.",
    ],
    [
      `${TEUGE}&wind_speed_unit=knots`,
      "Data corrupted at path ''. Cannot initialize WindspeedUnit from invalid String value knots.",
    ],
    [`${TEUGE}&forecast_days=17`, 'Forecast days is invalid. Allowed range 0 to 16. Given 17.'],
    [`${TEUGE}&timezone=Europe%2FApeldoorn`, 'Invalid timezone'],
  ])('refuses %s with 400', async (query, reason) => {
    await refusal(await get(query), 400, reason);
  });

  it('answers other paths with 404', async () => {
    await refusal(await get(TEUGE, '/v1/forecasts'), 404, 'Not Found');
  });
});

describe('Open-Meteo stand-in: the API key', () => {
  it('is the free API without registered keys, where no key is needed', async () => {
    expect((await get(`${TEUGE}&hourly=temperature_2m`)).status).toBe(200);
  });

  it('as the customer API, needs apikey and refuses a key it does not know', async () => {
    expect((await control('api-keys', 'PUT', { keys: ['customer-key'] })).status).toBe(200);
    await refusal(
      await get(`${TEUGE}&hourly=temperature_2m`),
      401,
      'API key required. Please add &apikey= to the URL.',
    );
    await refusal(
      await get(`${TEUGE}&hourly=temperature_2m&apikey=guessed`),
      400,
      'The supplied API key is invalid.',
    );
    expect((await get(`${TEUGE}&hourly=temperature_2m&apikey=customer-key`)).status).toBe(200);
    // The key is checked before the query.
    expect((await get('hourly=nonsense')).status).toBe(401);
  });
});

describe('Open-Meteo stand-in: controls', () => {
  it('fails the next requests as told, one fault each, then answers again', async () => {
    const queued = await control('faults', 'POST', {
      faults: [
        { kind: 'internal' },
        { kind: 'rate-limited' },
        { kind: 'bad-gateway' },
        { kind: 'invalid-key' },
      ],
    });
    expect(queued.status).toBe(200);
    const query = `${TEUGE}&hourly=temperature_2m`;
    await refusal(await get(query), 500, 'Something went wrong.');
    await refusal(
      await get(query),
      429,
      'Minutely API request limit exceeded. Please try again in one minute.',
    );
    const outage = await get(query);
    expect(outage.status).toBe(502);
    expect(await outage.text()).toMatch(/502 Bad Gateway/);
    await refusal(await get(query), 400, 'The supplied API key is invalid.');
    expect((await get(query)).status).toBe(200);
  });

  it('cuts an answer off or holds it back', async () => {
    await control('faults', 'POST', { faults: [{ kind: 'truncated' }, { kind: 'slow', delayMs: 300 }] });
    const cut = await get(`${TEUGE}&hourly=temperature_2m`);
    expect(cut.status).toBe(200);
    await expect(cut.json()).rejects.toThrow();
    const started = Date.now();
    expect((await get(`${TEUGE}&hourly=temperature_2m`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses a fault it does not know', async () => {
    expect((await control('faults', 'POST', { faults: [{ kind: 'hail' }] })).status).toBe(400);
    expect((await control('api-keys', 'PUT', { keys: [''] })).status).toBe(400);
  });

  it('lists the forecast requests it got, with their key and status, until cleared', async () => {
    await get(`${TEUGE}&hourly=temperature_2m&apikey=some-key`);
    await get('latitude=99&longitude=6');
    const { requests } = (await (await control('requests', 'GET')).json()) as {
      requests: { query: Record<string, string>; apikey: string | null; status: number }[];
    };
    expect(requests).toEqual([
      {
        query: { latitude: '52.2447', longitude: '6.0467', hourly: 'temperature_2m', apikey: 'some-key' },
        apikey: 'some-key',
        status: 200,
      },
      { query: { latitude: '99', longitude: '6' }, apikey: null, status: 400 },
    ]);
    await control('requests', 'DELETE');
    expect(await (await control('requests', 'GET')).json()).toEqual({ requests: [] });
  });
});

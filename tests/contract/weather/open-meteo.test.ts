import { describe, expect, it } from 'vitest';
import {
  OPEN_METEO_CUSTOMER_URL,
  OPEN_METEO_FREE_URL,
  OPEN_METEO_HOURLY,
  type OpenMeteoForecastResponse,
  OpenMeteoResponseError,
  openMeteoEndpoint,
  openMeteoForecastUrl,
  parseOpenMeteoForecast,
} from '../../../supabase/functions/_shared/contract/weather/open-meteo.ts';

// Open-Meteo at the boundary: which endpoint a configuration reaches, what the request asks for,
// and how an answer becomes our hours, with every missing value kept missing.

const TEUGE = { latitude: 52.2447, longitude: 6.0467 };
const TIMES = ['2026-11-28T12:00', '2026-11-28T13:00', '2026-11-28T14:00'];

/** Three hours as Open-Meteo answers them, every variable we ask for set to a plausible value. */
function answer(
  hourly: Record<string, (number | null)[]> = {},
  top: Partial<OpenMeteoForecastResponse> = {},
): OpenMeteoForecastResponse {
  const values: Record<string, (number | null)[]> = {};
  for (const name of OPEN_METEO_HOURLY) {
    values[name] = name.startsWith('geopotential_height_')
      ? [1000, 1000, 1000]
      : name === 'is_day'
        ? [1, 1, 0]
        : [4, 5, 6];
  }
  return {
    latitude: 52.24,
    longitude: 6.04,
    generationtime_ms: 1.2,
    utc_offset_seconds: 3600,
    timezone: 'Europe/Amsterdam',
    timezone_abbreviation: 'GMT+1',
    elevation: 6,
    hourly_units: { time: 'iso8601' },
    hourly: { time: TIMES, ...values, ...hourly },
    daily_units: { time: 'iso8601', sunrise: 'iso8601', sunset: 'iso8601' },
    daily: { time: ['2026-11-28'], sunrise: ['2026-11-28T08:19'], sunset: ['2026-11-28T16:31'] },
    ...top,
  };
}

describe('the endpoint', () => {
  it('is the free API without a key, and sends no key', () => {
    expect(openMeteoEndpoint({})).toEqual({ baseUrl: OPEN_METEO_FREE_URL });
    expect(openMeteoEndpoint({ apiKey: '  ' })).toEqual({ baseUrl: OPEN_METEO_FREE_URL });
    const url = openMeteoForecastUrl(openMeteoEndpoint({}), TEUGE);
    expect(url.origin + url.pathname).toBe('https://api.open-meteo.com/v1/forecast');
    expect(url.searchParams.has('apikey')).toBe(false);
  });

  it('is the customer API with a key, which goes along as apikey', () => {
    const endpoint = openMeteoEndpoint({ apiKey: 'licence-key' });
    expect(endpoint).toEqual({ baseUrl: OPEN_METEO_CUSTOMER_URL, apiKey: 'licence-key' });
    const url = openMeteoForecastUrl(endpoint, TEUGE);
    expect(url.origin + url.pathname).toBe('https://customer-api.open-meteo.com/v1/forecast');
    expect(url.searchParams.get('apikey')).toBe('licence-key');
  });

  it('is the configured base URL when there is one, with or without a key', () => {
    expect(openMeteoEndpoint({ baseUrl: 'http://127.0.0.1:54327/' })).toEqual({
      baseUrl: 'http://127.0.0.1:54327',
    });
    const url = openMeteoForecastUrl(
      openMeteoEndpoint({ baseUrl: 'http://127.0.0.1:54327', apiKey: 'k' }),
      TEUGE,
    );
    expect(url.href.startsWith('http://127.0.0.1:54327/v1/forecast?')).toBe(true);
    expect(url.searchParams.get('apikey')).toBe('k');
  });
});

describe('the request', () => {
  const query = openMeteoForecastUrl({ baseUrl: OPEN_METEO_FREE_URL }, TEUGE).searchParams;

  it('asks for the place, five days in Amsterdam time, winds in m/s and the sun times', () => {
    expect(query.get('latitude')).toBe('52.2447');
    expect(query.get('longitude')).toBe('6.0467');
    expect(query.get('timezone')).toBe('Europe/Amsterdam');
    expect(query.get('wind_speed_unit')).toBe('ms');
    expect(query.get('forecast_days')).toBe('5');
    expect(query.get('daily')).toBe('sunrise,sunset');
  });

  it('asks for every variable the views show, in Open-Meteo names', () => {
    const hourly = query.get('hourly')?.split(',');
    expect(hourly).toEqual(
      expect.arrayContaining([
        'temperature_2m',
        'apparent_temperature',
        'dew_point_2m',
        'relative_humidity_2m',
        'pressure_msl',
        'visibility',
        'cloud_cover_low',
        'cloud_cover_mid',
        'cloud_cover_high',
        'precipitation',
        'precipitation_probability',
        'weather_code',
        'wind_speed_10m',
        'wind_direction_10m',
        'wind_gusts_10m',
        'wind_speed_80m',
        'wind_speed_120m',
        'wind_speed_180m',
        'wind_speed_900hPa',
        'wind_direction_600hPa',
        'geopotential_height_700hPa',
        'cape',
        'freezing_level_height',
        'uv_index',
        'is_day',
      ]),
    );
    expect(new Set(hourly).size).toBe(hourly?.length);
  });
});

describe('the answer', () => {
  it('becomes hours in our names, the 10 m wind as the ground wind', () => {
    const forecast = parseOpenMeteoForecast(
      answer({
        temperature_2m: [11.2, 12, 12.4],
        dew_point_2m: [3.1, 3.4, 3.3],
        visibility: [24_140, 30_000, 12_000],
        wind_speed_10m: [4.1, 4.6, 5.2],
        wind_direction_10m: [230, 235, 240],
        wind_gusts_10m: [7.9, 8.4, 9],
        precipitation_probability: [10, 35, 60],
        weather_code: [2, 3, 80],
      }),
    );
    expect(forecast.latitude).toBe(52.24);
    expect(forecast.elevationM).toBe(6);
    expect(forecast.hours).toHaveLength(3);
    expect(forecast.hours[2]).toMatchObject({
      time: '2026-11-28T14:00',
      isDay: false,
      temperatureC: 12.4,
      dewPointC: 3.3,
      visibilityM: 12_000,
      windSpeedMs: 5.2,
      windDirectionDeg: 240,
      windGustsMs: 9,
      precipitationProbabilityPct: 60,
      weatherCode: 80,
    });
    expect(forecast.hours[0].isDay).toBe(true);
    expect(forecast.days).toEqual([
      { date: '2026-11-28', sunrise: '2026-11-28T08:19', sunset: '2026-11-28T16:31' },
    ]);
  });

  it('gives every wind level in order, pressure levels at their height above the ground', () => {
    const [hour] = parseOpenMeteoForecast(
      answer({ geopotential_height_900hPa: [1012.5, 1010, 1009], wind_speed_900hPa: [9.4, 9, 9] }),
    ).hours;
    expect(hour.windAloft.map((level) => level.level)).toEqual([
      '10m',
      '80m',
      '120m',
      '180m',
      '900hPa',
      '800hPa',
      '700hPa',
      '600hPa',
    ]);
    expect(hour.windAloft[1]).toEqual({ level: '80m', heightM: 80, speedMs: 4, directionDeg: 4 });
    // 1012.5 m above sea level, the ground at 6 m.
    expect(hour.windAloft[4]).toEqual({ level: '900hPa', heightM: 1007, speedMs: 9.4, directionDeg: 4 });
  });

  it('keeps nulls as nulls, and a variable left out as missing', () => {
    const body = answer({
      wind_speed_900hPa: [9, null, null],
      geopotential_height_900hPa: [1000, null, null],
      visibility: [null, 20_000, 20_000],
      is_day: [null, 1, 1],
    });
    delete body.hourly?.cape;
    const hours = parseOpenMeteoForecast(body).hours;
    expect(hours[0].visibilityM).toBeNull();
    expect(hours[0].isDay).toBeNull();
    expect(hours[1].windAloft[4]).toEqual({ level: '900hPa', heightM: null, speedMs: null, directionDeg: 5 });
    expect(hours.map((hour) => hour.capeJkg)).toEqual([null, null, null]);
  });

  it('takes the ground as sea level when Open-Meteo has no elevation', () => {
    const forecast = parseOpenMeteoForecast(answer({}, { elevation: null }));
    expect(forecast.elevationM).toBeNull();
    expect(forecast.hours[0].windAloft[4].heightM).toBe(1000);
  });

  it('drops sun times that are not local times, and keeps the day', () => {
    const forecast = parseOpenMeteoForecast(
      answer({}, { daily: { time: ['2026-11-28'], sunrise: [null], sunset: ['soon'] } }),
    );
    expect(forecast.days).toEqual([{ date: '2026-11-28', sunrise: null, sunset: null }]);
  });

  it.each([
    [
      'an Open-Meteo error',
      { error: true, reason: 'The supplied API key is invalid.' },
      /API key is invalid/,
    ],
    ['not an object', 'Something went wrong', /not a JSON object/],
    ['another time zone', answer({}, { timezone: 'GMT' }), /time zone GMT/],
    ['no hourly times', answer({}, { hourly: undefined }), /no hourly times/],
    ['times that are not local', answer({}, { hourly: { time: ['1764327600'] } }), /local ISO/],
    ['a series of another length', answer({ temperature_2m: [1, 2] }), /temperature_2m/],
  ])('refuses %s', (_, body, message) => {
    expect(() => parseOpenMeteoForecast(body)).toThrow(OpenMeteoResponseError);
    expect(() => parseOpenMeteoForecast(body)).toThrow(message);
  });
});

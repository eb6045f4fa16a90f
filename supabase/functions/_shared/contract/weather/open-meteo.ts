import { WEATHER_TIMING, WIND_LEVELS, type WeatherHourObserved, type WindAtLevel } from './forecast.ts';

// Open-Meteo's forecast API at its boundary: the request we send (variables, units, time zone) and
// its answer turned into our names and units. A value Open-Meteo leaves out (null, or a missing
// variable) stays null here; nothing is guessed.

/** The free API: non-commercial use only. */
export const OPEN_METEO_FREE_URL = 'https://api.open-meteo.com';
/** The customer API: commercial use, with an API key. */
export const OPEN_METEO_CUSTOMER_URL = 'https://customer-api.open-meteo.com';
export const OPEN_METEO_FORECAST_PATH = '/v1/forecast';
export const OPEN_METEO_TIMEZONE = 'Europe/Amsterdam';

const PRESSURE_LEVELS = ['900hPa', '800hPa', '700hPa', '600hPa'] as const;
type PressureLevel = (typeof PRESSURE_LEVELS)[number];
const TOWER_LEVELS = ['10m', '80m', '120m', '180m'] as const;

/** Every hourly variable the jump-weather views need, in Open-Meteo's names. */
export const OPEN_METEO_HOURLY = [
  'temperature_2m',
  'apparent_temperature',
  'dew_point_2m',
  'relative_humidity_2m',
  'pressure_msl',
  'surface_pressure',
  'visibility',
  'cloud_cover',
  'cloud_cover_low',
  'cloud_cover_mid',
  'cloud_cover_high',
  'precipitation',
  'precipitation_probability',
  'weather_code',
  'wind_gusts_10m',
  ...TOWER_LEVELS.flatMap((level) => [`wind_speed_${level}`, `wind_direction_${level}`] as const),
  ...PRESSURE_LEVELS.flatMap(
    (level) => [`wind_speed_${level}`, `wind_direction_${level}`, `geopotential_height_${level}`] as const,
  ),
  'cape',
  'freezing_level_height',
  'uv_index',
  'is_day',
] as const;
export type OpenMeteoHourlyVariable = (typeof OPEN_METEO_HOURLY)[number];

export const OPEN_METEO_DAILY = ['sunrise', 'sunset'] as const;

export interface OpenMeteoEndpoint {
  /** Origin of the API, without a trailing slash. */
  baseUrl: string;
  apiKey?: string;
}

/**
 * Where to ask: the configured base URL (the local stand-in, a proxy) when there is one; otherwise
 * the customer API when there is a key, and the free API when there is none.
 */
export function openMeteoEndpoint(settings: { apiKey?: string; baseUrl?: string }): OpenMeteoEndpoint {
  const apiKey = settings.apiKey?.trim() || undefined;
  const configured = settings.baseUrl?.trim().replace(/\/+$/, '');
  const baseUrl = configured || (apiKey ? OPEN_METEO_CUSTOMER_URL : OPEN_METEO_FREE_URL);
  return apiKey ? { baseUrl, apiKey } : { baseUrl };
}

/** The forecast request for one place: every variable above, m/s, local time in Amsterdam. */
export function openMeteoForecastUrl(
  endpoint: OpenMeteoEndpoint,
  place: { latitude: number; longitude: number },
  forecastDays: number = WEATHER_TIMING.forecastDays,
): URL {
  const url = new URL(`${endpoint.baseUrl}${OPEN_METEO_FORECAST_PATH}`);
  const query = url.searchParams;
  query.set('latitude', String(place.latitude));
  query.set('longitude', String(place.longitude));
  query.set('hourly', OPEN_METEO_HOURLY.join(','));
  query.set('daily', OPEN_METEO_DAILY.join(','));
  query.set('timezone', OPEN_METEO_TIMEZONE);
  query.set('wind_speed_unit', 'ms');
  query.set('forecast_days', String(forecastDays));
  if (endpoint.apiKey) query.set('apikey', endpoint.apiKey);
  return url;
}

/** Open-Meteo's answer to a forecast request (the parts we ask for). */
export interface OpenMeteoForecastResponse {
  latitude: number;
  longitude: number;
  /** Metres above sea level; Open-Meteo may send null where it has no terrain height. */
  elevation: number | null;
  generationtime_ms: number;
  utc_offset_seconds: number;
  timezone: string;
  timezone_abbreviation: string;
  hourly_units?: Record<string, string>;
  hourly?: { time: string[] } & Partial<Record<OpenMeteoHourlyVariable, (number | null)[]>>;
  daily_units?: Record<string, string>;
  daily?: { time: string[]; sunrise?: (string | null)[]; sunset?: (string | null)[] };
}

/** Open-Meteo's error answer (HTTP 400, 401, 429 or 5xx). */
export interface OpenMeteoErrorBody {
  error: true;
  reason: string;
}

export const isOpenMeteoError = (body: unknown): body is OpenMeteoErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  (body as { error?: unknown }).error === true &&
  typeof (body as { reason?: unknown }).reason === 'string';

/** A forecast in our names: the hours as observed (before derive.ts) and the days' sun times. */
export interface OpenMeteoForecast {
  latitude: number;
  longitude: number;
  elevationM: number | null;
  hours: WeatherHourObserved[];
  days: { date: string; sunrise: string | null; sunset: string | null }[];
}

/** The answer is not a forecast we can use: the caller treats it like a failed request. */
export class OpenMeteoResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpenMeteoResponseError';
  }
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the answer's shape and maps it; throws OpenMeteoResponseError when it is not a forecast. */
export function parseOpenMeteoForecast(body: unknown): OpenMeteoForecast {
  if (isOpenMeteoError(body)) throw new OpenMeteoResponseError(`Open-Meteo refused: ${body.reason}`);
  if (!isObject(body)) throw new OpenMeteoResponseError('the answer is not a JSON object');
  const latitude = finite(body.latitude);
  const longitude = finite(body.longitude);
  if (latitude === null || longitude === null)
    throw new OpenMeteoResponseError('the answer has no coordinates');
  // Local times only mean something in the zone we asked for.
  if (body.timezone !== OPEN_METEO_TIMEZONE)
    throw new OpenMeteoResponseError(`the answer is in time zone ${String(body.timezone)}`);
  const hourly = body.hourly;
  if (!isObject(hourly) || !Array.isArray(hourly.time) || hourly.time.length === 0)
    throw new OpenMeteoResponseError('the answer has no hourly times');
  const times = hourly.time;
  if (!times.every((time) => typeof time === 'string' && LOCAL_TIME.test(time)))
    throw new OpenMeteoResponseError('the hourly times are not local ISO times');

  const series = (name: OpenMeteoHourlyVariable): (number | null)[] => {
    const values = hourly[name];
    if (values === undefined) return times.map(() => null);
    if (!Array.isArray(values) || values.length !== times.length)
      throw new OpenMeteoResponseError(`hourly ${name} does not match the hourly times`);
    return values.map(finite);
  };
  const elevationM = finite(body.elevation);
  const at = (name: OpenMeteoHourlyVariable) => {
    const values = series(name);
    return (index: number) => values[index] ?? null;
  };

  const temperature = at('temperature_2m');
  const apparent = at('apparent_temperature');
  const dewPoint = at('dew_point_2m');
  const humidity = at('relative_humidity_2m');
  const pressure = at('pressure_msl');
  const surfacePressure = at('surface_pressure');
  const visibility = at('visibility');
  const cloudCover = at('cloud_cover');
  const cloudLow = at('cloud_cover_low');
  const cloudMid = at('cloud_cover_mid');
  const cloudHigh = at('cloud_cover_high');
  const precipitation = at('precipitation');
  const precipitationProbability = at('precipitation_probability');
  const weatherCode = at('weather_code');
  const gusts = at('wind_gusts_10m');
  const cape = at('cape');
  const freezingLevel = at('freezing_level_height');
  const uvIndex = at('uv_index');
  const isDay = at('is_day');
  const winds = WIND_LEVELS.map((level) => ({
    level,
    speed: at(`wind_speed_${level}`),
    direction: at(`wind_direction_${level}`),
    height: levelHeight(level, at, elevationM),
  }));

  const hours = times.map((time, index): WeatherHourObserved => {
    const day = isDay(index);
    const windAloft = winds.map((wind): WindAtLevel => ({
      level: wind.level,
      heightM: wind.height(index),
      speedMs: wind.speed(index),
      directionDeg: wind.direction(index),
    }));
    const ground = windAloft[0];
    return {
      time,
      isDay: day === null ? null : day === 1,
      temperatureC: temperature(index),
      apparentTemperatureC: apparent(index),
      dewPointC: dewPoint(index),
      humidityPct: humidity(index),
      pressureHpa: pressure(index),
      surfacePressureHpa: surfacePressure(index),
      visibilityM: visibility(index),
      cloudCoverPct: cloudCover(index),
      cloudCoverLowPct: cloudLow(index),
      cloudCoverMidPct: cloudMid(index),
      cloudCoverHighPct: cloudHigh(index),
      precipitationMm: precipitation(index),
      precipitationProbabilityPct: precipitationProbability(index),
      weatherCode: weatherCode(index),
      windSpeedMs: ground?.speedMs ?? null,
      windDirectionDeg: ground?.directionDeg ?? null,
      windGustsMs: gusts(index),
      windAloft,
      capeJkg: cape(index),
      freezingLevelM: freezingLevel(index),
      uvIndex: uvIndex(index),
    };
  });
  return { latitude, longitude, elevationM, hours, days: parseDays(body.daily) };
}

/**
 * A level's height above ground: the tower levels are fixed heights; a pressure level's is its
 * geopotential height (above sea level) less the ground's elevation. Open-Meteo always sends an
 * elevation for a land point; without one the ground counts as sea level, which it nearly is here.
 */
function levelHeight(
  level: (typeof WIND_LEVELS)[number],
  at: (name: OpenMeteoHourlyVariable) => (index: number) => number | null,
  elevationM: number | null,
): (index: number) => number | null {
  if (!(PRESSURE_LEVELS as readonly string[]).includes(level)) {
    const metres = Number.parseInt(level, 10);
    return () => metres;
  }
  const geopotential = at(`geopotential_height_${level as PressureLevel}`);
  return (index) => {
    const height = geopotential(index);
    return height === null ? null : Math.round(height - (elevationM ?? 0));
  };
}

function parseDays(daily: unknown): OpenMeteoForecast['days'] {
  if (!isObject(daily) || !Array.isArray(daily.time)) return [];
  const { time, sunrise, sunset } = daily;
  const localTime = (values: unknown, index: number): string | null => {
    const value = Array.isArray(values) ? (values[index] as unknown) : null;
    return typeof value === 'string' && LOCAL_TIME.test(value) ? value : null;
  };
  return time.flatMap((date, index) =>
    typeof date === 'string' && LOCAL_DATE.test(date)
      ? [{ date, sunrise: localTime(sunrise, index), sunset: localTime(sunset, index) }]
      : [],
  );
}

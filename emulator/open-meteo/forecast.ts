import * as errors from './errors.ts';
import { sunTimes } from './sun.ts';
import { DAILY_VARIABLES, type DayWeather, HOURLY_VARIABLES, type UnitKind } from './variables.ts';
import { type HourWeather, hourWeather, noise, type Place } from './weather.ts';

// `/v1/forecast` as Open-Meteo answers it: the query checked in Open-Meteo's order and words, then
// the requested variables for the requested days, starting at today's local midnight.

const DAY_MS = 86_400_000;

const WIND_UNITS = {
  kmh: ['km/h', 3.6],
  ms: ['m/s', 1],
  mph: ['mp/h', 2.236936],
  kn: ['kn', 1.943844],
} as const;
const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
const PRECIPITATION_UNITS = ['mm', 'inch'] as const;
const TIME_FORMATS = ['iso8601', 'unixtime'] as const;

export interface ForecastQuery {
  latitude: number;
  longitude: number;
  hourly: string[];
  daily: string[];
  timezone: string;
  windUnit: keyof typeof WIND_UNITS;
  temperatureUnit: (typeof TEMPERATURE_UNITS)[number];
  precipitationUnit: (typeof PRECIPITATION_UNITS)[number];
  timeformat: (typeof TIME_FORMATS)[number];
  forecastDays: number;
  pastDays: number;
  elevation?: number;
}

type Parsed = { ok: true; query: ForecastQuery } | { ok: false; error: errors.OpenMeteoError };

const list = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

/** Reads and checks the query as Open-Meteo does: types and names first, then ranges. */
export function parseForecastQuery(params: URLSearchParams): Parsed {
  const fail = (error: errors.OpenMeteoError): Parsed => ({ ok: false, error });
  const float = (key: string) => {
    const raw = params.get(key)?.trim() ?? '';
    return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : undefined;
  };
  const latitude = float('latitude');
  if (latitude === undefined) return fail(errors.floatRequired('latitude'));
  const longitude = float('longitude');
  if (longitude === undefined) return fail(errors.floatRequired('longitude'));
  const hourly = list(params, 'hourly');
  const unknownHourly = hourly.find((name) => !HOURLY_VARIABLES.has(name));
  if (unknownHourly) return fail(errors.invalidValue('ForecastVariable', unknownHourly));
  const daily = list(params, 'daily');
  const unknownDaily = daily.find((name) => !DAILY_VARIABLES.has(name));
  if (unknownDaily) return fail(errors.invalidValue('ForecastVariableDaily', unknownDaily));
  // `windspeed_unit` is the older spelling Open-Meteo still accepts.
  const windUnit = params.get('wind_speed_unit') ?? params.get('windspeed_unit') ?? 'kmh';
  if (!isOneOf(Object.keys(WIND_UNITS) as (keyof typeof WIND_UNITS)[], windUnit))
    return fail(errors.invalidValue('WindspeedUnit', windUnit));
  const temperatureUnit = params.get('temperature_unit') ?? 'celsius';
  if (!isOneOf(TEMPERATURE_UNITS, temperatureUnit))
    return fail(errors.invalidValue('TemperatureUnit', temperatureUnit));
  const precipitationUnit = params.get('precipitation_unit') ?? 'mm';
  if (!isOneOf(PRECIPITATION_UNITS, precipitationUnit))
    return fail(errors.invalidValue('PrecipitationUnit', precipitationUnit));
  const timeformat = params.get('timeformat') ?? 'iso8601';
  if (!isOneOf(TIME_FORMATS, timeformat)) return fail(errors.invalidValue('Timeformat', timeformat));
  const integer = (key: string, fallback: number) => {
    const raw = params.get(key);
    if (raw === null) return fallback;
    return /^[-+]?\d+$/.test(raw.trim()) ? Number(raw) : undefined;
  };
  const forecastDays = integer('forecast_days', 7);
  if (forecastDays === undefined) return fail(errors.integerRequired('forecast_days'));
  const pastDays = integer('past_days', 0);
  if (pastDays === undefined) return fail(errors.integerRequired('past_days'));
  const elevation = params.has('elevation') ? float('elevation') : undefined;
  if (params.has('elevation') && elevation === undefined) return fail(errors.floatRequired('elevation'));

  if (latitude < -90 || latitude > 90) return fail(errors.latitudeOutOfRange(latitude));
  if (longitude < -180 || longitude > 180) return fail(errors.longitudeOutOfRange(longitude));
  if (forecastDays < 0 || forecastDays > 16) return fail(errors.forecastDaysInvalid(forecastDays));
  if (pastDays < 0 || pastDays > 92) return fail(errors.pastDaysInvalid(pastDays));
  const timezone = params.get('timezone') ?? 'GMT';
  if (zoneOf(timezone, latitude, longitude, Date.now()) === null) return fail(errors.invalidTimezone);
  return {
    ok: true,
    query: {
      latitude,
      longitude,
      hourly,
      daily,
      timezone,
      windUnit,
      temperatureUnit,
      precipitationUnit,
      timeformat,
      forecastDays,
      pastDays,
      ...(elevation === undefined ? {} : { elevation }),
    },
  };
}

interface Zone {
  id: string;
  offsetSeconds: number;
  abbreviation: string;
}

/** The zone's id, its offset now and its abbreviation as Open-Meteo writes it ("GMT+1"); null if unknown. */
function zoneOf(timezone: string, latitude: number, longitude: number, now: number): Zone | null {
  // `auto` resolves the zone from the coordinates; the stand-in knows the Benelux and nowhere else.
  const inBenelux = latitude > 49.4 && latitude < 53.7 && longitude > 2.5 && longitude < 7.3;
  const id = timezone === 'auto' ? (inBenelux ? 'Europe/Amsterdam' : 'GMT') : timezone;
  if (id === 'GMT' || id === 'UTC') return { id, offsetSeconds: 0, abbreviation: 'GMT' };
  let parts: Intl.DateTimeFormatPart[];
  let abbreviation: string;
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: id,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(now);
    abbreviation =
      new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return null;
  }
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offsetSeconds = Math.round((wall - Math.floor(now / 1000) * 1000) / 60_000) * 60;
  return { id, offsetSeconds, abbreviation };
}

/**
 * Terrain heights (m) around the places the site forecasts, as a 90 m elevation model gives them;
 * other places get a plausible Dutch height of their own.
 */
const KNOWN_ELEVATIONS: readonly [latitude: number, longitude: number, metres: number][] = [
  [52.2447, 6.0467, 6],
  [52.3676, 4.9041, 2],
  [51.9244, 4.4777, -2],
  [52.0907, 5.1214, 5],
  [52.0705, 4.3007, 1],
  [51.4416, 5.4697, 17],
];

function elevationAt(latitude: number, longitude: number): number {
  const known = KNOWN_ELEVATIONS.find(
    ([lat, lon]) => Math.abs(lat - latitude) < 0.05 && Math.abs(lon - longitude) < 0.05,
  );
  return known ? known[2] : Math.round(15 + 15 * noise(latitude * 100, longitude * 100));
}

/** The shortest decimal that reads back as the same 32-bit float, as Open-Meteo prints coordinates. */
function float32(value: number): number {
  const single = Math.fround(value);
  for (let digits = 1; digits < 10; digits++) {
    const candidate = Number(single.toPrecision(digits));
    if (Math.fround(candidate) === single) return candidate;
  }
  return single;
}

/** Open-Meteo answers for the nearest cell of its model grid (about 2 km here). */
const GRID_DEGREES = 0.02;
const snap = (value: number) => Math.round(value / GRID_DEGREES) * GRID_DEGREES;

function convert(unit: UnitKind, query: ForecastQuery): { label: string; factor: (value: number) => number } {
  if (typeof unit === 'object') return { label: unit.fixed, factor: (value) => value };
  switch (unit) {
    case 'wind': {
      const [label, factor] = WIND_UNITS[query.windUnit];
      return { label, factor: (value) => value * factor };
    }
    case 'temperature':
      return query.temperatureUnit === 'fahrenheit'
        ? { label: '°F', factor: (value) => (value * 9) / 5 + 32 }
        : { label: '°C', factor: (value) => value };
    case 'precipitation':
      return query.precipitationUnit === 'inch'
        ? { label: 'inch', factor: (value) => value / 25.4 }
        : { label: 'mm', factor: (value) => value };
    case 'snow':
      return query.precipitationUnit === 'inch'
        ? { label: 'inch', factor: (value) => value / 2.54 }
        : { label: 'cm', factor: (value) => value };
  }
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  return Object.is(rounded, -0) ? 0 : rounded;
};

const isoMinute = (wall: number) => new Date(wall).toISOString().slice(0, 16);
const isoDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The forecast answer for a checked query, `now` being the request's time. */
export function forecastResponse(query: ForecastQuery, now: number): Record<string, unknown> {
  const started = performance.now();
  const zone = zoneOf(query.timezone, query.latitude, query.longitude, now) as Zone;
  const place: Place = {
    latitude: float32(snap(query.latitude)),
    longitude: float32(snap(query.longitude)),
    elevation: query.elevation ?? elevationAt(query.latitude, query.longitude),
  };
  const today = Math.floor((now + zone.offsetSeconds * 1000) / DAY_MS) * DAY_MS;
  const dayCount = query.pastDays + query.forecastDays;
  const hours: HourWeather[] = [];
  for (let index = 0; index < dayCount * 24; index++) {
    hours.push(hourWeather(place, today, zone.offsetSeconds, index - query.pastDays * 24));
  }
  const offsetMs = zone.offsetSeconds * 1000;
  const time = (wall: number, asDate: boolean) =>
    query.timeformat === 'unixtime' ? (wall - offsetMs) / 1000 : asDate ? isoDate(wall) : isoMinute(wall);

  const body: Record<string, unknown> = {
    latitude: place.latitude,
    longitude: place.longitude,
    generationtime_ms: 0,
    utc_offset_seconds: zone.offsetSeconds,
    timezone: zone.id,
    timezone_abbreviation: zone.abbreviation,
    elevation: place.elevation,
  };
  if (query.hourly.length > 0) {
    const units: Record<string, string> = { time: query.timeformat };
    const values: Record<string, unknown[]> = { time: hours.map((hour) => time(hour.wall, false)) };
    for (const name of query.hourly) {
      const variable = HOURLY_VARIABLES.get(name);
      if (!variable) continue;
      const { label, factor } = convert(variable.unit, query);
      units[name] = label;
      values[name] = hours.map((hour) => {
        const value = variable.value(hour, place.elevation);
        return value === null ? null : round(factor(value), variable.decimals);
      });
    }
    body.hourly_units = units;
    body.hourly = values;
  }
  if (query.daily.length > 0) {
    const days: (DayWeather & { wall: number })[] = [];
    for (let day = 0; day < dayCount; day++) {
      const dayHours = hours.slice(day * 24, day * 24 + 24);
      const wall = dayHours[0]?.wall ?? today;
      const sun = sunTimes(wall + DAY_MS / 2 - offsetMs, place.latitude, place.longitude);
      days.push({ wall, hours: dayHours, sunrise: sun?.rise ?? null, sunset: sun?.set ?? null });
    }
    const units: Record<string, string> = { time: query.timeformat };
    const values: Record<string, unknown[]> = { time: days.map((day) => time(day.wall, true)) };
    for (const name of query.daily) {
      const variable = DAILY_VARIABLES.get(name);
      if (!variable) continue;
      if (variable.unit === 'iso8601') {
        units[name] = query.timeformat;
        values[name] = days.map((day) => {
          const instant = variable.value(day);
          if (instant === null) return null;
          const minute = Math.round(instant / 60_000) * 60_000;
          return query.timeformat === 'unixtime' ? minute / 1000 : isoMinute(minute + offsetMs);
        });
        continue;
      }
      const { label, factor } = convert(variable.unit, query);
      units[name] = label;
      values[name] = days.map((day) => {
        const value = variable.value(day);
        return value === null ? null : round(factor(value), variable.decimals);
      });
    }
    body.daily_units = units;
    body.daily = values;
  }
  body.generationtime_ms = round(performance.now() - started, 6);
  return body;
}

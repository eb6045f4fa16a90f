import { DAY_PATTERNS, type DayPattern } from './days.ts';
import { sunElevation } from './sun.ts';

// The weather of one hour at one place, in Open-Meteo's base units (°C, %, hPa, m, mm, m/s, °,
// J/kg): the day's pattern shaped by the time of day and the season, with a little noise that is
// the same on every request, so two calls for a place and hour agree.

export interface Place {
  latitude: number;
  longitude: number;
  /** Metres above sea level. */
  elevation: number;
}

export interface HourWeather {
  /** Local wall time of the hour as if it were UTC (ms), and the real instant. */
  wall: number;
  instant: number;
  /** Hours since the first forecast hour (negative for past days). */
  forecastHour: number;
  pattern: DayPattern;
  temperature: number;
  dewPoint: number;
  humidity: number;
  apparentTemperature: number;
  pressureMsl: number;
  surfacePressure: number;
  wind: number;
  windDirection: number;
  gusts: number;
  cloudLow: number;
  cloudMid: number;
  cloudHigh: number;
  cloudCover: number;
  precipitation: number;
  precipitationProbability: number;
  weatherCode: number;
  visibility: number;
  cape: number;
  freezingLevel: number;
  uvIndex: number;
  sunElevation: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Pressure-level values run out before the end of the range, as the high-resolution models do. */
export const PRESSURE_LEVELS_UNTIL_HOUR = 108;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A number in [-1, 1] that depends only on its inputs. */
export function noise(...parts: number[]): number {
  let hash = 2166136261;
  for (const part of parts) {
    hash ^= Math.round(part * 1000) | 0;
    hash = Math.imul(hash, 16777619);
    hash ^= hash >>> 13;
  }
  return ((hash >>> 0) % 20001) / 10000 - 1;
}

/** A place's own order of the day patterns. */
const placeSeed = (place: Pick<Place, 'latitude' | 'longitude'>) =>
  Math.abs(Math.round(noise(Math.round(place.latitude * 100), Math.round(place.longitude * 100)) * 9973));

/** 0 at 03:00, 1 at 15:00: the usual daily swing of temperature and wind. */
const diurnal = (hourOfDay: number) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (hourOfDay - 3)) / 24);

/** The season's mean temperature in the Netherlands for the day of the year. */
function seasonMean(wall: number): number {
  const start = Date.UTC(new Date(wall).getUTCFullYear(), 0, 1);
  const dayOfYear = (wall - start) / DAY_MS;
  return 10.5 - 7.5 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
}

const patternOfDay = (seed: number, dayIndex: number): DayPattern =>
  DAY_PATTERNS[(((seed + dayIndex) % DAY_PATTERNS.length) + DAY_PATTERNS.length) % DAY_PATTERNS.length];

/** Relative humidity from temperature and dew point (Magnus). */
const humidityOf = (temperature: number, dewPoint: number) =>
  100 * Math.exp((17.625 * dewPoint) / (243.04 + dewPoint) - (17.625 * temperature) / (243.04 + temperature));

/**
 * The weather of hour `forecastHour` (0 = local midnight starting the first forecast day) at
 * `place`, whose first forecast day starts at `firstDayWall` (local midnight as if UTC) with the
 * zone's offset `offsetSeconds`.
 */
export function hourWeather(
  place: Place,
  firstDayWall: number,
  offsetSeconds: number,
  forecastHour: number,
): HourWeather {
  const seed = placeSeed(place);
  const wall = firstDayWall + forecastHour * HOUR_MS;
  const instant = wall - offsetSeconds * 1000;
  const dayIndex = Math.floor(forecastHour / 24);
  const hourOfDay = ((forecastHour % 24) + 24) % 24;
  const pattern = patternOfDay(seed, dayIndex);
  const swing = diurnal(hourOfDay);
  const jitter = (salt: number) => noise(seed, forecastHour, salt);

  const mean = seasonMean(wall);
  const night = mean - 3 + pattern.temperature[0];
  const afternoon = mean + 3 + pattern.temperature[1];
  const temperature = night + (afternoon - night) * swing + 0.3 * jitter(1);
  const spread = Math.max(0.4, pattern.spread * (0.35 + 0.65 * swing) + 0.3 * jitter(2));
  const dewPoint = temperature - spread;
  const humidity = clamp(humidityOf(temperature, dewPoint), 1, 100);

  const rain = pattern.rain;
  const raining = rain !== undefined && hourOfDay >= rain.from && hourOfDay < rain.to;
  const rainShape = raining
    ? 0.6 + 0.4 * Math.sin((Math.PI * (hourOfDay - rain.from + 0.5)) / (rain.to - rain.from))
    : 0;
  const precipitation = raining ? rain.mmPerHour * rainShape : 0;
  const precipitationProbability = clamp(
    (raining ? rain.chance : pattern.rainChance) + 4 * jitter(3),
    0,
    100,
  );

  const wind = Math.max(0, pattern.wind[0] + (pattern.wind[1] - pattern.wind[0]) * swing + 0.2 * jitter(4));
  const windDirection =
    (pattern.direction + 15 * Math.sin((2 * Math.PI * hourOfDay) / 24) + 5 * jitter(5) + 360) % 360;
  const gusts = wind * pattern.gustFactor + 0.3 * Math.abs(jitter(6));

  const cloudLow = clamp(raining ? Math.max(pattern.cloudLow, 75) : pattern.cloudLow + 5 * jitter(7), 0, 100);
  const cloudMid = clamp(pattern.cloudMid + 5 * jitter(8), 0, 100);
  const cloudHigh = clamp(pattern.cloudHigh + 5 * jitter(9), 0, 100);
  const cloudCover = 100 * (1 - (1 - cloudLow / 100) * (1 - cloudMid / 100) * (1 - cloudHigh / 100));

  const foggy = pattern.fogUntil !== undefined && hourOfDay < pattern.fogUntil;
  const visibility = foggy
    ? 500 + 90 * hourOfDay
    : raining
      ? Math.min(pattern.visibilityM, 9_000)
      : pattern.visibilityM * (0.85 + 0.15 * swing) * (1 + 0.03 * jitter(10));

  const weatherCode = foggy
    ? 45
    : raining
      ? rain.code
      : cloudCover < 20
        ? 0
        : cloudCover < 45
          ? 1
          : cloudCover < 75
            ? 2
            : 3;

  const elevationOfSun = sunElevation(instant, place.latitude, place.longitude);
  const pressureMsl = pattern.pressure + (pattern.pressureChange * hourOfDay) / 24 + 0.2 * jitter(11);
  const apparentVapour = (humidity / 100) * 6.105 * Math.exp((17.27 * temperature) / (237.7 + temperature));
  return {
    wall,
    instant,
    forecastHour,
    pattern,
    temperature,
    dewPoint,
    humidity,
    // Steadman's apparent temperature, as Open-Meteo computes it.
    apparentTemperature: temperature + 0.33 * apparentVapour - 0.7 * wind - 4,
    pressureMsl,
    surfacePressure: pressureMsl * Math.pow(1 - (0.0065 * place.elevation) / 288.15, 5.255),
    wind,
    windDirection,
    gusts,
    cloudLow,
    cloudMid,
    cloudHigh,
    cloudCover,
    precipitation,
    precipitationProbability,
    weatherCode,
    visibility,
    cape: pattern.cape * swing * swing,
    freezingLevel: place.elevation + Math.max(0, temperature) / 0.0065,
    uvIndex:
      elevationOfSun > 0
        ? 9 * Math.pow(Math.sin((elevationOfSun * Math.PI) / 180), 2.5) * (1 - (0.6 * cloudCover) / 100)
        : 0,
    sunElevation: elevationOfSun,
  };
}

/** Geopotential height (m above sea level) of pressure level `hpa` in this hour's air. */
export function levelHeight(hour: HourWeather, hpa: number): number {
  const seaLevelK = hour.temperature + 273.15;
  return (seaLevelK / 0.0065) * (1 - Math.pow(hpa / hour.pressureMsl, 0.190263));
}

/** Wind speed and direction at `height` m above ground: the surface wind strengthening and veering aloft. */
export function windAt(hour: HourWeather, height: number): { speed: number; direction: number } {
  const lower = Math.min(1, Math.max(0, height) / 1000);
  const upper = Math.max(0, height - 1000) / 1000;
  return {
    speed: hour.wind * (1 + 0.9 * lower + 0.35 * upper),
    direction: (hour.windDirection + 25 * lower + 6 * upper + 360) % 360,
  };
}

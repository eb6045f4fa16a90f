import type { WeatherLocationId } from './locations.ts';

// What the jump-weather function answers and the weather page reads. Every value Open-Meteo may
// leave out is `number | null`: a missing value is shown as missing, never as zero.
// Units are fixed here (m/s, metres, °C, hPa, mm, %); the page converts for display.

/** The wind levels: 10 m is the ground wind of the rules; pressure levels are roughly 1, 2, 3, 4 km. */
export const WIND_LEVELS = ['10m', '80m', '120m', '180m', '900hPa', '800hPa', '700hPa', '600hPa'] as const;
export type WindLevel = (typeof WIND_LEVELS)[number];

export interface WindAtLevel {
  level: WindLevel;
  /** Height above ground in metres (geopotential height for pressure levels). */
  heightM: number | null;
  speedMs: number | null;
  directionDeg: number | null;
}

export const JUMP_OUTLOOKS = ['likely', 'marginal', 'unlikely', 'unknown'] as const;
export type JumpOutlook = (typeof JUMP_OUTLOOKS)[number];

/** Why an hour is not simply "likely"; the page and the bulletin word each one in both languages. */
export const OUTLOOK_REASONS = [
  'wind-over-limit',
  'wind-near-limit',
  'gusts-over-limit',
  'gusty',
  'visibility-under-limit',
  'visibility-near-limit',
  'rain',
  'rain-possible',
  'cloud-base-low',
  'cloud-base-marginal',
  'thunderstorm-risk',
  'dark',
  'data-missing',
] as const;
export type OutlookReason = (typeof OUTLOOK_REASONS)[number];

export type Turbulence = 'none' | 'light' | 'moderate' | 'severe';
export type LightningRisk = 'none' | 'low' | 'moderate' | 'high';
export type PressureTrend = 'rising' | 'steady' | 'falling';
export type CloudType =
  'cumulus' | 'cumulonimbus' | 'stratus' | 'stratocumulus' | 'altostratus' | 'nimbostratus' | 'cirrus';

/** One hour as Open-Meteo gives it, in our names and units. */
export interface WeatherHourObserved {
  /** Local wall time in Europe/Amsterdam, 'YYYY-MM-DDTHH:mm', as Open-Meteo returns it. */
  time: string;
  isDay: boolean | null;
  temperatureC: number | null;
  apparentTemperatureC: number | null;
  dewPointC: number | null;
  humidityPct: number | null;
  /** Mean sea-level pressure. */
  pressureHpa: number | null;
  surfacePressureHpa: number | null;
  visibilityM: number | null;
  cloudCoverPct: number | null;
  cloudCoverLowPct: number | null;
  cloudCoverMidPct: number | null;
  cloudCoverHighPct: number | null;
  precipitationMm: number | null;
  precipitationProbabilityPct: number | null;
  /** WMO weather interpretation code. */
  weatherCode: number | null;
  windSpeedMs: number | null;
  windDirectionDeg: number | null;
  windGustsMs: number | null;
  /** Every level of WIND_LEVELS, in that order (10 m included). */
  windAloft: WindAtLevel[];
  capeJkg: number | null;
  freezingLevelM: number | null;
  uvIndex: number | null;
}

/** What we work out from the observed values (derive.ts). */
export interface WeatherHourDerived {
  /** Estimated cumulus base above ground from the temperature and dew point spread. */
  cloudBaseM: number | null;
  /** Lowest layer covering more than half the sky (broken or overcast), above ground; null when none or unknown. */
  ceilingM: number | null;
  densityAltitudeM: number | null;
  /** Largest wind-speed change between neighbouring levels up to about 4 km, per 1000 m of height. */
  windShearMsPerKm: number | null;
  turbulence: Turbulence | null;
  lightningRisk: LightningRisk | null;
  cloudTypes: CloudType[];
  /** Sea-level pressure change over the previous three hours. */
  pressureTrend: PressureTrend | null;
  outlook: JumpOutlook;
  /** Empty when the outlook is "likely". */
  reasons: OutlookReason[];
}

export type WeatherHour = WeatherHourObserved & WeatherHourDerived;

export interface WeatherDay {
  /** 'YYYY-MM-DD', local. */
  date: string;
  sunrise: string | null;
  sunset: string | null;
  /** The day's outlook for jumping, from its daylight hours. */
  outlook: JumpOutlook;
  /** The reasons that decided it, most important first. */
  reasons: OutlookReason[];
  /** Daylight hours whose outlook is "likely". */
  likelyHours: number;
  temperatureMinC: number | null;
  temperatureMaxC: number | null;
  windMaxMs: number | null;
  gustMaxMs: number | null;
  precipitationSumMm: number | null;
  precipitationProbabilityMaxPct: number | null;
}

export interface JumpWeatherForecast {
  location: WeatherLocationId;
  latitude: number;
  longitude: number;
  /** Ground elevation Open-Meteo used, metres above sea level. */
  elevationM: number | null;
  timezone: 'Europe/Amsterdam';
  /** When the forecast was fetched from Open-Meteo (UTC ISO). */
  issuedAt: string;
  /** When a fresh forecast will be fetched (UTC ISO). */
  nextUpdateAt: string;
  /** True when Open-Meteo could not be reached and this is the last good forecast. */
  stale: boolean;
  hours: WeatherHour[];
  days: WeatherDay[];
}

/** The function's error body: `{ error, code }` with a 4xx/5xx status. */
export interface JumpWeatherError {
  error: string;
  code: 'invalid-location' | 'method-not-allowed' | 'weather-unavailable' | 'rate-limited';
}

export const WEATHER_ATTRIBUTION = {
  text: 'Weather data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

export const WEATHER_TIMING = {
  /** A location's forecast is fetched from Open-Meteo at most once in this time. */
  cacheMs: 60 * 60 * 1000,
  forecastDays: 5,
} as const;

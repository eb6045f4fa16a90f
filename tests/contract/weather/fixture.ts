import type {
  JumpWeatherForecast,
  WeatherHourObserved,
  WindAtLevel,
} from '../../../supabase/functions/_shared/contract/weather/forecast.ts';
import { deriveHours, summariseDays } from '../../../supabase/functions/_shared/contract/weather/derive.ts';

// Hours shaped like the jump-weather function's mapping of Open-Meteo: a good jump hour unless a
// test says otherwise, so that each test changes only the value it is about.

const aloft = (speedMs: number): WindAtLevel[] => [
  { level: '10m', heightM: 10, speedMs, directionDeg: 225 },
  { level: '80m', heightM: 80, speedMs: speedMs + 1, directionDeg: 228 },
  { level: '120m', heightM: 120, speedMs: speedMs + 1.3, directionDeg: 230 },
  { level: '180m', heightM: 180, speedMs: speedMs + 1.6, directionDeg: 232 },
  { level: '900hPa', heightM: 1000, speedMs: speedMs + 3, directionDeg: 240 },
  { level: '800hPa', heightM: 1950, speedMs: speedMs + 5, directionDeg: 250 },
  { level: '700hPa', heightM: 3000, speedMs: speedMs + 7, directionDeg: 255 },
  { level: '600hPa', heightM: 4200, speedMs: speedMs + 9, directionDeg: 260 },
];

/** A good jump hour at `time`: 4 m/s from the south-west, 20 km visibility, fair-weather cumulus at 1,500+ m. */
export function observedHour(time: string, changes: Partial<WeatherHourObserved> = {}): WeatherHourObserved {
  const hour = Number(time.slice(11, 13));
  return {
    time,
    isDay: hour >= 8 && hour < 17,
    temperatureC: 18,
    apparentTemperatureC: 17,
    dewPointC: 2,
    humidityPct: 35,
    pressureHpa: 1018,
    surfacePressureHpa: 1017,
    visibilityM: 20_000,
    cloudCoverPct: 20,
    cloudCoverLowPct: 20,
    cloudCoverMidPct: 0,
    cloudCoverHighPct: 0,
    precipitationMm: 0,
    precipitationProbabilityPct: 5,
    weatherCode: 1,
    windSpeedMs: 4,
    windDirectionDeg: 225,
    windGustsMs: 6,
    windAloft: aloft(changes.windSpeedMs ?? 4),
    capeJkg: 50,
    freezingLevelM: 2800,
    uvIndex: 3,
    ...changes,
  };
}

/** 24 hours of `date`, each changed by `change(hour of day)`. */
export function observedDay(
  date: string,
  change: (hourOfDay: number) => Partial<WeatherHourObserved> = () => ({}),
): WeatherHourObserved[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const time = `${date}T${String(hour).padStart(2, '0')}:00`;
    return observedHour(time, change(hour));
  });
}

/** A whole forecast from observed hours, derived the way the function derives it. */
export function forecastOf(observed: WeatherHourObserved[], issuedAt: string): JumpWeatherForecast {
  const hours = deriveHours(observed, 9);
  const dates = [...new Set(observed.map((hour) => hour.time.slice(0, 10)))];
  return {
    location: 'teuge',
    latitude: 52.2447,
    longitude: 6.0467,
    elevationM: 9,
    timezone: 'Europe/Amsterdam',
    issuedAt,
    nextUpdateAt: new Date(Date.parse(issuedAt) + 3_600_000).toISOString(),
    stale: false,
    hours,
    days: summariseDays(
      hours,
      dates.map((date) => ({ date, sunrise: `${date}T08:00`, sunset: `${date}T17:00` })),
    ),
  };
}

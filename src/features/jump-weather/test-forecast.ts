// A forecast for tests, built the way the jump-weather function builds one: observed hours through
// the contract's deriveHours and summariseDays. Day 1 is a clear jump day, day 2 windy, day 3 wet,
// day 4 has gaps in the data, day 5 is clear again.
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import { deriveHours, summariseDays } from '@contract/weather/derive.ts';
import type { JumpWeatherForecast, WeatherHourObserved } from '@contract/weather/forecast.ts';
import { WIND_LEVELS } from '@contract/weather/forecast.ts';
import type { WeatherLocationId } from '@contract/weather/locations.ts';
import { nextDate } from './time';

interface DayWeather {
  windMs: number;
  gustMs: number;
  visibilityM: number | null;
  precipitationMm: number;
  rainChancePct: number;
  weatherCode: number;
  lowCloudPct: number;
}

const DAYS: DayWeather[] = [
  {
    windMs: 3,
    gustMs: 5,
    visibilityM: 25_000,
    precipitationMm: 0,
    rainChancePct: 5,
    weatherCode: 1,
    lowCloudPct: 10,
  },
  {
    windMs: 8.5,
    gustMs: 13,
    visibilityM: 12_000,
    precipitationMm: 0,
    rainChancePct: 20,
    weatherCode: 3,
    lowCloudPct: 30,
  },
  {
    windMs: 5,
    gustMs: 8,
    visibilityM: 2_500,
    precipitationMm: 1.4,
    rainChancePct: 90,
    weatherCode: 61,
    lowCloudPct: 90,
  },
  {
    windMs: 4,
    gustMs: 6,
    visibilityM: null,
    precipitationMm: 0,
    rainChancePct: 10,
    weatherCode: 2,
    lowCloudPct: 20,
  },
  {
    windMs: 2.5,
    gustMs: 4,
    visibilityM: 30_000,
    precipitationMm: 0,
    rainChancePct: 0,
    weatherCode: 0,
    lowCloudPct: 0,
  },
];

const ALOFT_HEIGHTS = [10, 80, 120, 180, 1_000, 1_950, 3_050, 4_250];

function observedHour(date: string, hour: number, day: DayWeather): WeatherHourObserved {
  const temperatureC = 9 + 5 * Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  return {
    time: `${date}T${String(hour).padStart(2, '0')}:00`,
    isDay: hour >= 8 && hour < 17,
    temperatureC: Math.round(temperatureC * 10) / 10,
    apparentTemperatureC: Math.round((temperatureC - 2) * 10) / 10,
    dewPointC: Math.round((temperatureC - 13) * 10) / 10,
    humidityPct: 62,
    pressureHpa: 1016 - hour * 0.2,
    surfacePressureHpa: 1015,
    visibilityM: day.visibilityM,
    cloudCoverPct: day.lowCloudPct + 10,
    cloudCoverLowPct: day.lowCloudPct,
    cloudCoverMidPct: 10,
    cloudCoverHighPct: 0,
    precipitationMm: day.precipitationMm,
    precipitationProbabilityPct: day.rainChancePct,
    weatherCode: day.weatherCode,
    windSpeedMs: day.windMs,
    windDirectionDeg: 225,
    windGustsMs: day.gustMs,
    windAloft: WIND_LEVELS.map((level, index) => ({
      level,
      heightM: ALOFT_HEIGHTS[index],
      speedMs: day.windMs + index * 1.5,
      directionDeg: 230 + index * 5,
    })),
    capeJkg: 50,
    freezingLevelM: 1_800,
    uvIndex: hour >= 8 && hour < 17 ? 2.5 : 0,
  };
}

/** Five days of hours from the start of today in Amsterdam, issued at `now`. */
export function testForecast(
  now = new Date(),
  location: WeatherLocationId = 'teuge',
  changes: Partial<JumpWeatherForecast> = {},
): JumpWeatherForecast {
  const dates = [amsterdamWallTime(now).slice(0, 10)];
  while (dates.length < DAYS.length) dates.push(nextDate(dates[dates.length - 1]));
  const observed = dates.flatMap((date, index) =>
    Array.from({ length: 24 }, (_, hour) => observedHour(date, hour, DAYS[index])),
  );
  const hours = deriveHours(observed, 10);
  return {
    location,
    latitude: 52.2447,
    longitude: 6.0467,
    elevationM: 10,
    timezone: 'Europe/Amsterdam',
    issuedAt: now.toISOString(),
    nextUpdateAt: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
    stale: false,
    hours,
    days: summariseDays(
      hours,
      dates.map((date) => ({ date, sunrise: `${date}T08:00`, sunset: `${date}T17:00` })),
    ),
    ...changes,
  };
}

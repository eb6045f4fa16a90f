// Which hours and days the overview shows, and the numbers of a jump day.
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import type { JumpWeatherForecast, WeatherDay, WeatherHour } from '@contract/weather/forecast.ts';
import { currentHourKey, nextDate } from './time';

export const STRIP_HOURS = 48;

/** The hours from the one `now` falls in, at most `count` of them. */
export function hoursFrom(forecast: JumpWeatherForecast, now: Date, count = STRIP_HOURS): WeatherHour[] {
  const key = currentHourKey(now);
  const start = forecast.hours.findIndex((hour) => hour.time >= key);
  return start < 0 ? [] : forecast.hours.slice(start, start + count);
}

/** Today and tomorrow in Amsterdam, as far as the forecast reaches. */
export function todayAndTomorrow(forecast: JumpWeatherForecast, now: Date): WeatherDay[] {
  const today = amsterdamWallTime(now).slice(0, 10);
  return [today, nextDate(today)]
    .map((date) => forecast.days.find((day) => day.date === date))
    .filter((day): day is WeatherDay => day !== undefined);
}

/** A day's daylight hours, where the jump day is decided; the whole day when daylight is not known. */
export function daylightHours(forecast: JumpWeatherForecast, day: WeatherDay): WeatherHour[] {
  const hours = forecast.hours.filter((hour) => hour.time.startsWith(day.date));
  const light = hours.filter((hour) => hour.isDay === true);
  return light.length > 0 ? light : hours;
}

const lowest = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? Math.min(...known) : null;
};

/** What the day summary leaves out: the poorest visibility and the lowest cloud base of the jump day. */
export const dayLows = (hours: WeatherHour[]) => ({
  visibilityM: lowest(hours.map((hour) => hour.visibilityM)),
  cloudBaseM: lowest(hours.map((hour) => hour.cloudBaseM)),
});

/** The dates the forecast has hours for, in order. */
export const forecastDates = (forecast: JumpWeatherForecast): string[] => [
  ...new Set(forecast.hours.map((hour) => hour.time.slice(0, 10))),
];

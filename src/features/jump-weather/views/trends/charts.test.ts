import { describe, expect, it } from 'vitest';
import { testForecast } from '@/features/jump-weather/test-forecast';
import type { WeatherHour } from '@contract/weather/forecast.ts';
import { chartHours, nightStretches, trendData, wallSeconds, type TrendChartId } from './charts';

// The test forecast: five days from Friday 27 November, daylight 08:00 to 17:00 (9 hours a day).
// Day 2 is windy (8.5 m/s, gusts 13), day 3 wet (1.4 mm an hour, 90%, visibility 2.5 km), day 4
// has no visibility at all.
const forecast = testForecast(new Date('2026-11-27T09:30:00Z'));

const chart = (id: TrendChartId, unit: 'ms' | 'kmh' | 'kn' = 'ms', lang: 'en' | 'nl' = 'en') =>
  trendData(forecast, unit, lang).charts.find((found) => found.id === id)!;

describe('the trend charts', () => {
  it('draws the rule limits: 7 m/s wind, 10 m/s gusts, 3 km visibility, a 1,500 m ceiling, 30% rain chance', () => {
    expect(chart('ground-wind').limits).toEqual([
      { label: 'Wind limit 7 m/s', value: 7 },
      { label: 'Gust limit 10 m/s', value: 10 },
    ]);
    expect(chart('visibility').limits).toEqual([{ label: 'Minimum 3 km', value: 3 }]);
    expect(chart('cloud-base').limits).toEqual([{ label: 'Minimum ceiling 1,500 m', value: 1500 }]);
    expect(chart('rain').limits).toEqual([{ label: 'Showers possible from 30%', value: 30 }]);
    expect(chart('wind-aloft').limits).toEqual([]);
  });

  it('draws wind and its limits in the chosen unit', () => {
    const knots = chart('ground-wind', 'kn');
    expect(knots.unit).toBe('kn');
    expect(knots.limits[0].label).toBe('Wind limit 14 kn');
    expect(knots.limits[0].value).toBeCloseTo(13.61, 2);
    expect(Math.max(...knots.lines[0].values.map((value) => value ?? 0))).toBeCloseTo(16.52, 2);
    expect(chart('ground-wind', 'kmh', 'nl').limits[0].label).toBe('Windgrens 25 km/h');
  });

  it('says in words what each chart shows, counting daylight hours', () => {
    expect(chart('ground-wind').summary).toBe(
      'The ground wind is strongest on Sat 28 Nov at 00:00, at 8.5 m/s; the strongest gust is 13.0 m/s. ' +
        'It reaches our 7 m/s limit in 9 of the 45 daylight hours.',
    );
    expect(chart('visibility').summary).toBe(
      'Visibility is lowest on Sun 29 Nov at 00:00, at 2.5 km. It is under our 3 km minimum in 9 daylight hours.',
    );
    expect(chart('rain').summary).toBe(
      'The chance of rain is highest on Sun 29 Nov at 00:00, at 90%. Rain is expected in 9 daylight hours, 33.6 mm in all.',
    );
    expect(chart('ground-wind', 'ms', 'nl').summary).toBe(
      'De wind aan de grond is het sterkst op za 28 nov om 0.00: 8,5 m/s. De hardste windstoot is 13,0 m/s. ' +
        'In 9 van de 45 uren met daglicht haalt de wind onze grens van 7 m/s.',
    );
  });

  it('gives the numbers per day as a table', () => {
    const table = chart('ground-wind').table;
    expect(table.columns).toEqual([
      'Strongest wind',
      'Strongest gust',
      'Daylight hours at or over the limit',
    ]);
    expect(table.rows).toHaveLength(5);
    expect(table.rows[0]).toEqual({ day: 'Fri 27 Nov', cells: ['3.0 m/s', '5.0 m/s', '0'] });
    expect(table.rows[1]).toEqual({ day: 'Sat 28 Nov', cells: ['8.5 m/s', '13.0 m/s', '9'] });
    // Day 4 has no visibility: a dash, not a zero.
    expect(chart('visibility').table.rows[3].cells).toEqual(['–', '0']);
  });

  it('caps visibility at 20 km on the chart, keeps gaps as gaps, and says so', () => {
    const visibility = chart('visibility');
    expect(visibility.cap).toBe(20);
    expect(visibility.note).toBe('Drawn up to 20 km; more is shown as 20 km.');
    expect(visibility.lines[0].values.slice(72, 96).every((value) => value === null)).toBe(true);
  });

  it('shades the nights and keeps time going forward', () => {
    const { x, nights } = trendData(forecast, 'ms', 'en');
    expect(x.every((seconds, index) => index === 0 || seconds > x[index - 1])).toBe(true);
    // Midnight to 08:00 on the first day, then 17:00 to 08:00 the next morning, and so on.
    expect(nights[0]).toEqual([wallSeconds('2026-11-27T00:00'), wallSeconds('2026-11-27T08:00')]);
    expect(nights[1]).toEqual([wallSeconds('2026-11-27T17:00'), wallSeconds('2026-11-28T08:00')]);
    expect(nights).toHaveLength(6);
  });

  it('drops the repeated hour of the night the clocks go back', () => {
    const hour = (time: string) => ({ ...forecast.hours[0], time }) as WeatherHour;
    const kept = chartHours([
      hour('2026-10-25T01:00'),
      hour('2026-10-25T02:00'),
      hour('2026-10-25T02:00'),
      hour('2026-10-25T03:00'),
    ]);
    expect(kept.map((found) => found.time)).toEqual([
      '2026-10-25T01:00',
      '2026-10-25T02:00',
      '2026-10-25T03:00',
    ]);
    expect(nightStretches([])).toEqual([]);
  });

  it('says when a chart has no data at all', () => {
    const empty = {
      ...forecast,
      hours: forecast.hours.map((found) => ({ ...found, precipitationProbabilityPct: null })),
    };
    const rain = trendData(empty, 'ms', 'en').charts.find((found) => found.id === 'rain')!;
    expect(rain.summary).toBe('No data for this chart in this forecast.');
  });
});

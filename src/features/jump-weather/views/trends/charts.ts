// What the trend charts show, worked out apart from the drawing: the series in the visitor's wind
// unit, the rule limits as lines, the night hours, and the same facts in words and per-day tables
// for those who do not see the charts. Numbers are counted over daylight hours, the only hours the
// outlook can call likely.
import { dayMonthText, shortWeekdayText } from '@/features/jump-weather/time';
import type { Language } from '@contract/language.ts';
import type { JumpWeatherForecast, WeatherHour, WindLevel } from '@contract/weather/forecast.ts';
import { JUMP_RULES } from '@contract/weather/rules.ts';
import {
  convertWind,
  formatHeight,
  formatNumber,
  formatPercent,
  formatPrecipitation,
  formatVisibility,
  formatWind,
  MISSING,
  WIND_UNIT_SYMBOLS,
  type WindUnit,
} from '@contract/weather/units.ts';
import { clockTime } from '@contract/weather/words.ts';
import { trendsCopy } from './copy';

export const TREND_CHART_IDS = ['ground-wind', 'wind-aloft', 'visibility', 'cloud-base', 'rain'] as const;
export type TrendChartId = (typeof TREND_CHART_IDS)[number];

export interface ChartLine {
  label: string;
  values: (number | null)[];
}

export interface ChartLimit {
  label: string;
  value: number;
}

export interface ChartTable {
  columns: string[];
  rows: { day: string; cells: string[] }[];
}

export interface TrendChart {
  id: TrendChartId;
  title: string;
  /** The unit of the y axis. */
  unit: string;
  lines: ChartLine[];
  limits: ChartLimit[];
  /** The top of the y axis is at least this, so a calm day does not look like a gale. */
  minTop: number;
  /** Values above this are drawn at it (visibility reaches tens of km; the 3 km rule is what matters). */
  cap?: number;
  /** Says how the axis is capped, when it is. */
  note?: string;
  summary: string;
  table: ChartTable;
}

export interface TrendData {
  /** Each hour's local wall time as seconds on a UTC clock: the charts label them in UTC, so as Amsterdam shows them. */
  x: number[];
  /** The hours drawn, in the order of `x`. */
  hours: WeatherHour[];
  /** Night stretches as [start, end] on the `x` clock, shaded in the charts. */
  nights: [number, number][];
  charts: TrendChart[];
}

const HOUR_S = 3600;
/** Visibility is drawn up to this; the rule is decided at 3 km. */
const VISIBILITY_CAP_KM = 20;

export const wallSeconds = (wallTime: string) => Date.parse(`${wallTime}:00Z`) / 1000;

/**
 * The hours in time order, without the repeated hour of the night the clocks go back (Open-Meteo
 * names both by the same wall time): a chart's time axis must only go forward.
 */
export function chartHours(hours: readonly WeatherHour[]): WeatherHour[] {
  const kept: WeatherHour[] = [];
  let last = -Infinity;
  for (const hour of hours) {
    const at = wallSeconds(hour.time);
    if (Number.isFinite(at) && at > last) {
      kept.push(hour);
      last = at;
    }
  }
  return kept;
}

/** Stretches of hours that are not daylight, each running to the end of its last hour. */
export function nightStretches(hours: readonly WeatherHour[]): [number, number][] {
  const stretches: [number, number][] = [];
  for (const hour of hours) {
    if (hour.isDay !== false) continue;
    const start = wallSeconds(hour.time);
    const previous = stretches[stretches.length - 1];
    if (previous && previous[1] === start) previous[1] = start + HOUR_S;
    else stretches.push([start, start + HOUR_S]);
  }
  return stretches;
}

const windAt = (hour: WeatherHour, level: WindLevel) =>
  hour.windAloft.find((wind) => wind.level === level)?.speedMs ?? null;

interface Extreme {
  value: number;
  hour: WeatherHour;
}

/** The highest (or lowest) value and its first hour; null when every value is missing. */
function extreme(
  hours: readonly WeatherHour[],
  read: (hour: WeatherHour) => number | null,
  pick: 'max' | 'min',
): Extreme | null {
  let best: Extreme | null = null;
  for (const hour of hours) {
    const value = read(hour);
    if (value === null) continue;
    if (!best || (pick === 'max' ? value > best.value : value < best.value)) best = { value, hour };
  }
  return best;
}

const countDaylight = (hours: readonly WeatherHour[], test: (hour: WeatherHour) => boolean) =>
  hours.filter((hour) => hour.isDay === true && test(hour)).length;

const isRaining = (hour: WeatherHour) => hour.precipitationMm !== null && hour.precipitationMm > 0;

export function trendData(forecast: JumpWeatherForecast, windUnit: WindUnit, lang: Language): TrendData {
  const copy = trendsCopy[lang];
  const hours = chartHours(forecast.hours);
  const dates = [...new Set(hours.map((hour) => hour.time.slice(0, 10)))];
  const byDay = dates.map((date) => ({
    day: `${shortWeekdayText(date, lang)} ${dayMonthText(date, lang)}`,
    hours: hours.filter((hour) => hour.time.startsWith(date)),
  }));
  const when = (found: Extreme | null) =>
    found
      ? copy.at(
          `${shortWeekdayText(found.hour.time.slice(0, 10), lang)} ${dayMonthText(found.hour.time.slice(0, 10), lang)}`,
          clockTime(found.hour.time, lang),
        )
      : MISSING;
  const table = (columns: string[], cells: (dayHours: WeatherHour[]) => string[]): ChartTable => ({
    columns,
    rows: byDay.map(({ day, hours: dayHours }) => ({ day, cells: cells(dayHours) })),
  });

  const wind = (ms: number | null) => formatWind(ms, windUnit, lang);
  /** A limit is a whole number in any unit: 7 m/s, 25 km/h, 14 kn. */
  const limitWind = (ms: number) => formatWind(ms, windUnit, lang, { round: true });
  const maxWind = JUMP_RULES.maxWindMs;
  const overWind = (hour: WeatherHour) => hour.windSpeedMs !== null && hour.windSpeedMs >= maxWind;
  const windPeak = extreme(hours, (hour) => hour.windSpeedMs, 'max');
  const gustPeak = extreme(hours, (hour) => hour.windGustsMs, 'max');
  const groundWind: TrendChart = {
    id: 'ground-wind',
    title: copy.groundWind.title,
    unit: WIND_UNIT_SYMBOLS[windUnit],
    lines: [
      { label: copy.groundWind.wind, values: hours.map((hour) => convertWind(hour.windSpeedMs, windUnit)) },
      { label: copy.groundWind.gusts, values: hours.map((hour) => convertWind(hour.windGustsMs, windUnit)) },
    ],
    limits: [
      { label: copy.groundWind.windLimit(limitWind(maxWind)), value: convertWind(maxWind, windUnit) },
      {
        label: copy.groundWind.gustLimit(limitWind(JUMP_RULES.maxGustMs)),
        value: convertWind(JUMP_RULES.maxGustMs, windUnit),
      },
    ],
    minTop: convertWind(JUMP_RULES.maxGustMs + 2, windUnit),
    summary: copy.groundWind.summary(
      wind(windPeak?.value ?? null),
      when(windPeak),
      wind(gustPeak?.value ?? null),
      limitWind(maxWind),
      countDaylight(hours, overWind),
      countDaylight(hours, () => true),
    ),
    table: table(copy.groundWind.columns, (dayHours) => [
      wind(extreme(dayHours, (hour) => hour.windSpeedMs, 'max')?.value ?? null),
      wind(extreme(dayHours, (hour) => hour.windGustsMs, 'max')?.value ?? null),
      String(countDaylight(dayHours, overWind)),
    ]),
  };

  const aloft = (dayHours: readonly WeatherHour[], level: WindLevel) =>
    wind(extreme(dayHours, (hour) => windAt(hour, level), 'max')?.value ?? null);
  const windAloft: TrendChart = {
    id: 'wind-aloft',
    title: copy.windAloft.title,
    unit: WIND_UNIT_SYMBOLS[windUnit],
    lines: [
      {
        label: copy.windAloft.low,
        values: hours.map((hour) => convertWind(windAt(hour, '900hPa'), windUnit)),
      },
      {
        label: copy.windAloft.high,
        values: hours.map((hour) => convertWind(windAt(hour, '700hPa'), windUnit)),
      },
    ],
    limits: [],
    minTop: convertWind(15, windUnit),
    summary: copy.windAloft.summary(aloft(hours, '900hPa'), aloft(hours, '700hPa')),
    table: table(copy.windAloft.columns, (dayHours) => [
      aloft(dayHours, '900hPa'),
      aloft(dayHours, '700hPa'),
    ]),
  };

  const minVisibilityM = JUMP_RULES.minVisibilityKm * 1000;
  const poorVisibility = (hour: WeatherHour) =>
    hour.visibilityM !== null && hour.visibilityM < minVisibilityM;
  const visibilityLow = extreme(hours, (hour) => hour.visibilityM, 'min');
  const visibilityLimit = `${formatNumber(JUMP_RULES.minVisibilityKm, lang)} km`;
  const visibility: TrendChart = {
    id: 'visibility',
    title: copy.visibility.title,
    unit: 'km',
    lines: [
      {
        label: copy.visibility.line,
        values: hours.map((hour) => (hour.visibilityM === null ? null : hour.visibilityM / 1000)),
      },
    ],
    limits: [{ label: copy.visibility.limit(visibilityLimit), value: JUMP_RULES.minVisibilityKm }],
    minTop: VISIBILITY_CAP_KM,
    cap: VISIBILITY_CAP_KM,
    note: copy.visibility.axisCap(formatVisibility(VISIBILITY_CAP_KM * 1000, lang)),
    summary: copy.visibility.summary(
      formatVisibility(visibilityLow?.value ?? null, lang),
      when(visibilityLow),
      visibilityLimit,
      countDaylight(hours, poorVisibility),
    ),
    table: table(copy.visibility.columns, (dayHours) => [
      formatVisibility(extreme(dayHours, (hour) => hour.visibilityM, 'min')?.value ?? null, lang),
      String(countDaylight(dayHours, poorVisibility)),
    ]),
  };

  const minCeiling = JUMP_RULES.minCloudBaseM;
  const lowCeiling = (hour: WeatherHour) => hour.ceilingM !== null && hour.ceilingM < minCeiling;
  const lowest = (dayHours: readonly WeatherHour[], read: (hour: WeatherHour) => number | null) =>
    extreme(dayHours, read, 'min')?.value ?? null;
  const ceilingLow = lowest(hours, (hour) => hour.ceilingM);
  const cloudBase: TrendChart = {
    id: 'cloud-base',
    title: copy.cloudBase.title,
    unit: 'm',
    lines: [
      { label: copy.cloudBase.base, values: hours.map((hour) => hour.cloudBaseM) },
      { label: copy.cloudBase.ceiling, values: hours.map((hour) => hour.ceilingM) },
    ],
    limits: [{ label: copy.cloudBase.limit(formatHeight(minCeiling, lang)), value: minCeiling }],
    minTop: JUMP_RULES.comfortableCloudBaseM + 500,
    summary: copy.cloudBase.summary(
      formatHeight(
        lowest(hours, (hour) => hour.cloudBaseM),
        lang,
      ),
      ceilingLow === null ? null : formatHeight(ceilingLow, lang),
      formatHeight(minCeiling, lang),
      countDaylight(hours, lowCeiling),
    ),
    table: table(copy.cloudBase.columns, (dayHours) => [
      formatHeight(
        lowest(dayHours, (hour) => hour.cloudBaseM),
        lang,
      ),
      formatHeight(
        lowest(dayHours, (hour) => hour.ceilingM),
        lang,
      ),
      String(countDaylight(dayHours, lowCeiling)),
    ]),
  };

  const rainPeak = extreme(hours, (hour) => hour.precipitationProbabilityPct, 'max');
  const rainTotal = (dayHours: readonly WeatherHour[]) => {
    const known = dayHours.filter((hour) => hour.precipitationMm !== null);
    return known.length === 0 ? null : known.reduce((sum, hour) => sum + (hour.precipitationMm ?? 0), 0);
  };
  const rain: TrendChart = {
    id: 'rain',
    title: copy.rain.title,
    unit: '%',
    lines: [{ label: copy.rain.line, values: hours.map((hour) => hour.precipitationProbabilityPct) }],
    limits: [
      {
        label: copy.rain.limit(formatPercent(JUMP_RULES.rainChanceMarginPct, lang)),
        value: JUMP_RULES.rainChanceMarginPct,
      },
    ],
    minTop: 100,
    summary: copy.rain.summary(
      formatPercent(rainPeak?.value ?? null, lang),
      when(rainPeak),
      countDaylight(hours, isRaining),
      formatPrecipitation(rainTotal(hours), lang),
    ),
    table: table(copy.rain.columns, (dayHours) => [
      formatPercent(
        extreme(dayHours, (hour) => hour.precipitationProbabilityPct, 'max')?.value ?? null,
        lang,
      ),
      formatPrecipitation(rainTotal(dayHours), lang),
      String(countDaylight(dayHours, isRaining)),
    ]),
  };

  const charts = [groundWind, windAloft, visibility, cloudBase, rain].map((chart) =>
    chart.lines.some((line) => line.values.some((value) => value !== null))
      ? chart
      : { ...chart, summary: copy.noData },
  );
  return { x: hours.map((hour) => wallSeconds(hour.time)), hours, nights: nightStretches(hours), charts };
}

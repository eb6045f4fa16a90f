import { amsterdamWallTime } from '../amsterdam-time.ts';
import { LOCALES, type Language } from '../language.ts';
import type { JumpOutlook, JumpWeatherForecast, WeatherHour } from './forecast.ts';
import { JUMP_RULES, SCATTERED_CLOUD_PCT, visibilityNearKm } from './rules.ts';
import {
  convertWind,
  formatHeight,
  formatNumber,
  formatVisibility,
  WIND_UNIT_SYMBOLS,
  type WindUnit,
} from './units.ts';
import { isShowerCode, isSnowCode, isThunderCode, isDrizzleCode } from './weather-codes.ts';
import {
  capitalise,
  clockTime,
  compassName,
  OUTLOOK_LABELS,
  OUTLOOK_SHORT,
  outlookSummary,
} from './words.ts';

// The written forecast a drop zone manager posts in the morning: per day, the daylight periods in
// one sentence each, with rounded numbers, and where the jumping outlook turns, the hour it does.
// Written from the forecast alone, so the same forecast always reads the same.

export const BULLETIN_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type BulletinPeriodName = (typeof BULLETIN_PERIODS)[number];

/** The local hours each period starts at; a period ends where the next starts, the evening at midnight. */
const PERIOD_START_HOUR: Record<BulletinPeriodName, number> = { morning: 0, afternoon: 12, evening: 18 };

const PERIOD_LABELS: Record<Language, Record<BulletinPeriodName, string>> = {
  en: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  nl: { morning: 'Ochtend', afternoon: 'Middag', evening: 'Avond' },
};

export interface BulletinPeriod {
  period: BulletinPeriodName;
  /** 'Morning', 'Ochtend'. */
  label: string;
  /** The period's weather and outlook, without its label: "south-west wind 4 m/s, gusting 7, dry". */
  text: string;
}

export interface BulletinSection {
  /** 'YYYY-MM-DD', local. */
  date: string;
  /** 'Today', 'Tomorrow', or the weekday and date: 'Thursday 28 November'. */
  heading: string;
  outlook: JumpOutlook;
  /** The day's outlook with its main reasons: "Jumping unlikely: rain, gusty". */
  outlookText: string;
  /** The daylight periods still ahead. */
  periods: BulletinPeriod[];
  /** The periods in one paragraph: "Morning: …; afternoon: …." */
  text: string;
}

const OUTLOOK_RANK: Record<JumpOutlook, number> = { likely: 0, marginal: 1, unknown: 2, unlikely: 3 };
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const hourOf = (time: string) => Number(time.slice(11, 13));

/** Local date and hour of an instant in Europe/Amsterdam: ['2026-11-28', 14]. */
function amsterdamNow(iso: string): [string, number] {
  const wall = amsterdamWallTime(iso);
  return [wall.slice(0, 10), Number(wall.slice(11, 13))];
}

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function dayHeading(date: string, today: string, lang: Language): string {
  if (date === today) return lang === 'en' ? 'Today' : 'Vandaag';
  if (date === nextDate(today)) return lang === 'en' ? 'Tomorrow' : 'Morgen';
  const written = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));
  return capitalise(written);
}

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** The wind the period mostly comes from, averaged as vectors so that 350° and 10° make north. */
function prevailingDirection(hours: WeatherHour[]): number | null {
  let x = 0;
  let y = 0;
  for (const hour of hours) {
    if (hour.windSpeedMs === null || hour.windDirectionDeg === null) continue;
    const radians = (hour.windDirectionDeg * Math.PI) / 180;
    x += hour.windSpeedMs * Math.sin(radians);
    y += hour.windSpeedMs * Math.cos(radians);
  }
  if (x === 0 && y === 0) return null;
  return ((Math.atan2(x, y) * 180) / Math.PI + 360) % 360;
}

function windClause(hours: WeatherHour[], lang: Language, unit: WindUnit): string | null {
  const winds = present(hours.map((hour) => hour.windSpeedMs));
  if (winds.length === 0) return null;
  const round = (ms: number) => Math.round(convertWind(ms, unit));
  const low = round(Math.min(...winds));
  const high = round(Math.max(...winds));
  if (high < 1) return lang === 'en' ? 'hardly any wind' : 'nauwelijks wind';
  const direction = compassName(prevailingDirection(hours), lang);
  const speed =
    low === high
      ? `${formatNumber(high, lang)} ${WIND_UNIT_SYMBOLS[unit]}`
      : `${formatNumber(low, lang)} ${lang === 'en' ? 'to' : 'tot'} ${formatNumber(high, lang)} ${WIND_UNIT_SYMBOLS[unit]}`;
  const wind =
    lang === 'en'
      ? `${direction ? `${direction} wind` : 'wind'} ${speed}`
      : `${direction ? `${direction}wind` : 'wind'} ${speed}`;
  const gusts = present(hours.map((hour) => hour.windGustsMs));
  // Gusts are worth a mention when they clearly top the wind: 2 m/s or more.
  if (gusts.length === 0 || Math.max(...gusts) - Math.max(...winds) < 2) return wind;
  const gust = formatNumber(round(Math.max(...gusts)), lang);
  return lang === 'en' ? `${wind}, gusting ${gust}` : `${wind}, uitschieters tot ${gust}`;
}

function cloudClause(hours: WeatherHour[], lang: Language): string | null {
  const ceilings = present(hours.map((hour) => hour.ceilingM));
  if (ceilings.length > 0) {
    const height = formatHeight(Math.min(...ceilings), lang, 100);
    return lang === 'en' ? `cloud cover from ${height}` : `bewolking vanaf ${height}`;
  }
  const bases = present(
    hours
      .filter((hour) => (hour.cloudCoverLowPct ?? 0) >= SCATTERED_CLOUD_PCT)
      .map((hour) => hour.cloudBaseM),
  );
  if (bases.length > 0) {
    const height = formatHeight(Math.min(...bases), lang, 100);
    return lang === 'en' ? `cloud base around ${height}` : `wolkenbasis rond ${height}`;
  }
  const cover = present(hours.map((hour) => hour.cloudCoverPct));
  if (cover.length === 0) return null;
  if (Math.max(...cover) < SCATTERED_CLOUD_PCT) return lang === 'en' ? 'mostly clear' : 'vrijwel onbewolkt';
  return lang === 'en' ? 'some high cloud' : 'wat hogere bewolking';
}

function visibilityClause(hours: WeatherHour[], lang: Language): string | null {
  const visibilities = present(hours.map((hour) => hour.visibilityM));
  if (visibilities.length === 0) return null;
  const lowest = Math.min(...visibilities);
  if (lowest >= visibilityNearKm * 1000) return null;
  const always = visibilities.every((visibility) => visibility < visibilityNearKm * 1000);
  const km = formatVisibility(lowest, lang);
  if (lang === 'en') return always ? `visibility only ${km}` : `visibility at times only ${km}`;
  return always ? `zicht maar ${km}` : `zicht soms maar ${km}`;
}

/** What falls, from the hours that bring rain: thunder before snow before showers before drizzle. */
function precipitationKind(hours: WeatherHour[], lang: Language): string {
  const codes = hours.map((hour) => hour.weatherCode);
  const en = lang === 'en';
  if (codes.some(isThunderCode)) return en ? 'thunderstorms' : 'onweersbuien';
  if (codes.some(isSnowCode)) return en ? 'snow' : 'sneeuw';
  if (codes.some(isShowerCode)) return en ? 'showers' : 'buien';
  if (codes.length > 0 && codes.every(isDrizzleCode)) return en ? 'drizzle' : 'motregen';
  return en ? 'rain' : 'regen';
}

function rainClause(hours: WeatherHour[], lang: Language): string | null {
  const wet = hours.filter((hour) => hour.reasons.includes('rain'));
  if (wet.length > 0) {
    const kind = precipitationKind(wet, lang);
    return lang === 'en' ? `${kind} likely` : `kans op ${kind}`;
  }
  const chances = present(hours.map((hour) => hour.precipitationProbabilityPct));
  if (chances.length > 0 && Math.max(...chances) >= JUMP_RULES.rainChanceMarginPct)
    return lang === 'en' ? 'a small chance of rain' : 'kleine kans op regen';
  if (hours.every((hour) => hour.precipitationMm === null)) return null;
  return lang === 'en' ? 'dry' : 'droog';
}

/**
 * The period's outlook, said only when it differs from where the last period ended. A turn that
 * holds to the end of the period is named by its hour ("jumping unlikely after 14:00"); anything
 * more changeable by the most common outlook and the worst ("jumping likely, at times unlikely").
 */
function outlookClause(
  hours: WeatherHour[],
  previous: JumpOutlook | null,
  lang: Language,
): { clause: string | null; end: JumpOutlook } {
  const en = lang === 'en';
  const outlooks = hours.map((hour) => hour.outlook);
  const end = outlooks[outlooks.length - 1];
  const label = (outlook: JumpOutlook) => lower(OUTLOOK_LABELS[lang][outlook]);
  const short = (outlook: JumpOutlook) => lower(OUTLOOK_SHORT[lang][outlook]);
  if (outlooks.every((outlook) => outlook === end))
    return { clause: end === previous ? null : label(end), end };

  let turn = outlooks.length - 1;
  while (turn > 0 && outlooks[turn - 1] === end) turn--;
  const head = outlooks.slice(0, turn);
  if (head.every((outlook) => outlook === head[0])) {
    const before = head[0];
    const time = clockTime(hours[turn].time, lang);
    if (before === previous) {
      const worse = OUTLOOK_RANK[end] > OUTLOOK_RANK[before];
      const clause = en
        ? `${label(end)} ${worse ? 'after' : 'from'} ${time}`
        : `${worse ? 'na' : 'vanaf'} ${time} uur ${label(end)}`;
      return { clause, end };
    }
    const clause = en
      ? `${label(before)} until ${time}, then ${short(end)}`
      : `tot ${time} uur ${label(before)}, daarna ${short(end)}`;
    return { clause, end };
  }

  const counts = new Map<JumpOutlook, number>();
  for (const outlook of outlooks) counts.set(outlook, (counts.get(outlook) ?? 0) + 1);
  const [common] = [...counts.entries()].sort(
    ([a, x], [b, y]) => y - x || OUTLOOK_RANK[b] - OUTLOOK_RANK[a],
  )[0];
  const worst = outlooks.reduce((a, b) => (OUTLOOK_RANK[b] > OUTLOOK_RANK[a] ? b : a));
  if (worst === common) return { clause: label(common), end };
  return { clause: `${label(common)}, ${en ? 'at times' : 'soms'} ${short(worst)}`, end };
}

/** The written forecast per day still ahead: today's past hours are left out, the dark ones always. */
export function writeBulletin(
  forecast: JumpWeatherForecast,
  lang: Language,
  windUnit: WindUnit,
): BulletinSection[] {
  const [today, hourNow] = amsterdamNow(forecast.issuedAt);
  const sections: BulletinSection[] = [];
  for (const day of forecast.days) {
    if (day.date < today) continue;
    const ahead = forecast.hours.filter(
      (hour) =>
        hour.time.startsWith(day.date) &&
        hour.isDay === true &&
        (day.date > today || hourOf(hour.time) >= hourNow),
    );
    let previous: JumpOutlook | null = null;
    const periods: BulletinPeriod[] = [];
    BULLETIN_PERIODS.forEach((period, index) => {
      const next = BULLETIN_PERIODS[index + 1];
      const hours = ahead.filter(
        (hour) =>
          hourOf(hour.time) >= PERIOD_START_HOUR[period] &&
          (!next || hourOf(hour.time) < PERIOD_START_HOUR[next]),
      );
      if (hours.length === 0) return;
      const { clause, end } = outlookClause(hours, previous, lang);
      previous = end;
      const clauses = [
        windClause(hours, lang, windUnit),
        cloudClause(hours, lang),
        visibilityClause(hours, lang),
        rainClause(hours, lang),
        clause,
      ].filter((text): text is string => text !== null);
      periods.push({ period, label: PERIOD_LABELS[lang][period], text: clauses.join(', ') });
    });
    if (periods.length === 0) continue;
    const text = `${periods.map((period, index) => `${index === 0 ? period.label : lower(period.label)}: ${period.text}`).join('; ')}.`;
    sections.push({
      date: day.date,
      heading: dayHeading(day.date, today, lang),
      outlook: day.outlook,
      outlookText: outlookSummary(day.outlook, day.reasons, lang),
      periods,
      text,
    });
  }
  return sections;
}

import { useId } from 'react';
import { Umbrella } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import type { Language } from '@contract/language.ts';
import type { JumpWeatherForecast, WeatherDay, WeatherHour } from '@contract/weather/forecast.ts';
import {
  formatHeight,
  formatPercent,
  formatTemperature,
  formatVisibility,
  formatWind,
  MISSING,
  type WindUnit,
} from '@contract/weather/units.ts';
import { clockTime, dayReasonText, OUTLOOK_LABELS, OUTLOOK_SHORT } from '@contract/weather/words.ts';
import { jumpWeatherCopy } from '../copy';
import { dayLows, daylightHours, hoursFrom, todayAndTomorrow } from '../days';
import { longDayText, nextDate, shortWeekdayText } from '../time';
import { OUTLOOK_LOOK, OutlookMark } from './OutlookMark';

/** Today and tomorrow at a glance, then the next 48 hours one by one. */
export function OverviewView({ forecast, windUnit }: { forecast: JumpWeatherForecast; windUnit: WindUnit }) {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  const now = new Date();
  const stripTitle = useId();
  const hours = hoursFrom(forecast, now);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        {todayAndTomorrow(forecast, now).map((day) => (
          <DayCard key={day.date} forecast={forecast} day={day} windUnit={windUnit} now={now} />
        ))}
      </div>
      <div className="min-w-0">
        <h3 id={stripTitle} className="text-lg font-bold text-brand-900 dark:text-white">
          {copy.next48}
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{copy.stripHint}</p>
        <div
          role="region"
          aria-labelledby={stripTitle}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard can scroll only a box that takes focus
          tabIndex={0}
          // Its 48 cells are laid out and painted only near the viewport: on a phone the strip starts
          // well below the first screen. Its height is known (8rem of cells), so nothing moves when they are.
          className="relative mt-3 overflow-x-auto rounded-xl pb-2 [contain-intrinsic-size:auto_8rem] [content-visibility:auto] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-300"
          data-weather-strip=""
        >
          <ol className="flex w-max gap-2">
            {hours.map((hour, index) => (
              <HourCell
                key={hour.time}
                hour={hour}
                windUnit={windUnit}
                lang={lang}
                showDay={index === 0 || hour.time.endsWith('T00:00')}
              />
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}

function dayName(date: string, now: Date, lang: Language): string {
  const copy = jumpWeatherCopy[lang];
  const today = amsterdamWallTime(now).slice(0, 10);
  if (date === today) return copy.today;
  if (date === nextDate(today)) return copy.tomorrow;
  return shortWeekdayText(date, lang);
}

function DayCard({
  forecast,
  day,
  windUnit,
  now,
}: {
  forecast: JumpWeatherForecast;
  day: WeatherDay;
  windUnit: WindUnit;
  now: Date;
}) {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  const daylight = daylightHours(forecast, day);
  const lows = dayLows(daylight);
  const temperature =
    day.temperatureMinC === null || day.temperatureMaxC === null
      ? MISSING
      : `${formatTemperature(day.temperatureMinC, lang)} – ${formatTemperature(day.temperatureMaxC, lang)}`;
  const rows: [string, string][] = [
    [
      copy.windAndGusts,
      `${formatWind(day.windMaxMs, windUnit, lang)} (${formatWind(day.gustMaxMs, windUnit, lang, { bare: true })})`,
    ],
    [copy.labels.visibility, formatVisibility(lows.visibilityM, lang)],
    [copy.labels.cloudBase, formatHeight(lows.cloudBaseM, lang)],
    [copy.rainChance, formatPercent(day.precipitationProbabilityMaxPct, lang)],
    [copy.labels.temperature, temperature],
  ];
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      data-weather-day={day.date}
    >
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold text-brand-900 dark:text-white">
        {dayName(day.date, now, lang)}
        <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
          {longDayText(day.date, lang)}
        </span>
      </h3>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <OutlookMark outlook={day.outlook} label={OUTLOOK_LABELS[lang][day.outlook]} />
        <span className="text-sm text-slate-700 dark:text-slate-300">
          {copy.likelyHours(day.likelyHours)}
        </span>
      </div>
      {/* Room for two reasons, so the cards line up and the strip below stays put. */}
      <ul className="mt-3 min-h-[3rem] list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {day.reasons.length === 0 && day.outlook === 'likely' ? (
          <li>{copy.withinRules}</li>
        ) : (
          day.reasons.map((reason) => <li key={reason}>{dayReasonText(reason, daylight, lang, windUnit)}</li>)
        )}
      </ul>
      <h4 className="sr-only">{copy.dayNumbers}</h4>
      {/* Two numbers a row while the two cards share a tablet's width: three would break "Temperatuur" mid-word. */}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-0.5 font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function HourCell({
  hour,
  windUnit,
  lang,
  showDay,
}: {
  hour: WeatherHour;
  windUnit: WindUnit;
  lang: Language;
  showDay: boolean;
}) {
  const copy = jumpWeatherCopy[lang];
  const look = OUTLOOK_LOOK[hour.outlook];
  const Icon = look.icon;
  return (
    <li
      className="flex w-32 shrink-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-sm dark:border-slate-700 dark:bg-slate-900"
      data-weather-hour={hour.time}
    >
      <span aria-hidden="true" className={`h-1.5 ${look.bar}`} />
      <div className="flex flex-1 flex-col gap-1 p-2">
        <p className="flex items-center gap-1.5 font-bold text-slate-900 dark:text-white">
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>
            <span className={showDay ? '' : 'sr-only'}>
              {shortWeekdayText(hour.time.slice(0, 10), lang)}{' '}
            </span>
            {clockTime(hour.time, lang)}
          </span>
        </p>
        {/* The longest Dutch word ("Onwaarschijnlijk") fits the cell at this size. */}
        <p className="text-xs font-semibold text-slate-800 dark:text-slate-100" data-outlook={hour.outlook}>
          {OUTLOOK_SHORT[lang][hour.outlook]}
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="sr-only">{copy.windAndGusts}: </span>
          {formatWind(hour.windSpeedMs, windUnit, lang)}
          <span className="block text-xs">
            ({formatWind(hour.windGustsMs, windUnit, lang, { bare: true })})
          </span>
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="sr-only">{copy.rainChance}: </span>
          <Umbrella aria-hidden="true" className="mr-1 inline h-3.5 w-3.5 align-[-2px]" />
          {formatPercent(hour.precipitationProbabilityPct, lang)}
        </p>
      </div>
    </li>
  );
}

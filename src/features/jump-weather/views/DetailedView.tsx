import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import type { Language } from '@contract/language.ts';
import type { JumpWeatherForecast, WeatherHour } from '@contract/weather/forecast.ts';
import { weatherLocation } from '@contract/weather/locations.ts';
import {
  formatHeight,
  formatPercent,
  formatPrecipitation,
  formatPressure,
  formatShear,
  formatTemperature,
  formatUvIndex,
  formatVisibility,
  formatWind,
  MISSING,
  type WindUnit,
} from '@contract/weather/units.ts';
import {
  capitalise,
  clockTime,
  cloudTypesText,
  compassPoint,
  LIGHTNING_RISK_LABELS,
  OUTLOOK_SHORT,
  PRESSURE_TREND_LABELS,
  TURBULENCE_LABELS,
} from '@contract/weather/words.ts';
import { jumpWeatherCopy, type JumpWeatherCopy } from '../copy';
import { forecastDates } from '../days';
import { longDayText, nextDate, shortWeekdayText } from '../time';
import { OutlookMark } from './OutlookMark';

type Column = { label: keyof JumpWeatherCopy['labels']; cell: (hour: WeatherHour) => React.ReactNode };

function columns(lang: Language, windUnit: WindUnit): Column[] {
  const copy = jumpWeatherCopy[lang];
  const text = (value: string | null) => value ?? MISSING;
  return [
    { label: 'temperature', cell: (h) => formatTemperature(h.temperatureC, lang) },
    { label: 'feelsLike', cell: (h) => formatTemperature(h.apparentTemperatureC, lang) },
    { label: 'dewPoint', cell: (h) => formatTemperature(h.dewPointC, lang) },
    { label: 'windSpeed', cell: (h) => formatWind(h.windSpeedMs, windUnit, lang) },
    {
      label: 'direction',
      cell: (h) =>
        h.windDirectionDeg === null
          ? MISSING
          : `${compassPoint(h.windDirectionDeg, lang)} (${Math.round(h.windDirectionDeg)}°)`,
    },
    { label: 'gusts', cell: (h) => formatWind(h.windGustsMs, windUnit, lang) },
    {
      label: 'windAloft',
      cell: (h) => (
        <ul className="space-y-0.5">
          {h.windAloft
            .filter((level) => level.level.endsWith('hPa'))
            .map((level) => (
              <li key={level.level} className="whitespace-nowrap">
                <span className="text-slate-600 dark:text-slate-400">
                  {formatHeight(level.heightM, lang)}
                </span>{' '}
                {formatWind(level.speedMs, windUnit, lang)}
                {level.directionDeg !== null && ` ${compassPoint(level.directionDeg, lang)}`}
              </li>
            ))}
        </ul>
      ),
    },
    { label: 'humidity', cell: (h) => formatPercent(h.humidityPct, lang) },
    { label: 'pressure', cell: (h) => formatPressure(h.pressureHpa, lang) },
    { label: 'visibility', cell: (h) => formatVisibility(h.visibilityM, lang) },
    { label: 'cloudBase', cell: (h) => formatHeight(h.cloudBaseM, lang) },
    {
      label: 'cloudCover',
      cell: (h) => (
        <>
          {formatPercent(h.cloudCoverPct, lang)}
          <span className="block whitespace-nowrap text-xs text-slate-600 dark:text-slate-400">
            {copy.layers(
              formatPercent(h.cloudCoverLowPct, lang),
              formatPercent(h.cloudCoverMidPct, lang),
              formatPercent(h.cloudCoverHighPct, lang),
            )}
          </span>
        </>
      ),
    },
    {
      label: 'ceiling',
      cell: (h) => (h.ceilingM === null ? copy.noCeiling : formatHeight(h.ceilingM, lang)),
    },
    {
      label: 'cloudTypes',
      cell: (h) => cloudTypesText(h.cloudTypes, lang),
    },
    { label: 'densityAltitude', cell: (h) => formatHeight(h.densityAltitudeM, lang) },
    { label: 'windShear', cell: (h) => formatShear(h.windShearMsPerKm, windUnit, lang) },
    { label: 'turbulence', cell: (h) => text(h.turbulence && TURBULENCE_LABELS[lang][h.turbulence]) },
    {
      label: 'lightning',
      cell: (h) => text(h.lightningRisk && LIGHTNING_RISK_LABELS[lang][h.lightningRisk]),
    },
    {
      label: 'precipitation',
      cell: (h) => (
        <>
          {formatPrecipitation(h.precipitationMm, lang)}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {formatPercent(h.precipitationProbabilityPct, lang)}
          </span>
        </>
      ),
    },
    { label: 'uvIndex', cell: (h) => formatUvIndex(h.uvIndex, lang) },
    { label: 'trend', cell: (h) => text(h.pressureTrend && PRESSURE_TREND_LABELS[lang][h.pressureTrend]) },
  ];
}

const dayButton =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-900 aria-pressed:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-brand-950';

/** Every weather value, hour by hour, one day at a time. */
export function DetailedView({ forecast, windUnit }: { forecast: JumpWeatherForecast; windUnit: WindUnit }) {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  const dates = forecastDates(forecast);
  const today = amsterdamWallTime(new Date()).slice(0, 10);
  const [picked, setPicked] = useState<string | null>(null);
  const day =
    picked !== null && dates.includes(picked) ? picked : (dates.find((date) => date >= today) ?? dates[0]);
  const pickerLabel = useId();
  const captionId = useId();
  const hours = forecast.hours.filter((hour) => hour.time.startsWith(day));
  const place = weatherLocation(forecast.location).names[lang];
  const cols = columns(lang, windUnit);
  const dayLabel = (date: string) =>
    date === today
      ? copy.today
      : date === nextDate(today)
        ? copy.tomorrow
        : capitalise(shortWeekdayText(date, lang));

  return (
    <div className="grid gap-4">
      <div role="group" aria-labelledby={pickerLabel} className="flex flex-wrap items-center gap-2">
        <span id={pickerLabel} className="text-sm font-semibold text-brand-900 dark:text-white">
          {copy.dayPicker}
        </span>
        {dates.map((date) => (
          <button
            key={date}
            type="button"
            aria-pressed={date === day}
            onClick={() => setPicked(date)}
            className={dayButton}
          >
            {dayLabel(date)}
            <span className="sr-only"> {longDayText(date, lang)}</span>
          </button>
        ))}
      </div>
      <div
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard can scroll only a box that takes focus
        tabIndex={0}
        className="relative max-h-[70vh] overflow-auto rounded-xl border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-700 dark:focus-visible:outline-brand-300"
        data-weather-table=""
      >
        <table className="min-w-max border-separate border-spacing-0 text-left text-sm">
          <caption id={captionId} className="sr-only">
            {copy.tableCaption(place, longDayText(day, lang))}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${headCell} left-0 z-30`}>
                {copy.hour}
              </th>
              <th scope="col" className={`${headCell} z-20`}>
                {copy.outlook}
              </th>
              {cols.map((column) => (
                <th key={column.label} scope="col" className={`${headCell} z-20`}>
                  {copy.labels[column.label]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour.time} className="align-top">
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-r border-slate-200 bg-white px-3 py-2 font-bold text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
                >
                  {clockTime(hour.time, lang)}
                </th>
                <td className={bodyCell}>
                  <OutlookMark
                    outlook={hour.outlook}
                    label={OUTLOOK_SHORT[lang][hour.outlook]}
                    size="small"
                  />
                </td>
                {cols.map((column) => (
                  <td key={column.label} className={bodyCell}>
                    {column.cell(hour)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const headCell =
  'sticky top-0 border-b border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-brand-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white';
const bodyCell =
  'border-b border-slate-200 px-3 py-2 text-slate-800 dark:border-slate-700 dark:text-slate-200';

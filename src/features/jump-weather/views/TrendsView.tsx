// The trends view: charts over the forecast days of the numbers the rules look at, with the
// limits drawn in. The chart library loads only when this view shows; each chart's summary and
// per-day table are there from the start and say the same in words. Nothing moves by itself: the
// charts draw once and redraw only on a resize or a theme change.
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { LOCALES, type Language } from '@contract/language.ts';
import type { JumpWeatherForecast } from '@contract/weather/forecast.ts';
import type { WindUnit } from '@contract/weather/units.ts';
import { clockTime } from '@contract/weather/words.ts';
import { shortWeekdayText } from '../time';
import { trendData, type TrendChart as TrendChartData } from './trends/charts';
import { trendsCopy } from './trends/copy';

const TrendChart = lazy(() => import('./trends/TrendChart'));

/** The labels the charts draw, for a language: stable, so a chart is not redrawn on every render. */
function chartLabels(lang: Language) {
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 });
  const wall = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16);
  return {
    dayLabel: (seconds: number) => {
      const date = wall(seconds).slice(0, 10);
      return `${shortWeekdayText(date, lang)} ${Number(date.slice(8, 10))}`;
    },
    timeLabel: (seconds: number) => {
      const time = wall(seconds);
      return `${shortWeekdayText(time.slice(0, 10), lang)} ${clockTime(time, lang)}`;
    },
    valueLabel: (value: number) => number.format(value),
  };
}

export default function TrendsView({
  forecast,
  windUnit,
}: {
  forecast: JumpWeatherForecast;
  windUnit: WindUnit;
}) {
  const { lang } = useLanguage();
  const copy = trendsCopy[lang];
  const titleId = useId();
  const data = useMemo(() => trendData(forecast, windUnit, lang), [forecast, windUnit, lang]);
  const labels = useMemo(() => chartLabels(lang), [lang]);

  return (
    <div className="grid gap-6" data-weather-trends="">
      <div>
        <h3 id={titleId} className="text-xl font-bold text-brand-900 dark:text-white">
          {copy.title}
        </h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{copy.intro}</p>
      </div>
      {data.charts.map((chart) => (
        <ChartFigure key={chart.id} chart={chart}>
          <Suspense
            fallback={
              <div
                role="status"
                className="flex min-h-[18rem] items-center justify-center text-sm text-slate-700 dark:text-slate-300"
              >
                {copy.loadingChart}
              </div>
            }
          >
            <TrendChart chart={chart} x={data.x} nights={data.nights} timeName={copy.time} {...labels} />
          </Suspense>
        </ChartFigure>
      ))}
    </div>
  );
}

function ChartFigure({ chart, children }: { chart: TrendChartData; children: ReactNode }) {
  const { lang } = useLanguage();
  const copy = trendsCopy[lang];
  const headingId = useId();
  return (
    <figure
      aria-labelledby={headingId}
      className="m-0 min-w-0 rounded-2xl border border-slate-200 p-4 dark:border-slate-700 dark:bg-slate-900 sm:p-5"
      data-trend-chart={chart.id}
    >
      <h4 id={headingId} className="text-lg font-bold text-brand-900 dark:text-white">
        {chart.title}{' '}
        <span className="text-base font-semibold text-slate-700 dark:text-slate-300">({chart.unit})</span>
      </h4>
      <div className="mt-3">{children}</div>
      <figcaption className="mt-3 max-w-prose text-slate-800 dark:text-slate-200">
        <p>{chart.summary}</p>
        {chart.note && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{chart.note}</p>}
        {chart.limits.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
            {chart.limits.map((limit) => (
              <li key={limit.label} className="flex items-center gap-2" data-trend-limit="">
                <span
                  aria-hidden="true"
                  className="inline-block w-6 border-t-2 border-dashed border-red-600 dark:border-red-400"
                />
                {limit.label}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-900 underline underline-offset-4 dark:text-white">
          {copy.tableSummary}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left">
            <caption className="sr-only">{`${chart.title}: ${copy.tableSummary.toLowerCase()}`}</caption>
            <thead className="text-slate-700 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {copy.day}
                </th>
                {chart.table.columns.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="text-slate-900 dark:text-slate-100">
              {chart.table.rows.map((row) => (
                <tr key={row.day} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {row.day}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={chart.table.columns[index]} className="py-1 pr-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

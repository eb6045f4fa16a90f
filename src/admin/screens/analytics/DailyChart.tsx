// A line chart of numbers per day, drawn by uPlot: loaded with this file only, as its own chunk,
// when the analytics screen shows a chart. Colours come from CSS variables set for light and dark,
// read again whenever the theme changes. The chart is hidden from assistive technology: the table
// beside it holds the same numbers.
import { useCallback, useRef } from 'react';
import { cssVariable, useUplot, type ChartPlan } from '@/lib/charts/use-uplot';

export interface DailySeries {
  label: string;
  values: number[];
}

const HEIGHT = 220;
const COLOUR_VARIABLES = ['--chart-1', '--chart-2'] as const;
const DASHES = [undefined, [6, 4]];

/** Midnight UTC of a YYYY-MM-DD day, in seconds, as uPlot's time scale counts. */
const dayStamp = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function colours(element: HTMLElement) {
  const read = (name: string) => cssVariable(element, name);
  return {
    series: COLOUR_VARIABLES.map(read),
    axis: read('--chart-axis'),
    grid: read('--chart-grid'),
  };
}

export default function DailyChart({
  days,
  series,
  locale,
}: {
  days: string[];
  series: DailySeries[];
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  const plan = useCallback(
    (element: HTMLElement): ChartPlan => {
      // Days are whole Amsterdam days stamped at midnight UTC, so they are labelled in UTC.
      const label = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
      const palette = colours(element);
      const axis = {
        stroke: palette.axis,
        grid: { stroke: palette.grid, width: 1 },
        ticks: { stroke: palette.grid, width: 1 },
      };
      return {
        options: {
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max * 1.1)] } },
          axes: [
            { ...axis, values: (_u, splits) => splits.map((split) => label.format(new Date(split * 1000))) },
            {
              ...axis,
              size: 48,
              values: (_u, splits) => splits.map((split) => split.toLocaleString(locale)),
            },
          ],
          series: [
            {},
            ...series.map((line, index) => ({
              label: line.label,
              stroke: palette.series[index % palette.series.length],
              width: 2,
              dash: DASHES[index % DASHES.length],
              points: { show: days.length <= 31 },
            })),
          ],
        },
        data: [days.map(dayStamp), ...series.map((line) => line.values)],
      };
    },
    [days, series, locale],
  );
  useUplot(box, plan, { height: HEIGHT, minWidth: 200 });

  return (
    <figure aria-hidden="true" className="mt-4">
      <div
        ref={box}
        className="w-full [--chart-1:theme(colors.brand.700)] [--chart-2:theme(colors.signal.600)] [--chart-axis:theme(colors.slate.700)] [--chart-grid:theme(colors.slate.200)] dark:[--chart-1:theme(colors.brand.300)] dark:[--chart-2:theme(colors.signal.500)] dark:[--chart-axis:theme(colors.slate.300)] dark:[--chart-grid:theme(colors.slate.700)]"
        style={{ minHeight: HEIGHT }}
      />
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300">
        {series.map((line, index) => (
          <span key={line.label} className="flex items-center gap-2">
            <span
              className={`inline-block w-6 border-t-2 ${index === 0 ? 'border-brand-700 dark:border-brand-300' : 'border-dashed border-signal-600 dark:border-signal-500'}`}
            />
            {line.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

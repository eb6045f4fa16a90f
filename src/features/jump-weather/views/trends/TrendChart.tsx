// One trend chart drawn by uPlot, which loads with this file only (its own chunk, with its CSS),
// when the trends view shows. Colours come from CSS variables set for light and dark and are read
// again when the theme changes; the chart follows its box's width. The canvas is hidden from
// assistive technology: the summary and table beside it say the same.
import { useCallback, useRef } from 'react';
import uPlot from 'uplot';
import { cssVariable, useUplot, type ChartPlan } from '@/lib/charts/use-uplot';
import type { TrendChart as TrendChartData } from './charts';

const HEIGHT = 220;
const LINE_VARIABLES = ['--trend-1', '--trend-2'] as const;
const LINE_DASHES: (number[] | undefined)[] = [undefined, [2, 3]];
const LIMIT_DASH = [8, 5];

function palette(element: HTMLElement) {
  const read = (name: string) => cssVariable(element, name);
  return {
    lines: LINE_VARIABLES.map(read),
    limit: read('--trend-limit'),
    night: read('--trend-night'),
    axis: read('--trend-axis'),
    grid: read('--trend-grid'),
  };
}

export default function TrendChart({
  chart,
  x,
  nights,
  dayLabel,
  timeLabel,
  valueLabel,
  timeName,
}: {
  chart: TrendChartData;
  x: number[];
  nights: [number, number][];
  /** The text under a midnight tick: 'Fri 28'. */
  dayLabel: (seconds: number) => string;
  /** The hour under the cursor, in the live legend. */
  timeLabel: (seconds: number) => string;
  valueLabel: (value: number) => string;
  /** What the live legend calls the hour under the cursor. */
  timeName: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  const plan = useCallback(
    (element: HTMLElement): ChartPlan => {
      const cap = (value: number | null) =>
        value === null || chart.cap === undefined ? value : Math.min(value, chart.cap);
      const midnights = x.filter((seconds) => seconds % 86_400 === 0);
      const colours = palette(element);
      const axis = {
        stroke: colours.axis,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { stroke: colours.grid, width: 1 },
        font: '12px system-ui, sans-serif',
      };
      const top = Math.max(
        chart.minTop,
        ...chart.lines.flatMap((line) => line.values.map((value) => cap(value) ?? 0)),
      );
      return {
        options: {
          legend: { show: true, live: true },
          cursor: { drag: { x: false, y: false }, points: { size: 6 } },
          scales: { x: { time: false }, y: { range: () => [0, top * 1.08] } },
          axes: [
            {
              ...axis,
              splits: () => midnights,
              values: (_plot, splits) => splits.map(dayLabel),
            },
            { ...axis, size: 52, values: (_plot, splits) => splits.map(valueLabel) },
          ],
          series: [
            { label: timeName, value: (_plot, seconds) => (seconds === null ? '' : timeLabel(seconds)) },
            ...chart.lines.map((line, index) => ({
              label: line.label,
              stroke: colours.lines[index % colours.lines.length],
              width: 2,
              dash: LINE_DASHES[index % LINE_DASHES.length],
              spanGaps: false,
              points: { show: false },
              value: (_plot: uPlot, value: number | null) => (value === null ? '–' : valueLabel(value)),
            })),
          ],
          hooks: {
            // Night first, under the grid and the lines.
            drawClear: [
              (self: uPlot) => {
                const { ctx, bbox } = self;
                ctx.save();
                ctx.fillStyle = colours.night;
                for (const [start, end] of nights) {
                  const left = self.valToPos(start, 'x', true);
                  const right = self.valToPos(end, 'x', true);
                  const from = Math.max(left, bbox.left);
                  const to = Math.min(right, bbox.left + bbox.width);
                  if (to > from) ctx.fillRect(from, bbox.top, to - from, bbox.height);
                }
                ctx.restore();
              },
            ],
            // The limits over everything, named in the caption below the chart rather than in the live legend.
            draw: [
              (self: uPlot) => {
                const { ctx, bbox } = self;
                ctx.save();
                ctx.strokeStyle = colours.limit;
                ctx.lineWidth = 1.5 * uPlot.pxRatio;
                ctx.setLineDash(LIMIT_DASH.map((length) => length * uPlot.pxRatio));
                for (const limit of chart.limits) {
                  const y = Math.round(self.valToPos(limit.value, 'y', true));
                  ctx.beginPath();
                  ctx.moveTo(bbox.left, y);
                  ctx.lineTo(bbox.left + bbox.width, y);
                  ctx.stroke();
                }
                ctx.restore();
              },
            ],
          },
        },
        data: [x, ...chart.lines.map((line) => line.values.map(cap))],
      };
    },
    [chart, x, nights, dayLabel, timeLabel, valueLabel, timeName],
  );
  useUplot(box, plan, { height: HEIGHT, minWidth: 240 });

  return (
    <div
      ref={box}
      aria-hidden="true"
      className="trend-chart w-full text-slate-800 [--trend-1:theme(colors.brand.700)] [--trend-2:theme(colors.signal.600)] [--trend-axis:theme(colors.slate.700)] [--trend-grid:theme(colors.slate.200)] [--trend-limit:theme(colors.red.600)] [--trend-night:theme(colors.slate.100)] dark:text-slate-200 dark:[--trend-1:theme(colors.brand.300)] dark:[--trend-2:theme(colors.signal.500)] dark:[--trend-axis:theme(colors.slate.300)] dark:[--trend-grid:theme(colors.slate.700)] dark:[--trend-limit:theme(colors.red.400)] dark:[--trend-night:theme(colors.slate.800)]"
      style={{ minHeight: HEIGHT }}
    />
  );
}

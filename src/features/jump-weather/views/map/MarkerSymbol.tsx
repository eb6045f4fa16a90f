import type { JumpOutlook } from '@contract/weather/forecast.ts';
import { arrowRotation } from './markers';

// A marker's symbol: the outlook by colour and by shape (a circle, a diamond, a square, a dashed
// circle), so it reads without colour too, with the wind arrow inside. The colours are those of the
// outlook marks elsewhere on the page (OutlookMark), as SVG fills.

const SHAPES: Record<JumpOutlook, string> = {
  likely: 'M12 1a11 11 0 1 1 0 22a11 11 0 1 1 0-22Z',
  marginal: 'M12 0.5 23.5 12 12 23.5 0.5 12Z',
  unlikely: 'M3 2h18a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z',
  unknown: 'M12 1a11 11 0 1 1 0 22a11 11 0 1 1 0-22Z',
};

/** The arrow is dark where the fill is light (amber, grey) and in the dark theme's lighter fills. */
const ARROW: Record<JumpOutlook, string> = {
  likely: 'fill-white dark:fill-slate-950',
  marginal: 'fill-slate-950',
  unlikely: 'fill-white dark:fill-slate-950',
  unknown: 'fill-slate-950',
};

const FILL: Record<JumpOutlook, string> = {
  likely: 'fill-emerald-600 dark:fill-emerald-500',
  marginal: 'fill-amber-500 dark:fill-amber-400',
  unlikely: 'fill-red-600 dark:fill-red-400',
  unknown: 'fill-slate-300 dark:fill-slate-500',
};

export function MarkerSymbol({
  outlook,
  windFromDegrees,
  loading = false,
  className = 'h-7 w-7',
}: {
  outlook: JumpOutlook;
  windFromDegrees: number | null;
  loading?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`shrink-0 overflow-visible ${className}`}
      data-outlook={loading ? undefined : outlook}
    >
      <path
        d={SHAPES[outlook]}
        className={`${FILL[outlook]} stroke-white dark:stroke-slate-950`}
        strokeWidth={1.5}
        strokeDasharray={outlook === 'unknown' ? '3 2' : undefined}
      />
      {loading ? (
        <circle
          cx="12"
          cy="12"
          r="6"
          fill="none"
          strokeWidth="2.5"
          strokeDasharray="20 18"
          className="origin-center stroke-slate-700 motion-safe:animate-spin dark:stroke-slate-950"
          data-loading-mark=""
        />
      ) : (
        windFromDegrees !== null && (
          <path
            d="M12 4.5 17 11h-3.2v8.5h-3.6V11H7Z"
            className={ARROW[outlook]}
            transform={`rotate(${arrowRotation(windFromDegrees)} 12 12)`}
            data-wind-arrow=""
          />
        )
      )}
    </svg>
  );
}

import { CircleCheck, CircleHelp, CircleMinus, CircleX, type IconComponent } from '@/components/icons';
import type { JumpOutlook } from '@contract/weather/forecast.ts';

// An outlook is said in words and with an icon, never by colour alone; each colour pair passes
// contrast as text in both themes.
export const OUTLOOK_LOOK: Record<JumpOutlook, { icon: IconComponent; className: string; bar: string }> = {
  likely: {
    icon: CircleCheck,
    className:
      'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50',
    bar: 'bg-emerald-600 dark:bg-emerald-500',
  },
  marginal: {
    icon: CircleMinus,
    className:
      'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
    bar: 'bg-amber-500 dark:bg-amber-400',
  },
  unlikely: {
    icon: CircleX,
    className: 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
    bar: 'bg-red-600 dark:bg-red-400',
  },
  unknown: {
    icon: CircleHelp,
    className:
      'border-slate-400 bg-slate-50 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50',
    bar: 'bg-slate-400 dark:bg-slate-500',
  },
};

/** The outlook as a coloured mark with its icon and words. */
export function OutlookMark({
  outlook,
  label,
  size = 'normal',
}: {
  outlook: JumpOutlook;
  label: string;
  size?: 'normal' | 'small';
}) {
  const { icon: Icon, className } = OUTLOOK_LOOK[outlook];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 font-semibold ${
        size === 'small' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1'
      } ${className}`}
      data-outlook={outlook}
    >
      <Icon aria-hidden="true" className={size === 'small' ? 'h-3.5 w-3.5 shrink-0' : 'h-5 w-5 shrink-0'} />
      {label}
    </span>
  );
}

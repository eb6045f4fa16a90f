import { useLanguage } from '@/i18n/language-context';
import { jumpWeatherSlotCopy } from './slot-copy';

/** What shows until the forecast is there: the dashboard's frame, without numbers. */
export function DashboardSkeleton() {
  const { lang } = useLanguage();
  return (
    <div role="status" aria-live="polite" className="grid gap-4" data-weather-loading="">
      <div className="flex flex-wrap gap-4">
        <div className="h-[4.5rem] w-64 max-w-full rounded-xl bg-slate-100 dark:bg-slate-800" />
        <div className="h-[4.5rem] w-64 max-w-full rounded-xl bg-slate-100 dark:bg-slate-800" />
      </div>
      <div className="h-11 rounded-xl bg-slate-100 dark:bg-slate-800" />
      <div className="flex min-h-[24rem] items-center justify-center rounded-2xl border border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300 motion-safe:animate-pulse">
        {jumpWeatherSlotCopy[lang].loading}
      </div>
    </div>
  );
}

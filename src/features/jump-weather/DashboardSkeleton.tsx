import type { ReactNode } from 'react';
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
      <LoadingBox>{jumpWeatherSlotCopy[lang].loading}</LoadingBox>
    </div>
  );
}

/**
 * A view's room while it loads, saying so. Its background pulses, not its text: text fading to half
 * its strength would fall below the contrast the rest of the page keeps.
 */
export function LoadingBox({ children, status }: { children: ReactNode; status?: boolean }) {
  return (
    <div
      role={status ? 'status' : undefined}
      className="relative flex min-h-[24rem] items-center justify-center rounded-2xl border border-slate-200 text-slate-700 before:absolute before:inset-0 before:rounded-2xl before:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:before:bg-slate-800 motion-safe:before:animate-pulse"
    >
      <span className="relative">{children}</span>
    </div>
  );
}

import { useLanguage } from '@/i18n/language-context';
import { storiesCopy } from './copy';
import type { StoryStatus } from './story-status';

const tone: Record<StoryStatus, string> = {
  draft:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
  scheduled:
    'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  published:
    'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
};

/** Draft, Scheduled or Published, in words (colour only repeats them). */
export function StatusBadge({ status }: { status: StoryStatus }) {
  const { lang } = useLanguage();
  return (
    <span
      className={`inline-flex items-center rounded px-2 py-0.5 text-sm font-semibold ring-1 ${tone[status]}`}
    >
      {storiesCopy[lang].statuses[status]}
    </span>
  );
}

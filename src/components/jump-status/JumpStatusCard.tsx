import { CirclePause, CircleCheck, CircleX, type IconComponent } from '@/components/icons';
import type { Language } from '@contract/language.ts';
import type { JumpStatus } from '@contract/settings.ts';
import { jumpStatusCopy, setAtText } from './jump-status-copy';

// The status is said in words and with an icon, never by colour alone; each colour pair passes
// contrast as text in both themes.
const LOOK: Record<JumpStatus['status'], { icon: IconComponent; className: string }> = {
  go: {
    icon: CircleCheck,
    className:
      'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50',
  },
  on_hold: {
    icon: CirclePause,
    className:
      'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  },
  no_jumping: {
    icon: CircleX,
    className: 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  },
};

/** Today's jump status as visitors see it: what it is, when it was set, and the message. */
export function JumpStatusCard({
  status,
  setAt,
  lang,
  now,
  compact = false,
}: {
  status: JumpStatus;
  setAt: string;
  lang: Language;
  now: Date;
  /** The booking widget's narrow version. */
  compact?: boolean;
}) {
  const copy = jumpStatusCopy[lang];
  const { icon: Icon, className } = LOOK[status.status];
  const message = status.message[lang].trim();
  return (
    <div
      className={`flex gap-3 rounded-2xl border-2 ${compact ? 'p-3 text-sm' : 'p-4'} ${className}`}
      data-jump-status={status.status}
    >
      <Icon aria-hidden="true" className={`${compact ? 'h-5 w-5' : 'h-6 w-6'} shrink-0`} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <strong className={compact ? 'font-bold' : 'text-lg font-bold'}>
            <span className="sr-only">{copy.label}: </span>
            {copy.status[status.status]}
          </strong>
          <time dateTime={setAt} className="text-sm">
            {setAtText(setAt, lang, now)}
          </time>
        </div>
        {message && <div className="mt-1 break-words text-sm">{message}</div>}
      </div>
    </div>
  );
}

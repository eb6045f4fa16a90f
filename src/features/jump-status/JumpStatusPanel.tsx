import { InlinePhoneLink } from '@/components/contact/InlinePhoneLink';
import { Info } from '@/components/icons';
import { jumpStatusCopy } from '@/components/jump-status/jump-status-copy';
import { JumpStatusCard } from '@/components/jump-status/JumpStatusCard';
import { useLanguage } from '@/i18n/language-context';
import { usePublicSettings } from '@/lib/public-settings';
import type { Language } from '@contract/language.ts';

/**
 * The weather page's jump status. Its room is kept from the first paint, sized for the longest
 * message, so a status arriving after hydration moves nothing; the region is polite, so a screen
 * reader says it when it arrives or changes without interrupting. Until a status is set, the room
 * says where it will appear and how to ask, rather than stand empty.
 */
export function JumpStatusPanel() {
  const { lang } = useLanguage();
  const live = usePublicSettings();
  const status = live?.jumpStatus;
  return (
    <div role="status" className="mt-8 min-h-[12rem] sm:min-h-[8rem]" data-jump-status-slot="">
      {status ? (
        <JumpStatusCard status={status} setAt={status.setAt} lang={lang} now={new Date(live.checkedAt)} />
      ) : (
        <UnsetStatus lang={lang} />
      )}
    </div>
  );
}

function UnsetStatus({ lang }: { lang: Language }) {
  const copy = jumpStatusCopy[lang];
  return (
    <div
      className="flex gap-3 rounded-2xl border-2 border-slate-200 bg-slate-50 p-4 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      data-jump-status="unset"
    >
      <Info aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700 dark:text-brand-200" />
      <div className="min-w-0">
        <strong className="text-lg font-bold">{copy.label}</strong>
        <p className="mt-1 text-sm">
          {copy.unset} {copy.unsetCall.before}
          <InlinePhoneLink />
          {copy.unsetCall.after}
        </p>
      </div>
    </div>
  );
}

import { JumpStatusCard } from '@/components/jump-status/JumpStatusCard';
import { useLanguage } from '@/i18n/language-context';
import { usePublicSettings } from '@/lib/public-settings';

/**
 * The weather page's jump status. Its room is kept from the first paint, sized for the longest
 * message, so a status arriving after hydration moves nothing; the region is polite, so a screen
 * reader says it when it arrives or changes without interrupting.
 */
export function JumpStatusPanel() {
  const { lang } = useLanguage();
  const live = usePublicSettings();
  const status = live?.jumpStatus;
  return (
    <div role="status" className="mt-8 min-h-[12rem] sm:min-h-[8rem]" data-jump-status-slot="">
      {status && (
        <JumpStatusCard status={status} setAt={status.setAt} lang={lang} now={new Date(live.checkedAt)} />
      )}
    </div>
  );
}

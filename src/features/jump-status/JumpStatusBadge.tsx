import { JumpStatusCard } from '@/components/jump-status/JumpStatusCard';
import { useLanguage } from '@/i18n/language-context';
import { usePublicSettings } from '@/lib/public-settings';

/**
 * The booking widget's jump status, handed to it by the layout, which loads this only once there is
 * a current status; the widget's own polite region announces it.
 */
export default function JumpStatusBadge() {
  const { lang } = useLanguage();
  const live = usePublicSettings();
  const status = live?.jumpStatus;
  return status ? (
    <JumpStatusCard status={status} setAt={status.setAt} lang={lang} now={new Date(live.checkedAt)} compact />
  ) : null;
}

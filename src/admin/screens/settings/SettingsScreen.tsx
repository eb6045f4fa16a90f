import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { useLanguage } from '@/i18n/language-context';
import { SETTING_KEYS } from '@contract/settings.ts';
import { AnnouncementSection } from './AnnouncementSection';
import { settingsCopy } from './copy';
import { FeaturesSection } from './FeaturesSection';
import { JumpStatusSection } from './JumpStatusSection';
import { NotificationsSection } from './NotificationsSection';
import { loadSettings } from './settings-data';

/** `/admin/settings`: the jump status, the announcement, who hears about enquiries, and switches. */
export function SettingsScreen() {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang];
  useScreenTitle(copy.title);
  const { result, retry } = useAdminData(loadSettings);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">{copy.title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{copy.lead}</p>
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : (
        <div className="mt-8 space-y-8">
          <JumpStatusSection stored={result.data[SETTING_KEYS.jumpStatus]} />
          <AnnouncementSection stored={result.data[SETTING_KEYS.announcement]} />
          <NotificationsSection
            recipients={result.data[SETTING_KEYS.enquiryRecipients]}
            replyHours={result.data[SETTING_KEYS.replyHours]}
          />
          <FeaturesSection
            chat={result.data[SETTING_KEYS.chatEnabled]}
            booking={result.data[SETTING_KEYS.bookingEnabled]}
          />
        </div>
      )}
    </div>
  );
}
